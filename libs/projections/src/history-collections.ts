// What the standalone keeps on disk: the read models that grow with the length of history (ADR 0050), and the bulky fields of the working set (ADR 0055).
import { AUDIT_LOG_COLLECTION } from './audit/audit-log.projection';
import { EVENT_LINKS_COLLECTION } from './event-links/event-links.projection';
import { NEXT_GENERATION_SUFFIX, nextCollectionOf } from './projection';
import { TOURS_COLLECTION } from './tours/tours.projection';

/** One document per event: the audit log's entries and the links across streams. */
export const HISTORY_COLLECTIONS: readonly string[] = [AUDIT_LOG_COLLECTION, EVENT_LINKS_COLLECTION];

/** Whether the collection is one of them, or the next generation of one. */
export const isHistoryCollection = (collection: string): boolean => HISTORY_COLLECTIONS.some((history) => collection === history || collection === nextCollectionOf(history));

/**
 * The fields of a working-set collection too large to keep in memory, read by `_id` when a query returns them: a tour's days (nine
 * tenths of a tour document). Queries never filter nor sort on them.
 */
export const BULKY_FIELDS: Readonly<Record<string, readonly string[]>> = { [TOURS_COLLECTION]: ['days'] };

/** The bulky fields of a collection, or of the collection whose next generation it is; none for most. */
export const bulkyFieldsOf = (collection: string): readonly string[] => BULKY_FIELDS[collection.endsWith(NEXT_GENERATION_SUFFIX) ? collection.slice(0, -NEXT_GENERATION_SUFFIX.length) : collection] ?? [];

/** What the standalone's read store keeps on disk, as createReadStoreFromConfig takes it. */
export const KEPT_ON_DISK = { onDisk: isHistoryCollection, bulkyFields: bulkyFieldsOf } as const;
