// The shared link aggregate: a read-only link to one tour, its events, state and evolve; its views on a stream of their own.

export const SHARED_LINK_SECTIONS = ['itinerary', 'travelers', 'staff', 'notes'] as const;
/** itinerary: days and segments; travelers: their names; staff: names and phones; notes: the segments' notes. */
export type SharedLinkSection = (typeof SHARED_LINK_SECTIONS)[number];

export const SHARED_LINK_MODES = ['live', 'pinned'] as const;
/** live: the tour as it is when the link is opened; pinned: as it was at the revision the link was made. */
export type SharedLinkMode = (typeof SHARED_LINK_MODES)[number];

/** Who shares a tour: the organization as its identity named it when the link was made, and its logo's https address ('' when it has none). */
export interface SharingOrganization {
  name: string;
  imageUrl: string;
}

export interface SharedLink {
  linkId: string;
  tourId: string;
  /** Hex SHA-256 of the token; the token itself is never recorded. */
  tokenHash: string;
  sections: SharedLinkSection[];
  mode: SharedLinkMode;
  /** The tour stream's revision a pinned link shows; null for a live link. */
  pinnedRevision: number | null;
  /** ISO-8601 instants. */
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Absent on links made before the itinerary named its operator. */
  organization?: SharingOrganization;
}

export type SharedLinkEvent =
  | { type: 'SharedLinkCreated'; data: Omit<SharedLink, 'revokedAt'> }
  | { type: 'SharedLinkRevoked'; data: { linkId: string; tourId: string; revokedAt: string } };

/** One opening of a link: which revision of the tour it showed, and when. Recorded on the link's views stream. */
export type SharedLinkViewEvent = { type: 'SharedLinkViewed'; data: { linkId: string; tourId: string; mode: SharedLinkMode; revision: number; viewedAt: string } };

/** Where a token leads: the one event of the stream named by its hash, the only lookup a public opening has. */
export type SharedLinkTokenEvent = { type: 'SharedLinkTokenIndexed'; data: { tokenHash: string; orgId: string; linkId: string } };

export const SHARED_LINK_EVENT_TYPES: readonly SharedLinkEvent['type'][] = ['SharedLinkCreated', 'SharedLinkRevoked'];
export const SHARED_LINK_VIEW_EVENT_TYPES: readonly SharedLinkViewEvent['type'][] = ['SharedLinkViewed'];

export type SharedLinkState = { status: 'absent' } | { status: 'present'; link: SharedLink };

export const initialSharedLinkState: SharedLinkState = { status: 'absent' };

export function evolveSharedLink(state: SharedLinkState, event: SharedLinkEvent): SharedLinkState {
  switch (event.type) {
    case 'SharedLinkCreated':
      return { status: 'present', link: { ...event.data, revokedAt: null } };
    case 'SharedLinkRevoked':
      return state.status === 'present' ? { status: 'present', link: { ...state.link, revokedAt: event.data.revokedAt } } : state;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export type SharedLinkAccess = { kind: 'unknown' } | { kind: 'gone'; reason: 'revoked' | 'expired'; at: string } | { kind: 'open'; link: SharedLink };

/** Whether a link may be opened at `now`: revoked first, then expired (from its expiry instant on). */
export function sharedLinkAccess(state: SharedLinkState, now: string): SharedLinkAccess {
  if (state.status === 'absent') return { kind: 'unknown' };
  const { link } = state;
  if (link.revokedAt !== null) return { kind: 'gone', reason: 'revoked', at: link.revokedAt };
  if (Date.parse(now) >= Date.parse(link.expiresAt)) return { kind: 'gone', reason: 'expired', at: link.expiresAt };
  return { kind: 'open', link };
}

/** The view of an open link that showed the tour at `revision`. */
export const sharedLinkViewed = (link: SharedLink, revision: number, now: string): SharedLinkViewEvent => ({
  type: 'SharedLinkViewed',
  data: { linkId: link.linkId, tourId: link.tourId, mode: link.mode, revision, viewedAt: now },
});

export const sharedLinkStreamName = (orgId: string, linkId: string) => `sharedlink-${orgId}.${linkId}`;
/** Views grow without bound, so they live apart from the link, whose few events are folded on every opening. */
export const sharedLinkViewsStreamName = (orgId: string, linkId: string) => `sharedlinkviews-${orgId}.${linkId}`;
/** Named by the token's hash, not by an organization: an opening knows nothing else. */
export const sharedLinkTokenStreamName = (tokenHash: string) => `sharedlinktoken-${tokenHash}`;
