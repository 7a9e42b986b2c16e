// Reads a tour from its own stream, as it is now or as it was at an earlier revision.
import { NotFoundException } from '@nestjs/common';
import { evolveTour, tourStreamName, type Tour, type TourEvent } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';

/** The tour folded from its events up to `revision` (inclusive; all of them when absent); 404 when there is none. */
export async function readTour(eventStore: EventStore, orgId: string, tourId: string, revision?: number): Promise<Tour> {
  const events = await eventStore.readStream(tourStreamName(orgId, tourId), revision === undefined ? undefined : { toRevision: revision });
  let tour: Tour | null = null;
  for (const event of events) tour = evolveTour(tour, { type: event.type, data: event.data } as TourEvent);
  if (!tour || tour.purged) throw new NotFoundException('Tour not found.');
  return tour;
}
