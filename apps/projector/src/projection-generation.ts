// A projection's next generation: filled from position 0 into `${collection}__next` while the current one serves, then put in its place under the projector's batch lock.
import type { EventStore } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { nextCollectionOf, type DocumentProjection } from '@tourops/projections';
import type { NextGenerationView } from '@tourops/contracts';
import { yieldToRequests } from '@tourops/runtime';
import { foldAndCommit } from './fold-and-commit';

/** What a generation needs of the projector that runs it. */
export interface GenerationHost {
  /** The position the live projector has committed. */
  readonly currentPosition: bigint;
  readonly stopped: boolean;
  /** Runs `work` between two of the projector's batches: nothing is committed meanwhile. */
  withBatchLock<T>(work: () => Promise<T>): Promise<T>;
  /** Under the batch lock, once the next generation is in place: the projector feeds these projections from now on. */
  tookOver(projections: readonly DocumentProjection[]): void;
}


/** A projection whose stored documents are of an older version: they serve, frozen, while its next generation fills. */
export interface FrozenProjection {
  projection: DocumentProjection;
  storedVersion: number;
}

/** Raised for a rebuild of a projection the projector does not run. */
export class UnknownProjectionError extends Error {
  constructor(readonly names: string[]) {
    super(`Unknown projection; the projections are: ${names.join(', ')}.`);
  }
}

/** Raised for a rebuild whose generation would share a collection with one still filling. */
export class GenerationBusyError extends Error {
  constructor(name: string, filling: string[]) {
    super(`The next generation of ${filling.join(', ')} is still filling; rebuild ${name} once it has taken over.`);
  }
}

export class GenerationStoppedError extends Error {
  constructor() {
    super('The projector stopped before the next generation caught up.');
  }
}

export class ProjectionGeneration {
  /** The projections under their own names, writing into the next collections. */
  private readonly next: DocumentProjection[];
  private readonly eventTypes: string[];
  private position = 0n;
  private target = 0n;
  private applied = 0;
  private readonly started = new Date();
  /** The projector's position when this generation took its place. */
  tookOverAt: bigint | null = null;
  readonly done: Promise<void>;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    readonly projections: readonly DocumentProjection[],
    private readonly host: GenerationHost,
    private readonly options: { checkpointName: string; pageSize: number },
  ) {
    this.next = projections.map((projection) => ({ ...projection, collection: nextCollectionOf(projection.collection) }));
    this.eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
    this.done = this.run();
    this.done.catch(() => undefined);
  }

  get collections(): string[] {
    return [...new Set(this.projections.map((projection) => projection.collection))];
  }

  view(): NextGenerationView {
    const target = this.host.currentPosition > this.target ? this.host.currentPosition : this.target;
    const seconds = (Date.now() - this.started.getTime()) / 1000;
    return {
      version: this.projections[0].version,
      position: this.position.toString(),
      target: target.toString(),
      percent: target === 0n ? 100 : Math.min(100, Number((this.position * 1000n) / target) / 10),
      eventsPerSecond: seconds > 0 ? Math.round(this.applied / seconds) : 0,
      startedAt: this.started.toISOString(),
    };
  }

  /**
   * Fills in passes up to the projector's position until a pass is short, then fills the last few
   * events and replaces the collections under the batch lock, so no event is lost or applied twice.
   */
  private async run(): Promise<void> {
    const nextCollections = [...new Set(this.next.map((projection) => projection.collection))];
    await this.readStore.reset(nextCollections, this.options.checkpointName);
    for (const projection of this.next) for (const index of projection.indexes) await this.readStore.ensureIndex(projection.collection, index);
    for (;;) {
      const folded = await this.fillTo(this.host.currentPosition);
      if (folded < this.options.pageSize) break;
    }
    await this.host.withBatchLock(async () => {
      await this.fillTo(this.host.currentPosition);
      for (const collection of this.collections) await this.readStore.replaceCollection(nextCollectionOf(collection), collection);
      await this.readStore.reset([], this.options.checkpointName);
      this.tookOverAt = this.host.currentPosition;
      this.host.tookOver(this.projections);
    });
  }

  /** Folds the events after its position up to `target` (inclusive); returns how many it folded. */
  private async fillTo(target: bigint): Promise<number> {
    this.target = target;
    let folded = 0;
    if (target <= this.position) return 0;
    const pages = this.eventStore.readAll({ after: this.position > 0n ? this.position : undefined, filter: { eventTypes: this.eventTypes }, pageSize: this.options.pageSize });
    for await (const page of pages) {
      if (this.host.stopped) throw new GenerationStoppedError();
      const events = page[page.length - 1].position <= target ? page : page.filter((event) => event.position <= target);
      if (events.length > 0) {
        const last = events[events.length - 1].position;
        await foldAndCommit(this.readStore, this.next, events, { name: this.options.checkpointName, position: last.toString() });
        this.position = last;
        folded += events.length;
        this.applied += events.length;
      }
      if (events.length < page.length) break;
      // With the memory store and SQLite, a page's reads and commits never leave the microtask queue: waiting I/O runs between two pages.
      await yieldToRequests();
    }
    this.position = target;
    return folded;
  }
}
