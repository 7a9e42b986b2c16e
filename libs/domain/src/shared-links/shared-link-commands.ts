// The shared link decider: an operator creates a link to a tour with its sections, expiry and mode, and revokes it.
import { conflict, invalid, notFound, type Decider } from '../shared/decider';
import {
  SHARED_LINK_SECTIONS,
  evolveSharedLink,
  initialSharedLinkState,
  type SharedLinkEvent,
  type SharedLinkSection,
  type SharedLinkState,
  type SharingOrganization,
} from './shared-link';

export const SHARED_LINK_DEFAULT_DAYS = 30;
export const SHARED_LINK_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

export type SharedLinkCommand =
  | {
      type: 'CreateSharedLink';
      data: { linkId: string; tourId: string; tokenHash: string; sections: SharedLinkSection[]; expiresAt?: string; pinned: boolean; organization: SharingOrganization };
    }
  | { type: 'RevokeSharedLink'; data: { linkId: string } };

/** The time, and the tour the link is for as its own stream has it. */
export interface SharedLinkContext {
  now: string;
  tour: { status: 'absent' } | { status: 'present'; revision: number; deleted: boolean };
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function expiryOf(requested: string | undefined, now: string): string {
  const nowMs = Date.parse(now);
  if (requested === undefined) return new Date(nowMs + SHARED_LINK_DEFAULT_DAYS * DAY_MS).toISOString();
  const expiresMs = INSTANT.test(requested) ? Date.parse(requested) : Number.NaN;
  if (Number.isNaN(expiresMs)) throw invalid('The expiry is not a date and time.', { expiresAt: 'Must be an ISO-8601 date and time with its offset.' });
  if (expiresMs <= nowMs) throw invalid('The link would expire before anyone could open it.', { expiresAt: 'Must be in the future.' });
  if (expiresMs > nowMs + SHARED_LINK_MAX_DAYS * DAY_MS)
    throw invalid(`A link lasts at most ${SHARED_LINK_MAX_DAYS} days.`, { expiresAt: `At most ${SHARED_LINK_MAX_DAYS} days from now.` });
  return new Date(expiresMs).toISOString();
}

/** The organization as the link will name it: its name trimmed, a logo only from an https address. */
function sharingOrganization({ name, imageUrl }: SharingOrganization): SharingOrganization {
  return { name: name.trim(), imageUrl: /^https:\/\/\S+$/.test(imageUrl) ? imageUrl : '' };
}

export function createSharedLink(data: Extract<SharedLinkCommand, { type: 'CreateSharedLink' }>['data'], state: SharedLinkState, context: SharedLinkContext): SharedLinkEvent[] {
  if (state.status === 'present') throw conflict('A shared link with this id already exists.');
  if (context.tour.status === 'absent') throw notFound('Tour not found.');
  if (context.tour.deleted) throw conflict('The tour is deleted; restore it before sharing it.');
  if (!SHA256_HEX.test(data.tokenHash)) throw invalid('The token hash is not a SHA-256 hex digest.', { tokenHash: 'Must be 64 lower-case hex digits.' });
  const sections = SHARED_LINK_SECTIONS.filter((section) => data.sections.includes(section));
  if (sections.length === 0) throw invalid('Choose at least one section to share.', { sections: 'Choose at least one of itinerary, travelers, staff, notes.' });
  const expiresAt = expiryOf(data.expiresAt, context.now);
  return [
    {
      type: 'SharedLinkCreated',
      data: {
        linkId: data.linkId,
        tourId: data.tourId,
        tokenHash: data.tokenHash,
        sections,
        mode: data.pinned ? 'pinned' : 'live',
        pinnedRevision: data.pinned ? context.tour.revision : null,
        createdAt: context.now,
        expiresAt,
        organization: sharingOrganization(data.organization),
      },
    },
  ];
}

/** Revoking takes effect at once; revoking a revoked link changes nothing. */
export function revokeSharedLink(data: Extract<SharedLinkCommand, { type: 'RevokeSharedLink' }>['data'], state: SharedLinkState, context: SharedLinkContext): SharedLinkEvent[] {
  if (state.status === 'absent') throw notFound('Shared link not found.');
  if (state.link.revokedAt !== null) return [];
  return [{ type: 'SharedLinkRevoked', data: { linkId: data.linkId, tourId: state.link.tourId, revokedAt: context.now } }];
}

export function decideSharedLink(command: SharedLinkCommand, state: SharedLinkState, context: SharedLinkContext): SharedLinkEvent[] {
  switch (command.type) {
    case 'CreateSharedLink':
      return createSharedLink(command.data, state, context);
    case 'RevokeSharedLink':
      return revokeSharedLink(command.data, state, context);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const sharedLinkDecider: Decider<SharedLinkCommand, SharedLinkEvent, SharedLinkState, SharedLinkContext> = {
  decide: decideSharedLink,
  evolve: evolveSharedLink,
  initialState: initialSharedLinkState,
};
