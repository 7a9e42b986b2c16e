// Shared links: the body that creates one, the operators' list, and the itinerary the public page is answered.
import { z } from 'zod';
import { SHARED_LINK_SECTIONS, type OperationalTime, type SegmentType, type SharedLinkMode, type SharedLinkSection } from '@tourops/domain';

/** A shared link's token: 32 random bytes, base64url (43 characters). */
export const SHARED_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const createSharedLinkBody = z.strictObject({
  tourId: z.string().uuid('Must be a tour id.'),
  sections: z
    .array(z.enum(SHARED_LINK_SECTIONS, { error: `Must be one of ${SHARED_LINK_SECTIONS.join(', ')}.` }))
    .min(1, 'Choose at least one section.')
    .max(SHARED_LINK_SECTIONS.length, `At most ${SHARED_LINK_SECTIONS.length} sections.`),
  expiresAt: z.string().max(40, 'At most 40 characters.').optional(),
  pinned: z.boolean({ error: 'Must be true (pinned to the current revision) or false (live).' }),
});
export type CreateSharedLinkBody = z.input<typeof createSharedLinkBody>;

export const sharedLinkListQuery = z.strictObject({ minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional() });

export type SharedLinkStatus = 'active' | 'expired' | 'revoked';

/** The answer to creating a link: the token and its URL path, shown this once. */
export interface CreatedSharedLinkView {
  id: string;
  token: string;
  /** '/share/{token}' on the web app's origin. */
  path: string;
  expiresAt: string;
  revision: number;
  position: string;
}

export interface SharedLinkView {
  id: string;
  tourId: string;
  tourTitle: string;
  sections: SharedLinkSection[];
  mode: SharedLinkMode;
  pinnedRevision: number | null;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  status: SharedLinkStatus;
  views: number;
  lastViewedAt: string | null;
  lastViewedRevision: number | null;
}

export interface SharedSegmentView {
  type: SegmentType;
  title: string;
  startTime: string;
  durationMinutes: number;
  place: string | null;
  /** Departure on the origin airport's clock, arrival on the destination's, each named by its IATA code. */
  flight: { flightNumber: string; from: string; to: string; departure: OperationalTime; arrival: OperationalTime } | null;
  transfer: { from: string; to: string } | null;
  /** Local date-times 'YYYY-MM-DDTHH:MM' on the tour's clock. */
  accommodation: { checkIn: string; checkOut: string } | null;
  /** Only with the notes section. */
  notes?: string;
}

export interface SharedDayView {
  date: string;
  title: string;
  description: string;
  segments: SharedSegmentView[];
}

/** GET /api/share/{token}: what the link's sections allow, never documents, dates of birth or medical and internal notes. */
export interface SharedItineraryView {
  /** Whose document it is: the organization that shared it, its logo (null: the name alone) and the number travelers call in an emergency (null: none set). */
  organization: { name: string; logoUrl: string | null; emergencyPhone: string | null };
  tour: { title: string; description: string; startDate: string; endDate: string; timezone: string };
  sections: SharedLinkSection[];
  mode: SharedLinkMode;
  /** The tour's revision shown, as recorded in the view log. */
  revision: number;
  expiresAt: string;
  viewedAt: string;
  days?: SharedDayView[];
  travelers?: { name: string }[];
  staff?: { name: string; roles: string[]; phone: string }[];
}
