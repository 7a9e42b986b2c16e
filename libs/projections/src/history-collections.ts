// The read models that grow with the length of history, not with what operators work on: the standalone keeps them on disk (ADR 0050).
import { AUDIT_LOG_COLLECTION } from './audit/audit-log.projection';
import { EVENT_LINKS_COLLECTION } from './event-links/event-links.projection';
import { nextCollectionOf } from './projection';

/** One document per event: the audit log's entries and the links across streams. */
export const HISTORY_COLLECTIONS: readonly string[] = [AUDIT_LOG_COLLECTION, EVENT_LINKS_COLLECTION];

/** Whether the collection is one of them, or the next generation of one. */
export const isHistoryCollection = (collection: string): boolean => HISTORY_COLLECTIONS.some((history) => collection === history || collection === nextCollectionOf(history));
