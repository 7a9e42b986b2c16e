// The shared links read model: one document per link with its settings, who made it, and how often and when it was last opened.
import type { RecordedEvent } from '@tourops/event-store';
import { SHARED_LINK_EVENT_TYPES, SHARED_LINK_VIEW_EVENT_TYPES, type SharedLink, type SharedLinkEvent, type SharedLinkViewEvent } from '@tourops/domain';
import { auditFields, type AuditFields, type DocumentProjection, type ReadModelDocument } from '../projection';

export const SHARED_LINKS_COLLECTION = 'shared-links';

export interface SharedLinkDocument extends SharedLink, AuditFields {
  _id: string;
  views: number;
  lastViewedAt: string | null;
  lastViewedRevision: number | null;
}

export function evolveSharedLinkDocument(document: SharedLinkDocument | null, event: RecordedEvent): SharedLinkDocument | null {
  const recorded = event as unknown as SharedLinkEvent | SharedLinkViewEvent;
  switch (recorded.type) {
    case 'SharedLinkCreated':
      return { _id: recorded.data.linkId, ...recorded.data, revokedAt: null, ...auditFields(null, event), views: 0, lastViewedAt: null, lastViewedRevision: null };
    case 'SharedLinkRevoked':
      return document && { ...document, revokedAt: recorded.data.revokedAt, ...auditFields(document, event) };
    case 'SharedLinkViewed': {
      if (!document) return null;
      const latest = document.lastViewedAt === null || recorded.data.viewedAt >= document.lastViewedAt;
      return {
        ...document,
        views: document.views + 1,
        lastViewedAt: latest ? recorded.data.viewedAt : document.lastViewedAt,
        lastViewedRevision: latest ? recorded.data.revision : document.lastViewedRevision,
      };
    }
    default:
      return document;
  }
}

export const sharedLinksProjection: DocumentProjection = {
  name: 'shared-links',
  version: 1,
  collection: SHARED_LINKS_COLLECTION,
  eventTypes: [...SHARED_LINK_EVENT_TYPES, ...SHARED_LINK_VIEW_EVENT_TYPES],
  documentId: (event) => (event.data as { linkId?: string }).linkId ?? null,
  evolve: (document, event) => evolveSharedLinkDocument(document as unknown as SharedLinkDocument | null, event) as unknown as ReadModelDocument | null,
  indexes: [
    { name: 'by_created', keys: { createdAt: -1, _id: -1 } },
    { name: 'by_tour', keys: { tourId: 1 } },
  ],
};
