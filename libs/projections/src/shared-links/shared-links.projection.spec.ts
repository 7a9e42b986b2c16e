// Specifications of the shared links read model: a document per link, revoked in place, views counted with the last one's time and revision.
import type { RecordedEvent } from '@tourops/event-store';
import type { SharedLinkEvent, SharedLinkViewEvent } from '@tourops/domain';
import { evolveSharedLinkDocument, sharedLinksProjection, type SharedLinkDocument } from './shared-links.projection';

const orgId = 'org-1';
const linkId = 'link-1';
let position = 0;

function recorded(event: SharedLinkEvent | SharedLinkViewEvent, occurredAt: string, revision = 0): RecordedEvent {
  position += 10;
  const stream = event.type === 'SharedLinkViewed' ? 'sharedlinkviews' : 'sharedlink';
  return {
    id: `e${position}`,
    streamName: `${stream}-${orgId}.${linkId}`,
    type: event.type,
    revision,
    position: BigInt(position),
    data: event.data,
    metadata: { orgId, actorId: 'user-1', correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 },
  };
}

const created = recorded(
  {
    type: 'SharedLinkCreated',
    data: { linkId, tourId: 'tour-1', tokenHash: 'c'.repeat(64), sections: ['itinerary'], mode: 'live', pinnedRevision: null, createdAt: '2026-06-10T08:00:00.000Z', expiresAt: '2026-07-10T08:00:00.000Z' },
  },
  '2026-06-10T08:00:00.000Z',
);
const viewed = (revision: number, viewedAt: string, streamRevision: number) =>
  recorded({ type: 'SharedLinkViewed', data: { linkId, tourId: 'tour-1', mode: 'live', revision, viewedAt } }, viewedAt, streamRevision);

const fold = (...events: RecordedEvent[]) => events.reduce<SharedLinkDocument | null>(evolveSharedLinkDocument, null);

describe('the shared links projection', () => {
  it('keeps a link with its token hash only, who made it, and no views yet', () => {
    expect(fold(created)).toMatchObject({ _id: linkId, tokenHash: 'c'.repeat(64), createdBy: 'user-1', revokedAt: null, views: 0, lastViewedAt: null, lastViewedRevision: null });
  });

  it('counts views and remembers the latest one’s time and revision, even when an earlier one arrives late', () => {
    const document = fold(created, viewed(3, '2026-06-11T09:00:00.000Z', 0), viewed(5, '2026-06-12T09:00:00.000Z', 1), viewed(4, '2026-06-11T10:00:00.000Z', 2));
    expect(document).toMatchObject({ views: 3, lastViewedAt: '2026-06-12T09:00:00.000Z', lastViewedRevision: 5 });
  });

  it('marks the link revoked in place, views kept', () => {
    const revoked = recorded({ type: 'SharedLinkRevoked', data: { linkId, tourId: 'tour-1', revokedAt: '2026-06-13T08:00:00.000Z' } }, '2026-06-13T08:00:00.000Z', 1);
    expect(fold(created, viewed(3, '2026-06-11T09:00:00.000Z', 0), revoked)).toMatchObject({ revokedAt: '2026-06-13T08:00:00.000Z', views: 1, updatedAt: '2026-06-13T08:00:00.000Z' });
  });

  it('ignores a view of a link it does not know', () => {
    expect(fold(viewed(3, '2026-06-11T09:00:00.000Z', 0))).toBeNull();
  });

  it('handles the link’s and its views’ events, keyed by link id', () => {
    expect(sharedLinksProjection.eventTypes).toEqual(['SharedLinkCreated', 'SharedLinkRevoked', 'SharedLinkViewed']);
    expect(sharedLinksProjection.documentId(created)).toBe(linkId);
  });
});
