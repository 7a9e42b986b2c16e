// The standalone's read store: the working set in memory (saved to and loaded from its file), history-sized collections and bulky fields in SQLite beside it (ADR 0050, 0055, 0058).
import { Checkpoint, CollectionWrites, Document, ReadStore, UnsupportedOperationError } from '../read-store.port';
import { ReadStoreBackend, createOrganizationScope } from '../org-scope';
import { aggregateDocuments, countDocuments, findDocuments } from '../memory/find-documents';
import { arraySource } from '../memory/partition';
import type { MemoryReadStore } from '../memory/memory-read-store';
import type { SqliteReadStore } from '../sqlite/sqlite-read-store';
import { frozenDocument } from '../memory/frozen-document';
import { RecentBulkyFields, bulkyCollectionOf, joinDocument, mentionsAny, projectionKeepsAny, splitOperations } from './bulky-fields';
import { OwedDiskWrites } from './owed-disk-writes';

export interface HistoryOnDiskOptions {
  memory: MemoryReadStore;
  /** Where the history-sized collections live. */
  disk: SqliteReadStore;
  /** Whether a collection (a next generation's too) grows with the length of history, and so lives on disk. */
  onDisk: (collection: string) => boolean;
  /**
   * The bulky fields of a collection's documents (a tour's days), none for most. Such a collection lives on disk, its bulky fields in
   * a collection of their own, and the rest of its documents is mirrored in memory, where its queries run: a read that returns the
   * bulky fields reads them by `_id`, a filter or a sort on them reads every document put together (ADR 0055).
   */
  bulkyFields?: (collection: string) => readonly string[];
  /** How long, at most, the disk owes writes before it settles (OWED_FOR_MS; tests lengthen it to catch a crash while it owes). */
  owedForMs?: number;
}

/**
 * A memory store whose history-sized collections and bulky fields are on disk. What the memory store's file holds (view, restore) is
 * the working set only, without the collections with bulky fields (their memory mirror is read from disk when the store opens).
 * A commit writing a history-sized collection stores both parts or neither: the memory's is made inside the disk's transaction,
 * with the checkpoint on both. The halves of documents with bulky fields are written behind (ADR 0058): owed, each document as it
 * last stands, and committed with the checkpoint of the last commit after at most a second or a thousand documents. Reads find
 * what is owed first. The memory's copy is never ahead of the disk: `view` first commits what is owed. A crash loses what was
 * owed, and the disk's checkpoint says from where the projector replays it; the position guard makes the replay harmless.
 */
export interface HistoryOnDiskReadStore extends MemoryReadStore {
  /** The checkpoint the disk's collections reflect, once it has what it is owed: a stored memory copy ahead of it cannot be used. */
  diskCheckpoint(name: string): Promise<string | null>;
  /** Commits what the disk is owed now (otherwise within OWED_FOR_MS, or when OWED_AT_MOST documents are owed). */
  settleDisk(): void;
  /** Whether a collection's documents are kept on disk (history-sized, or with bulky fields): never in the memory store's file. */
  keepsOnDisk(collection: string): boolean;
}

const NONE: readonly string[] = [];
/**
 * Documents whose bulky fields are kept at hand: a tour's days are about 11 KB of JSON, some 30 KB in memory, so at most about
 * 60 MB. Enough for the overview's tours of this week and a report's page of plans, read again at each refresh.
 */
const RECENT_BULKY_FIELDS = 2048;
/** A read of more documents than this does not keep their bulky fields at hand (a scan would push out what pages use). */
const KEPT_FROM_ONE_READ = 1024;
/** How long the disk may owe writes: what a crash makes the projector replay, at most. */
const OWED_FOR_MS = 1000;
/** How many documents the disk may owe (a tour is two: its rest and its days); bounds the memory the owed days hold. */
const OWED_AT_MOST = 1024;

export function createHistoryOnDiskReadStore({ memory, disk, onDisk, bulkyFields = () => NONE, owedForMs = OWED_FOR_MS }: HistoryOnDiskOptions): HistoryOnDiskReadStore {
  const hasBulky = (collection: string) => bulkyFields(collection).length > 0;
  const keepsOnDisk = (collection: string) => onDisk(collection) || hasBulky(collection);
  const storeOf = (collection: string): ReadStore => (onDisk(collection) ? disk : memory);
  for (const collection of disk.collectionNames()) if (hasBulky(collection)) for (const partition of disk.partitionsOf(collection)) memory.restore(partition);

  const recent = new RecentBulkyFields(RECENT_BULKY_FIELDS);

  const split = (writes: readonly CollectionWrites[]) => {
    const onDiskWrites: CollectionWrites[] = [];
    const owedWrites: CollectionWrites[] = [];
    const inMemory: CollectionWrites[] = [];
    const written: [key: string, bulky: Document | null][] = [];
    for (const write of writes) {
      const fields = bulkyFields(write.collection);
      if (fields.length > 0) {
        const parts = splitOperations(write.collection, write.operations, fields);
        owedWrites.push({ ...write, operations: parts.rest }, { collection: bulkyCollectionOf(write.collection), orgId: write.orgId, operations: parts.bulky });
        inMemory.push({ ...write, operations: parts.rest });
        for (const [id, bulky] of parts.written) written.push([RecentBulkyFields.keyOf(write.collection, write.orgId, id), bulky]);
      } else (onDisk(write.collection) ? onDiskWrites : inMemory).push(write);
    }
    return { onDisk: onDiskWrites, owed: owedWrites, inMemory, written };
  };

  const owed = new OwedDiskWrites();
  /** The checkpoint of the last commit whose disk writes are owed; null when the disk owes nothing. */
  let owedCheckpoint: Checkpoint | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Why the disk last refused what it was owed: the next commit tries again first, and fails, before it changes anything. */
  let refusal: Error | null = null;

  const settled = () => {
    owed.clear();
    owedCheckpoint = null;
    refusal = null;
    if (settleTimer) clearTimeout(settleTimer);
    settleTimer = null;
  };
  const settleDisk = () => {
    if (!owedCheckpoint) return;
    disk.commitAlongside(owed.writes(), owedCheckpoint, () => {});
    settled();
  };
  /** Settles where no caller can be told it failed (a timer, a commit already made): the next commit is. */
  const settleQuietly = () => {
    try {
      settleDisk();
    } catch (error) {
      refusal = error as Error;
    }
  };

  const settleWhenDue = () => {
    settleTimer = null;
    settleQuietly();
  };

  const commitNow = (writes: CollectionWrites[], checkpoint: Checkpoint) => {
    if (refusal) settleDisk();
    const parts = split(writes);
    if (parts.onDisk.length > 0) {
      // History-sized collections are written now, in one transaction with what is owed and the memory's part; a failure leaves
      // what was owed owed.
      disk.commitAlongside([...owed.writes(), ...parts.owed, ...parts.onDisk], checkpoint, () => memory.commitNow(parts.inMemory, checkpoint));
      settled();
    } else {
      memory.commitNow(parts.inMemory, checkpoint);
      owed.add(parts.owed);
      owedCheckpoint = checkpoint;
      if (owed.size >= OWED_AT_MOST) settleQuietly();
      else if (!settleTimer) (settleTimer = setTimeout(settleWhenDue, owedForMs)).unref?.();
    }
    for (const [key, bulky] of parts.written) recent.set(key, bulky);
  };

  /** The documents with their bulky fields: owed to the disk, at hand, or read from it by `_id` (synchronously, so no commit comes in between). */
  const joined = async (collection: string, orgId: string, rests: Document[]): Promise<Document[]> => {
    if (rests.length === 0) return rests;
    const fields = bulkyFields(collection);
    const bulky = new Map<unknown, Document | null>();
    const missing: string[] = [];
    for (const { _id } of rests) {
      const owedNow = owed.documentOf(bulkyCollectionOf(collection), orgId, _id as string);
      const known = owedNow !== undefined ? owedNow : recent.get(RecentBulkyFields.keyOf(collection, orgId, _id as string));
      if (known === undefined) missing.push(_id as string);
      else bulky.set(_id, known);
    }
    if (missing.length > 0) {
      for (const document of disk.loadDocumentsNow(bulkyCollectionOf(collection), orgId, missing)) bulky.set(document._id, document);
      if (missing.length <= KEPT_FROM_ONE_READ) for (const id of missing) recent.set(RecentBulkyFields.keyOf(collection, orgId, id), bulky.get(id) ?? null);
    }
    return rests.map((rest) => {
      const fieldsOf = bulky.get(rest._id);
      return fieldsOf ? joinDocument(rest, frozenDocument(fieldsOf), fields) : rest;
    });
  };
  const everyDocument = async (collection: string, orgId: string) => joined(collection, orgId, await memory.forOrganization(orgId).collection(collection).find({}));

  /** Reads of a collection with bulky fields: in the memory mirror, joined with the bulky fields when the answer holds them. */
  const withBulky: ReadStoreBackend = {
    async find(collection, orgId, filter, options) {
      const fields = bulkyFields(collection);
      if (mentionsAny(filter, fields) || mentionsAny(options.sort, fields)) return findDocuments(arraySource(await everyDocument(collection, orgId)), filter, options);
      const rests = memory.forOrganization(orgId).collection(collection);
      if (!projectionKeepsAny(options.projection, fields)) return rests.find(filter, options);
      const { projection, ...page } = options;
      const whole = await joined(collection, orgId, await rests.find(filter, page));
      return projection ? findDocuments(arraySource(whole), {}, { projection }) : whole;
    },
    async countDocuments(collection, orgId, filter) {
      if (!mentionsAny(filter, bulkyFields(collection))) return memory.forOrganization(orgId).collection(collection).countDocuments(filter);
      return countDocuments(arraySource(await everyDocument(collection, orgId)), filter);
    },
    async aggregate(collection, orgId, pipeline) {
      if (!mentionsAny(pipeline, bulkyFields(collection))) return memory.forOrganization(orgId).collection(collection).aggregate(pipeline);
      return aggregateDocuments(arraySource(await everyDocument(collection, orgId)), pipeline);
    },
    deleteMany: async (collection) => refuseWrite(collection),
    applyWrites: async (writes) => refuseWrite(writes[0]?.collection ?? ''),
  };
  const refuseWrite = (collection: string): never => {
    throw new UnsupportedOperationError(`${collection} keeps ${bulkyFields(collection).join(', ')} apart: only the projector's commit writes it.`);
  };

  return {
    forOrganization(orgId) {
      const inMemory = memory.forOrganization(orgId);
      const onDiskScope = disk.forOrganization(orgId);
      return { orgId, collection: (name) => (hasBulky(name) ? createOrganizationScope(orgId, withBulky) : onDisk(name) ? onDiskScope : inMemory).collection(name) };
    },
    async ensureIndex(collection, index, options) {
      if (mentionsAny(index.keys, bulkyFields(collection))) throw new UnsupportedOperationError(`${collection} keeps ${bulkyFields(collection).join(', ')} apart: no index on them.`);
      await storeOf(collection).ensureIndex(collection, index, options);
    },
    async buildDeferredIndexes() {
      await disk.buildDeferredIndexes();
      await memory.buildDeferredIndexes();
    },
    async commit(writes, checkpoint) {
      commitNow(writes, checkpoint);
    },
    commitNow,
    async loadDocuments(collection, orgId, ids) {
      const found = await storeOf(collection).loadDocuments(collection, orgId, ids);
      return hasBulky(collection) ? joined(collection, orgId, found) : found;
    },
    getCheckpoint: (name) => memory.getCheckpoint(name),
    organizationsWith: (collection) => storeOf(collection).organizationsWith(collection),
    async replaceCollection(from, to) {
      if (onDisk(from) !== onDisk(to) || hasBulky(from) !== hasBulky(to)) throw new UnsupportedOperationError(`${from} and ${to} are not kept in the same place: one cannot replace the other.`);
      if (!hasBulky(to)) return storeOf(to).replaceCollection(from, to);
      settleDisk();
      disk.replaceCollections([
        [from, to],
        [bulkyCollectionOf(from), bulkyCollectionOf(to)],
      ]);
      recent.clear();
      await memory.replaceCollection(from, to);
    },
    async reset(collections, checkpointName) {
      settleDisk();
      const withBulkyFields = collections.filter(hasBulky);
      await disk.reset([...collections.filter(onDisk), ...withBulkyFields, ...withBulkyFields.map(bulkyCollectionOf)], checkpointName);
      recent.clear();
      await memory.reset(
        collections.filter((collection) => !onDisk(collection)),
        checkpointName,
      );
    },
    async close() {
      try {
        settleDisk();
      } finally {
        await Promise.all([memory.close(), disk.close()]);
      }
    },
    view() {
      settleDisk();
      const { partitions, checkpoints } = memory.view();
      return { partitions: partitions.filter((partition) => !hasBulky(partition.collection)), checkpoints };
    },
    restore: (partition) => {
      if (keepsOnDisk(partition.collection)) throw new UnsupportedOperationError(`${partition.collection} is kept on disk, not in the memory store's file.`);
      memory.restore(partition);
    },
    restoreCheckpoint: (checkpoint) => memory.restoreCheckpoint(checkpoint),
    changeCount: () => memory.changeCount(),
    async diskCheckpoint(name) {
      settleDisk();
      return (await disk.getCheckpoint(name))?.position ?? null;
    },
    settleDisk,
    keepsOnDisk,
  };
}
