// The standalone read models' copy in DATA_DIR: loaded at boot when it fits this event log, these projections and the history on disk, saved by difference on a schedule and at shutdown.
import fs from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { EventStore } from '@tourops/event-store';
import { NEXT_GENERATION_SUFFIX, type DocumentProjection } from '@tourops/projections';
import {
  READ_MODEL_COPY_FORMAT,
  READ_MODEL_COPY_VERSION,
  ReadModelCopyError,
  openReadModelCopy,
  type HistoryOnDiskReadStore,
  type MemoryReadStore,
  type ReadModelCopy,
  type ReadStore,
  type ReadModelCopyHeader,
} from '@tourops/read-store';
import type { FrozenProjection } from './projector';

export const READ_MODELS_FILE_NAME = 'read-models.sqlite';
/** The copy as versions before ADR 0051 saved it (whole, as JSON lines): removed at boot, the read models rebuilt once. */
export const EARLIER_READ_MODELS_FILE_NAME = 'read-models.jsonl';

export interface StoredReadModelsOptions {
  file: string;
  eventStore: EventStore;
  readStore: MemoryReadStore;
  projections: readonly DocumentProjection[];
  checkpointName: string;
  /** Saves at most this often, and only when something changed. */
  saveIntervalMs: number;
  /** Whether the projection's documents are still those of the version the copy was loaded with (a next generation fills). */
  isFrozen?: (name: string) => boolean;
}

/** What boot made of the stored copy. */
export interface LoadOutcome {
  loaded: boolean;
  /** Why the copy was not used (no file, corrupt, another log, ahead of the log...). */
  ignored?: string;
  /** Projections whose definition changed since the copy and that it holds no documents of: replayed from 0 before serving. */
  rebuild: DocumentProjection[];
  /** Projections whose definition changed since the copy and that it holds documents of: these serve, frozen, while a next generation fills. */
  frozen: FrozenProjection[];
  documents: number;
}

export interface SaveOutcome {
  /** The JSON written: the documents that changed since the last save. */
  bytes: number;
  /** Documents written (changed or new since the last save) and deleted, of how many the copy now holds. */
  written: number;
  deleted: number;
  documents: number;
  milliseconds: number;
  position: string;
}

type LogIdentity = ReadModelCopyHeader['log'];

async function logIdentity(eventStore: EventStore): Promise<LogIdentity> {
  for await (const page of eventStore.readAll({ pageSize: 1 })) {
    const first = page[0];
    return first ? { firstPosition: first.position.toString(), firstEventId: first.id } : null;
  }
  return null;
}

/** Why a copy that failed to read is not used: the copy's own words, or the error's. */
const whyUnusable = (error: unknown) => (error instanceof ReadModelCopyError ? error.message : `is unreadable (${(error as Error).message})`);

/** Whether the read store is the standalone's (in memory, with or without the history on disk). */
export const isMemoryReadStore = (store: ReadStore): store is MemoryReadStore => typeof (store as Partial<MemoryReadStore>).view === 'function';
export const hasHistoryOnDisk = (store: MemoryReadStore): store is HistoryOnDiskReadStore => typeof (store as Partial<HistoryOnDiskReadStore>).diskCheckpoint === 'function';
const keepsOnDisk = (store: MemoryReadStore, collection: string) => hasHistoryOnDisk(store) && store.keepsOnDisk(collection);

export class StoredReadModels {
  private readonly logger = new Logger('StoredReadModels');
  private timer: NodeJS.Timeout | null = null;
  private saving: Promise<SaveOutcome | null> | null = null;
  private savedAtChange = -1;
  private identity: LogIdentity = null;
  private loadedVersions: Record<string, number> = {};
  private opened: ReadModelCopy | null = null;

  constructor(private readonly options: StoredReadModelsOptions) {}

  private get copy(): ReadModelCopy {
    return (this.opened ??= openReadModelCopy(this.options.file));
  }

  /** Fills the empty memory store from the file when it fits; otherwise leaves it empty (a rebuild). */
  async load(): Promise<LoadOutcome> {
    const { file, readStore, projections, eventStore, checkpointName } = this.options;
    const earlier = path.join(path.dirname(file), EARLIER_READ_MODELS_FILE_NAME);
    if (fs.existsSync(earlier)) {
      this.logger.log(`Removing ${earlier}, a copy saved by an earlier version: the read models are rebuilt once and saved to ${file}`);
      await fs.promises.rm(earlier, { force: true });
    }
    this.identity = await logIdentity(eventStore);
    const collections = [...new Set(projections.map((projection) => projection.collection))];
    // A rebuild starts from empty read models: the history on disk too, which may hold another log's or a newer copy's documents.
    const rebuilt = async (reason: string): Promise<LoadOutcome> => {
      await readStore.reset(collections, checkpointName);
      return { loaded: false, ignored: reason, rebuild: [], frozen: [], documents: 0 };
    };
    const ignore = (reason: string): Promise<LoadOutcome> => {
      this.logger.warn(`Read models rebuilt from the event log: the stored copy ${file} ${reason}`);
      this.copy.discard();
      return rebuilt(reason);
    };
    let header: ReadModelCopyHeader | null;
    try {
      header = this.copy.header();
    } catch (error) {
      return ignore(whyUnusable(error));
    }
    if (!header) return rebuilt('no stored copy');
    const problem = (await this.mismatch(header)) ?? (await this.aheadOfDisk(header));
    if (problem) return ignore(problem);

    this.loadedVersions = header.projections;
    const changed = this.changedProjections(header);
    const stored = new Set<string>();
    let documents = 0;
    try {
      // Next generations are never saved, and the history is on disk: a copy holding either has them deleted at its next save.
      const skip = (collection: string) => collection.endsWith(NEXT_GENERATION_SUFFIX) || keepsOnDisk(readStore, collection);
      documents = this.copy.load(skip, (partition) => {
        stored.add(partition.collection);
        readStore.restore(partition);
      });
    } catch (error) {
      // What was restored before the error goes with the rebuild's reset.
      return ignore(whyUnusable(error));
    }
    for (const checkpoint of header.checkpoints) if (checkpoint.name === checkpointName) readStore.restoreCheckpoint(checkpoint);
    // The history on disk serves as stored: a projection of a new version there fills its next generation while the old one serves.
    for (const collection of collections) if (keepsOnDisk(readStore, collection) && (await readStore.organizationsWith(collection)).length > 0) stored.add(collection);
    const rebuild = changed.filter((projection) => !stored.has(projection.collection));
    const frozen = changed.filter((projection) => stored.has(projection.collection)).map((projection) => ({ projection, storedVersion: header.projections[projection.name] ?? 0 }));
    this.savedAtChange = changed.length > 0 ? -1 : readStore.changeCount();
    if (rebuild.length > 0) this.logger.log(`Rebuilding ${rebuild.map((projection) => projection.name).join(', ')} before serving: definition changed`);
    if (frozen.length > 0) this.logger.log(`Serving the stored ${frozen.map(({ projection }) => projection.name).join(', ')} while their new version fills: definition changed`);
    return { loaded: true, rebuild, frozen, documents };
  }

  /** Why the file does not describe this log, or null when it does. */
  private async mismatch(header: ReadModelCopyHeader): Promise<string | null> {
    const stored = header.log;
    const current = this.identity;
    if (!stored || !current) return 'was built from another (or an empty) event log';
    if (stored.firstPosition !== current.firstPosition || stored.firstEventId !== current.firstEventId) return 'was built from another event log';
    const head = await this.options.eventStore.headPosition();
    for (const checkpoint of header.checkpoints)
      if (BigInt(checkpoint.position) > head) return `is ahead of the event log (checkpoint ${checkpoint.position}, log head ${head})`;
    return null;
  }

  /** Why the history on disk cannot go with the file (it is behind the file's checkpoint: lost or older), or null when it can. */
  private async aheadOfDisk(header: ReadModelCopyHeader): Promise<string | null> {
    const { readStore, checkpointName } = this.options;
    const stored = header.checkpoints.find((checkpoint) => checkpoint.name === checkpointName);
    if (!stored || !hasHistoryOnDisk(readStore)) return null;
    const onDisk = await readStore.diskCheckpoint(checkpointName);
    return onDisk !== null && BigInt(onDisk) >= BigInt(stored.position) ? null : `is ahead of the history kept on disk (checkpoint ${stored.position}, disk ${onDisk ?? 'empty'})`;
  }

  /** Projections of another version than the file's, with every projection sharing a collection with one of them. */
  private changedProjections(header: ReadModelCopyHeader): DocumentProjection[] {
    const { projections } = this.options;
    const changed = new Set(projections.filter((projection) => header.projections[projection.name] !== projection.version).map((p) => p.collection));
    return projections.filter((projection) => changed.has(projection.collection));
  }

  /** Saves every `saveIntervalMs` when something changed. */
  startSchedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.options.readStore.changeCount() !== this.savedAtChange) void this.save().catch((error) => this.logger.error(`Saving the read models failed: ${(error as Error).message}`));
    }, this.options.saveIntervalMs);
    this.timer.unref();
  }

  /** Writes what changed in the read models since the last save, with the checkpoints (one consistent view); one save at a time. */
  async save(): Promise<SaveOutcome | null> {
    while (this.saving) await this.saving;
    this.saving = this.write().finally(() => (this.saving = null));
    return this.saving;
  }

  private async write(): Promise<SaveOutcome | null> {
    const { readStore, projections, checkpointName, eventStore } = this.options;
    const change = readStore.changeCount();
    if (change === this.savedAtChange) return null;
    const started = performance.now();
    const view = readStore.view();
    const partitions = view.partitions.filter((partition) => !partition.collection.endsWith(NEXT_GENERATION_SUFFIX));
    const checkpoints = view.checkpoints.filter((checkpoint) => checkpoint.name === checkpointName);
    const versions = Object.fromEntries(projections.map((projection) => [projection.name, this.servingVersion(projection)]));
    this.identity ??= await logIdentity(eventStore);
    const header: ReadModelCopyHeader = {
      format: READ_MODEL_COPY_FORMAT,
      formatVersion: READ_MODEL_COPY_VERSION,
      log: this.identity,
      checkpoints,
      projections: versions,
      savedAt: new Date().toISOString(),
    };
    const counts = await this.copy.save(header, partitions);
    this.savedAtChange = change;
    const position = checkpoints.find((checkpoint) => checkpoint.name === checkpointName)?.position ?? '0';
    return { ...counts, milliseconds: performance.now() - started, position };
  }

  /** The version of the documents that serve: the loaded copy's while frozen (a save must not claim the new version for old documents). */
  private servingVersion(projection: DocumentProjection): number {
    const loaded = this.loadedVersions[projection.name];
    return loaded !== undefined && this.options.isFrozen?.(projection.name) ? loaded : projection.version;
  }

  /** Stops the schedule, saves what changed since the last save and closes the copy. */
  async stop(): Promise<SaveOutcome | null> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    try {
      return await this.save();
    } finally {
      this.opened?.close();
      this.opened = null;
    }
  }
}
