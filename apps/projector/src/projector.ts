// The projector: one catch-up subscription to $all, folded in batches into the read models with its checkpoint, and the projections' next generations.
import { Logger } from '@nestjs/common';
import type { AllFilter, EventStore, RecordedEvent } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import type { DocumentProjection } from '@tourops/projections';
import type { ChangePublisher } from '@tourops/runtime';
import type { ProjectionsStatusView } from '@tourops/contracts';
import type { BatchFolding } from '@tourops/projections';
import { commitBatch, foldInCommits, type CommitLimits } from './fold-and-commit';
import { GenerationBusyError, ProjectionGeneration, UnknownProjectionError, type FrozenProjection, type GenerationHost } from './projection-generation';
import { projectionsStatus } from './projections-status';

export { GenerationBusyError, UnknownProjectionError, type FrozenProjection } from './projection-generation';

export interface ProjectorOptions {
  checkpointName: string;
  /** Largest batch applied at once while following the log live (default 1,000). */
  maxBatchSize?: number;
  /**
   * Events folded between two commits while catching up at start (default: maxBatchSize when given, else
   * 1,000,000), read in pages of at most CATCH_UP_PAGE_SIZE. A tour's events are spread over the whole log,
   * so each touched document is built and stored once per batch: a rebuild of 1M events builds each
   * document once. The working documents of a batch are at most the read models it touches. A store whose
   * commit is a transaction (MongoDB) takes smaller ones. Live batches stay small: they are what a push waits for.
   */
  catchUpBatchSize?: number;
  /**
   * Most documents one commit writes, catching up, replaying or live (default: no limit). A batch that would pass it
   * commits first, with the checkpoint of its last event, and the rest of the page starts the next (ADR 0048).
   */
  maxDocumentsPerCommit?: number;
  /**
   * Largest batch a next generation folds at once (default 1,000, as live): it fills while the process serves, and
   * each batch holds the event loop (tens of milliseconds at 1,000 events of tours) before requests get their turn.
   */
  generationBatchSize?: number;
  /** Told after every committed batch (in-process read-your-writes). */
  onCommitted?: (position: bigint) => void;
  /**
   * Acts on the events of each page before its batch commits (the erasure shredder), so a crash in between acts again
   * on restart: a reaction must be idempotent. Only events of the projections' types reach it.
   */
  react?: (events: readonly RecordedEvent[]) => Promise<void>;
}

const DEFAULT_MAX_BATCH_SIZE = 1_000;
const DEFAULT_CATCH_UP_BATCH_SIZE = 1_000_000;
/** Pages read while catching up stay small: a page's decoded events then die young, before a garbage collection promotes them. */
const CATCH_UP_PAGE_SIZE = 1_000;
const DEFAULT_GENERATION_BATCH_SIZE = 1_000;

export class Projector implements GenerationHost {
  private readonly logger = new Logger('Projector');
  private position = 0n;
  stopped = false;
  private subscription: { close(): Promise<void> } | null = null;
  private running: Promise<void> | null = null;
  /** The projections the live subscription feeds (a new list on every change: batch folding caches by list). */
  private live: readonly DocumentProjection[];
  private readonly frozen = new Map<string, { storedVersion: number; position: bigint }>();
  private readonly generations = new Map<string, ProjectionGeneration>();
  private readonly tookOverCount = new Map<string, number>();
  private batchLock: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly DocumentProjection[],
    private readonly publisher: ChangePublisher,
    private readonly options: ProjectorOptions,
  ) {
    this.live = projections;
  }

  get currentPosition(): bigint {
    return this.position;
  }

  /**
   * Catches up with the log as it is now, then follows it live in the background. `rebuild`: projections
   * whose documents were dropped (a new version): first replayed alone from position 0 up to the
   * checkpoint the others reached, then everything continues from there together.
   */
  async start({ rebuild = [], frozen = [] }: { rebuild?: readonly DocumentProjection[]; frozen?: readonly FrozenProjection[] } = {}): Promise<void> {
    const checkpoint = await this.readStore.getCheckpoint(this.options.checkpointName);
    this.position = checkpoint ? BigInt(checkpoint.position) : 0n;
    for (const { projection, storedVersion } of frozen) this.frozen.set(projection.name, { storedVersion, position: this.position });
    this.live = this.projections.filter((projection) => !this.frozen.has(projection.name));
    // An empty collection (a rebuild) fills faster without its indexes, built once it has caught up (ADR 0053).
    for (const projection of this.live) for (const index of projection.indexes) await this.readStore.ensureIndex(projection.collection, index, { deferred: true });
    const catchUpSize = this.catchUpSize();
    if (rebuild.length > 0 && this.position > 0n) await this.replayUpToCheckpoint(rebuild, catchUpSize);
    // The whole log, not only the types the projections read: an event none reads (the monitor's follow-up checkpoint,
    // ADR 0034) still moves the position, so "the read models show every event" stays true of the log's head.
    const filter = {};
    await this.withBatchLock(() => this.catchUp(filter, catchUpSize));
    await this.readStore.buildDeferredIndexes();
    this.running = this.followLive(filter, this.options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE);
    for (const { projection } of frozen) if (!this.generations.has(projection.collection)) this.rebuild(projection.name);
  }

  private catchUpSize(): number {
    return this.options.catchUpBatchSize ?? this.options.maxBatchSize ?? DEFAULT_CATCH_UP_BATCH_SIZE;
  }

  /**
   * Starts a next generation of the projection, with every projection sharing its collection and those that read it (their
   * documents derive from its: ADR 0052), or returns the one already filling. A frozen projection's current generation
   * stays frozen; a live one stays fed.
   */
  rebuild(name: string): ProjectionGeneration {
    const named = this.projections.find((projection) => projection.name === name);
    if (!named) throw new UnknownProjectionError(this.projections.map((projection) => projection.name));
    const filling = this.generations.get(named.collection);
    if (filling) return filling;
    const group = this.projections.filter((projection) => projection.collection === named.collection || projection.reads?.collection === named.collection);
    const collections = [...new Set(group.map((projection) => projection.collection))];
    const busy = collections.find((collection) => this.generations.has(collection));
    if (busy) throw new GenerationBusyError(name, this.generations.get(busy)!.projections.map((projection) => projection.name));
    const checkpointName = `${this.options.checkpointName}.next.${named.collection}`;
    const generation = new ProjectionGeneration(this.eventStore, this.readStore, group, this, { checkpointName, pageSize: this.options.generationBatchSize ?? DEFAULT_GENERATION_BATCH_SIZE });
    for (const collection of collections) this.generations.set(collection, generation);
    const settled = () => collections.forEach((collection) => this.generations.delete(collection));
    void generation.done.then(
      () => (settled(), this.logger.log(`The next generation of ${group.map((projection) => projection.name).join(', ')} took over at ${this.position}`)),
      (error: Error) => (settled(), !this.stopped && this.logger.error(`The next generation of ${name} failed: ${error.message}`)),
    );
    return generation;
  }

  withBatchLock<T>(work: () => Promise<T>): Promise<T> {
    const result = this.batchLock.then(work);
    this.batchLock = result.catch(() => undefined);
    return result;
  }

  tookOver(projections: readonly DocumentProjection[]): void {
    for (const projection of projections) {
      this.frozen.delete(projection.name);
      this.tookOverCount.set(projection.name, (this.tookOverCount.get(projection.name) ?? 0) + 1);
    }
    this.live = this.projections.filter((projection) => !this.frozen.has(projection.name));
  }

  /** Resolves once every next generation filling now has taken over (or failed). */
  async generationsSettled(): Promise<void> {
    await Promise.allSettled([...this.generations.values()].map((generation) => generation.done));
  }

  /** Whether the projection's stored documents are of an older version, kept as they were while the next generation fills. */
  isFrozen(name: string): boolean {
    return this.frozen.has(name);
  }

  /**
   * Per projection: version, collection, documents (of one organization when `orgId` is given, else of all),
   * position, lag behind the log's head, state and next generation.
   */
  async status(orgId?: string): Promise<ProjectionsStatusView> {
    return projectionsStatus(this.readStore, orgId, await this.eventStore.headPosition(), this.position, this.projections, (projection) => ({
      frozen: this.frozen.get(projection.name) ?? null,
      next: this.generations.get(projection.collection)?.view() ?? null,
      generations: this.tookOverCount.get(projection.name) ?? 0,
    }));
  }

  private commitLimits(events: number): CommitLimits {
    return { events, documents: this.options.maxDocumentsPerCommit ?? Infinity };
  }

  /** Folds the log after the checkpoint, in small pages, committing every `batchSize` events (or the document limit) and at the end. */
  private async catchUp(filter: AllFilter, batchSize: number): Promise<void> {
    const pages = this.eventStore.readAll({ after: this.after(), filter, pageSize: Math.min(batchSize, CATCH_UP_PAGE_SIZE) });
    await foldInCommits(this.readStore, this.live, pages, this.commitLimits(batchSize), (batch, last) => this.committed(batch, last), this.options.react);
  }

  /** Replays the log from 0 to the checkpoint into `projections` only; the checkpoint stays where it is. */
  private async replayUpToCheckpoint(projections: readonly DocumentProjection[], batchSize: number): Promise<void> {
    const checkpoint = { name: this.options.checkpointName, position: this.position.toString() };
    await foldInCommits(this.readStore, projections, this.logUpToCheckpoint(projections, batchSize), this.commitLimits(batchSize), async (batch) => {
      await commitBatch(this.readStore, batch, checkpoint);
    });
  }

  /** The pages of the events `projections` read, from the start of the log to the checkpoint. */
  private async *logUpToCheckpoint(projections: readonly DocumentProjection[], batchSize: number): AsyncGenerator<readonly RecordedEvent[]> {
    const filter = { eventTypes: [...new Set(projections.flatMap((projection) => projection.eventTypes))] };
    for await (const page of this.eventStore.readAll({ filter, pageSize: Math.min(batchSize, CATCH_UP_PAGE_SIZE) })) {
      const events = page[page.length - 1].position <= this.position ? page : page.filter((event) => event.position <= this.position);
      yield events;
      if (events.length < page.length) return;
    }
  }

  /** Follows the log; after a failure (store unreachable, say) resubscribes from the checkpoint with backoff. */
  private async followLive(filter: AllFilter, pageSize: number): Promise<void> {
    for (let failures = 0; !this.stopped; ) {
      try {
        const subscription = this.eventStore.subscribeToAll({ after: this.after(), filter, maxBatchSize: pageSize });
        this.subscription = subscription;
        for await (const events of subscription) {
          if (this.stopped) break;
          await this.apply(events);
          failures = 0;
        }
        return;
      } catch (error) {
        failures++;
        const delay = Math.min(30_000, 100 * 2 ** failures);
        this.logger.error(`Projection failed at ${this.position} (attempt ${failures}), retrying in ${delay} ms: ${error instanceof Error ? error.message : String(error)}`);
        await this.subscription?.close().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    await this.running;
    await this.generationsSettled();
  }

  private after(): bigint | undefined {
    return this.position > 0n ? this.position : undefined;
  }

  /** Applies one batch under the batch lock: load touched documents, fold, commit with the checkpoint (in parts past the document limit), announce. */
  apply(events: RecordedEvent[]): Promise<void> {
    return this.withBatchLock(() => this.applyBatch(events));
  }

  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (!last || last.position <= this.position) return;
    const fresh = events[0].position > this.position ? events : events.filter((event) => event.position > this.position);
    await foldInCommits(this.readStore, this.live, [fresh], this.commitLimits(Infinity), (batch, at) => this.committed(batch, at), this.options.react);
  }

  /** Commits the batch with the checkpoint at `last`, then tells the in-process readers and the subscribers. */
  private async committed(batch: BatchFolding, last: bigint): Promise<void> {
    const changes = await commitBatch(this.readStore, batch, { name: this.options.checkpointName, position: last.toString() });
    this.position = last;
    this.options.onCommitted?.(last);
    for (const change of changes) this.publisher.publish(change.orgId, { collection: change.collection, ids: change.ids, position: last.toString() });
  }
}
