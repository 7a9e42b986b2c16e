// Folding batches of events into read-model writes: pure, guarded by position, so replays change nothing.
import type { RecordedEvent } from '@tourops/event-store';
import type { BulkOperation, CollectionWrites } from '@tourops/read-store';
import { POSITION_FIELD, type BatchFold, type DocumentProjection, type ReadModelDocument } from './projection';

export interface DocumentKey {
  orgId: string;
  collection: string;
  id: string;
}

export const keyOf = ({ orgId, collection, id }: DocumentKey) => `${orgId}\u0000${collection}\u0000${id}`;

/** The projections handling each event type, computed once per list of projections. */
const handlersCache = new WeakMap<readonly DocumentProjection[], Map<string, DocumentProjection[]>>();

function handlersOf(projections: readonly DocumentProjection[]): Map<string, DocumentProjection[]> {
  let handlers = handlersCache.get(projections);
  if (!handlers) {
    handlers = new Map();
    for (const projection of projections)
      for (const type of projection.eventTypes) handlers.set(type, [...(handlers.get(type) ?? []), projection]);
    handlersCache.set(projections, handlers);
  }
  return handlers;
}

/** Each (event, projection, document key) the events imply, in log order. */
function* applications(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]) {
  const handlers = handlersOf(projections);
  for (const event of events)
    for (const projection of handlers.get(event.type) ?? []) {
      const id = projection.documentId(event);
      if (id !== null) yield { event, projection, key: { orgId: event.metadata.orgId, collection: projection.collection, id } };
    }
}

/** Per list of projections, computed once: the collection each one's `reads` is in (a next generation's when the list runs the projection read). */
const readCollectionsCache = new WeakMap<readonly DocumentProjection[], Map<DocumentProjection, string>>();

function readCollectionOf(projections: readonly DocumentProjection[], projection: DocumentProjection): string | null {
  if (!projection.reads) return null;
  let collections = readCollectionsCache.get(projections);
  if (!collections) {
    collections = new Map();
    for (const reader of projections) {
      const { reads } = reader;
      if (reads) collections.set(reader, (projections.find((candidate) => candidate.name === reads.name) ?? reads).collection);
    }
    readCollectionsCache.set(projections, collections);
  }
  return collections.get(projection) ?? null;
}

/** Every document the batch touches or reads, so the projector can load them in one go. */
export function touchedDocuments(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]): DocumentKey[] {
  const keys = new Map<string, DocumentKey>();
  for (const { projection, key } of applications(projections, events)) {
    keys.set(keyOf(key), key);
    const readCollection = readCollectionOf(projections, projection);
    if (readCollection) keys.set(keyOf({ ...key, collection: readCollection }), { ...key, collection: readCollection });
  }
  return [...keys.values()];
}

export interface FoldedBatch {
  writes: CollectionWrites[];
  /** Changed document ids per organization and collection, for the change messages. */
  changes: { orgId: string; collection: string; ids: string[] }[];
}

const positionOf = (document: ReadModelDocument | null) =>
  document && typeof document[POSITION_FIELD] === 'string' ? BigInt(document[POSITION_FIELD] as string) : -1n;

/** The most documents an event's projections touch: one each, and one more for each that reads another's. */
function documentsTouchedBy(handling: readonly DocumentProjection[]): number {
  let documents = handling.length;
  for (const projection of handling) if (projection.reads) documents++;
  return documents;
}

/** Without a batch fold, the working state is the document itself. */
const documentFold: BatchFold<ReadModelDocument> = {
  load: (document) => document,
  evolve: () => null,
  store: (document) => document,
};

/** One touched document during the batch: its working state and the position it reflects. */
interface Working {
  key: DocumentKey;
  /** Null for a document only read, of a projection the batch does not run. */
  projection: DocumentProjection | null;
  state: unknown;
  position: bigint;
  changed: boolean;
  /** The document as loaded (null when absent), whether `state` holds it yet (loaded on the first event), and the one the batch writes once built. */
  stored: ReadModelDocument | null;
  folding: boolean;
  built: ReadModelDocument | null;
  /** The document this one's projection `reads`. */
  read: Working | null;
}

/** The touched documents of one organization and collection, in the order first touched. */
interface Group {
  orgId: string;
  collection: string;
  documents: Map<string, Working>;
}

/**
 * A page ready to fold: (event, projection, document) triples in log order, the documents to load first, and how many
 * of the page's events it holds (its first ones: fewer than the page when the rest would pass the batch's document limit).
 */
export interface PreparedPage {
  readonly applications: readonly unknown[];
  readonly unloaded: readonly { readonly key: DocumentKey }[];
  readonly events: number;
}

/**
 * A batch folded from one or more pages of events: each page is `prepare`d (naming the documents to load
 * that the batch does not hold yet), then `fold`ed into the working states; `build` turns each changed
 * document into a write once, at the end. An event at or below a document's stored position has already
 * been applied and is skipped. The loaded documents are never mutated.
 */
export class BatchFolding {
  /** The groups by organization and collection, and in the order first touched. */
  private readonly groupsByOrg = new Map<string, Map<string, Group>>();
  private readonly groups: Group[] = [];
  /** Events folded so far. */
  events = 0;
  /** Documents touched so far: each is at most one write when the batch commits. */
  documents = 0;

  constructor(private readonly projections: readonly DocumentProjection[]) {}

  private documentsOf(orgId: string, collection: string): Map<string, Working> {
    let collections = this.groupsByOrg.get(orgId);
    if (!collections) this.groupsByOrg.set(orgId, (collections = new Map()));
    let group = collections.get(collection);
    if (!group) {
      collections.set(collection, (group = { orgId, collection, documents: new Map() }));
      this.groups.push(group);
    }
    return group.documents;
  }

  /**
   * The page's applications, and the documents they touch that the batch has not loaded yet. With `maxDocuments`, it
   * stops before the first event that could take the batch past that many documents (an event touches at most one per
   * projection handling it); a batch holding no document takes at least one event.
   */
  prepare(events: readonly RecordedEvent[], maxDocuments = Infinity): PreparedPage {
    const handlers = handlersOf(this.projections);
    const prepared = { applications: [] as unknown[], unloaded: [] as Working[], events: 0 };
    for (const event of events) {
      const handling = handlers.get(event.type) ?? [];
      if (this.documents + documentsTouchedBy(handling) > maxDocuments && this.documents > 0) break;
      prepared.events++;
      for (const projection of handling) {
        const id = projection.documentId(event);
        if (id === null) continue;
        const entry = this.entryOf(event.metadata.orgId, projection.collection, id, projection, prepared.unloaded);
        const readCollection = readCollectionOf(this.projections, projection);
        if (readCollection) entry.read ??= this.entryOf(event.metadata.orgId, readCollection, id, null, prepared.unloaded);
        prepared.applications.push(event, projection, entry);
      }
    }
    return prepared;
  }

  /** The batch's entry of a document, added (to load, unless each event makes its own) when new; `projection` null when only read. */
  private entryOf(orgId: string, collection: string, id: string, projection: DocumentProjection | null, unloaded: Working[]): Working {
    const documents = this.documentsOf(orgId, collection);
    let entry = documents.get(id);
    if (entry) {
      entry.projection ??= projection;
      return entry;
    }
    entry = { key: { orgId, collection, id }, projection, state: null, position: -1n, changed: false, stored: null, folding: false, built: null, read: null };
    documents.set(id, entry);
    if (!projection?.documentPerEvent) unloaded.push(entry);
    this.documents++;
    return entry;
  }

  /** Folds a prepared page; `loaded` holds the stored documents (null when absent) of its unloaded keys, by keyOf. */
  fold(prepared: PreparedPage, loaded: ReadonlyMap<string, ReadModelDocument | null>): void {
    this.events += prepared.events;
    const { applications, unloaded } = prepared as { applications: readonly unknown[]; unloaded: readonly Working[]; events: number };
    for (const entry of unloaded) {
      const document = loaded.get(keyOf(entry.key)) ?? null;
      entry.stored = document;
      entry.position = positionOf(document);
    }
    for (let i = 0; i < applications.length; i += 3) {
      const event = applications[i] as RecordedEvent;
      const projection = applications[i + 1] as DocumentProjection;
      const entry = applications[i + 2] as Working;
      if (event.position <= entry.position) continue;
      if (!entry.folding) [entry.state, entry.folding] = [entry.stored && (projection.batchFold ?? documentFold).load(entry.stored), true];
      const after = projection.batchFold
        ? projection.batchFold.evolve(entry.state, event)
        : projection.evolve!(entry.state as ReadModelDocument | null, event);
      if (after === null) continue;
      entry.state = after;
      entry.position = event.position;
      entry.changed = true;
    }
  }

  /** The writes of every changed document, each built as a new object. */
  build(): FoldedBatch {
    const writes: CollectionWrites[] = [];
    const changes: FoldedBatch['changes'] = [];
    for (const { orgId, collection, documents } of this.groups) {
      const operations: BulkOperation[] = [];
      const ids: string[] = [];
      for (const [id, entry] of documents) {
        if (!entry.changed) continue;
        operations.push({ replaceOne: { filter: { _id: id }, replacement: this.built(entry), upsert: true } });
        ids.push(id);
      }
      if (operations.length === 0) continue;
      writes.push({ orgId, collection, operations });
      changes.push({ orgId, collection, ids });
    }
    return { writes, changes };
  }

  /** A changed document as the batch writes it, built once (a document that reads another may build that one first). */
  private built(entry: Working): ReadModelDocument {
    if (entry.built) return entry.built;
    const { read } = entry;
    const readDocument = read ? (read.changed ? this.built(read) : read.stored) : null;
    const built = (entry.projection!.batchFold ?? documentFold).store(entry.state as ReadModelDocument, readDocument);
    return (entry.built = { ...built, [POSITION_FIELD]: entry.position.toString() });
  }
}

/** Applies the events to the loaded documents (null when absent): one page, one batch. */
export function foldBatch(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  loaded: ReadonlyMap<string, ReadModelDocument | null>,
): FoldedBatch {
  const batch = new BatchFolding(projections);
  batch.fold(batch.prepare(events), loaded);
  return batch.build();
}
