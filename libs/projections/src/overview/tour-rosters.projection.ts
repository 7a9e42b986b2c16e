// The tour rosters read model: per tour the ids of the travelers assigned to it, so a day's headcount never scans the travelers.
import type { RecordedEvent } from '@tourops/event-store';
import type { TravelerEvent } from '@tourops/domain';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const TOUR_ROSTERS_COLLECTION = 'tour-rosters';

export interface TourRosterDocument {
  _id: string;
  tourId: string;
  /** Every traveler assigned to the tour, each once, removed travelers included (their documents say so). */
  travelerIds: string[];
}

const ROSTER_EVENT_TYPES = ['TravelerAssignedToTour', 'TravelerUnassignedFromTour'] as const;

export function evolveTourRoster(document: TourRosterDocument | null, recorded: RecordedEvent): TourRosterDocument | null {
  const event = recorded as unknown as Extract<TravelerEvent, { type: (typeof ROSTER_EVENT_TYPES)[number] }>;
  const { tourId, travelerId } = event.data;
  const travelerIds = document?.travelerIds ?? [];
  if (event.type === 'TravelerAssignedToTour')
    return travelerIds.includes(travelerId) ? document : { _id: tourId, tourId, travelerIds: [...travelerIds, travelerId] };
  if (!travelerIds.includes(travelerId)) return document;
  return { _id: tourId, tourId, travelerIds: travelerIds.filter((id) => id !== travelerId) };
}

export const tourRostersProjection: DocumentProjection = {
  name: 'tour-rosters',
  version: 1,
  collection: TOUR_ROSTERS_COLLECTION,
  eventTypes: ROSTER_EVENT_TYPES,
  documentId: (event) => (event.data as { tourId?: string }).tourId ?? null,
  evolve: (document, event) => evolveTourRoster(document as unknown as TourRosterDocument | null, event) as unknown as ReadModelDocument | null,
  indexes: [],
};
