// The projector: one catch-up subscription to $all, folded in batches into the read models with its checkpoint.
import { Logger } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { foldBatch, keyOf, touchedDocuments, type DocumentProjection, type ReadModelDocument } from '@tourops/projections';
import type { ChangePublisher } from '@tourops/runtime';

export interface ProjectorOptions {
  checkpointName: string;
  /** Largest batch applied at once while following the log live (default 1,000). */
  maxBatchSize?: number;
  /**
   * Largest batch while catching up at start (default: maxBatchSize when given, else 10,000). A
   * tour's events are spread over thousands of positions, so bigger catch-up batches fold more of
   * each document's events per load and commit: each touched document is copied out of and into
   * the read store once per batch. Live batches stay small: they are what a push waits for.
   */
  catchUpBatchSize?: number;
  /** Told after every committed batch (in-process read-your-writes). */
  onCommitted?: (position: bigint) => void;
}

const DEFAULT_MAX_BATCH_SIZE = 1_000;
const DEFAULT_CATCH_UP_BATCH_SIZE = 10_000;

export class Projector {
  private readonly logger = new Logger('Projector');
  private position = 0n;
  private stopped = false;
  private subscription: { close(): Promise<void> } | null = null;
  private running: Promise<void> | null = null;
  private readonly eventTypes: string[];

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly DocumentProjection[],
    private readonly publisher: ChangePublisher,
    private readonly options: ProjectorOptions,
  ) {
    this.eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
  }

  get currentPosition(): bigint {
    return this.position;
  }

  /**
   * Catches up with the log as it is now, then follows it live in the background. `rebuild`: projections
   * whose documents were dropped (a new version): first replayed alone from position 0 up to the
   * checkpoint the others reached, then everything continues from there together.
   */
  async start({ rebuild = [] }: { rebuild?: readonly DocumentProjection[] } = {}): Promise<void> {
    for (const projection of this.projections)
      for (const index of projection.indexes) await this.readStore.ensureIndex(projection.collection, index);
    const checkpoint = await this.readStore.getCheckpoint(this.options.checkpointName);
    this.position = checkpoint ? BigInt(checkpoint.position) : 0n;
    const catchUpSize = this.options.catchUpBatchSize ?? this.options.maxBatchSize ?? DEFAULT_CATCH_UP_BATCH_SIZE;
    if (rebuild.length > 0 && this.position > 0n) await this.replayUpToCheckpoint(rebuild, catchUpSize);
    const filter = { eventTypes: this.eventTypes };
    for await (const page of this.eventStore.readAll({ after: this.after(), filter, pageSize: catchUpSize })) await this.apply(page);
    this.running = this.followLive(filter, this.options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE);
  }

  /** Replays the log from 0 to the checkpoint into `projections` only; the checkpoint stays where it is. */
  private async replayUpToCheckpoint(projections: readonly DocumentProjection[], pageSize: number): Promise<void> {
    const filter = { eventTypes: [...new Set(projections.flatMap((projection) => projection.eventTypes))] };
    for await (const page of this.eventStore.readAll({ filter, pageSize })) {
      const events = page[page.length - 1].position <= this.position ? page : page.filter((event) => event.position <= this.position);
      if (events.length > 0) await this.foldAndCommit(projections, events, this.position);
      if (events.length < page.length) break;
    }
  }

  /** Follows the log; after a failure (store unreachable, say) resubscribes from the checkpoint with backoff. */
  private async followLive(filter: { eventTypes: string[] }, pageSize: number): Promise<void> {
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
  }

  private after(): bigint | undefined {
    return this.position > 0n ? this.position : undefined;
  }

  /** Applies one batch: load touched documents, fold, commit with the checkpoint, announce. */
  async apply(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (!last || last.position <= this.position) return;
    const fresh = events[0].position > this.position ? events : events.filter((event) => event.position > this.position);
    const changes = await this.foldAndCommit(this.projections, fresh, last.position);
    this.position = last.position;
    this.options.onCommitted?.(last.position);
    for (const change of changes)
      this.publisher.publish(change.orgId, { collection: change.collection, ids: change.ids, position: last.position.toString() });
  }

  /** Loads the documents the events touch, folds them, and commits the writes with the checkpoint at `position`. */
  private async foldAndCommit(projections: readonly DocumentProjection[], fresh: RecordedEvent[], position: bigint) {
    const keys = touchedDocuments(projections, fresh);
    const loaded = new Map<string, ReadModelDocument | null>();
    const byCollection = new Map<string, typeof keys>();
    for (const key of keys) {
      const group = `${key.orgId}\u0000${key.collection}`;
      if (!byCollection.has(group)) byCollection.set(group, []);
      byCollection.get(group)!.push(key);
    }
    for (const group of byCollection.values()) {
      const { orgId, collection } = group[0];
      const documents = (await this.readStore.loadDocuments(collection, orgId, group.map((key) => key.id))) as ReadModelDocument[];
      const found = new Map(documents.map((document) => [document._id, document]));
      for (const key of group) loaded.set(keyOf(key), found.get(key.id) ?? null);
    }
    const { writes, changes } = foldBatch(projections, fresh, loaded);
    await this.readStore.commit(writes, { name: this.options.checkpointName, position: position.toString() });
    return changes;
  }
}
