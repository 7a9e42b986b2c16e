// Which tour a traveler may join or leave: one of the caller's organization (404 otherwise), not deleted and not a template to join.
import { ConflictException } from '@nestjs/common';
import type { Tour } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { readTour } from '../tours/tours.stream';

/** The tour, read from its own stream; 404 when the organization has no such tour. */
export const existingTour = (eventStore: EventStore, orgId: string, tourId: string): Promise<Tour> => readTour(eventStore, orgId, tourId);

/** The tour a traveler is about to join: it must be a live tour, not deleted and not a template. */
export async function tourOpenToTravelers(eventStore: EventStore, orgId: string, tourId: string): Promise<Tour> {
  const tour = await existingTour(eventStore, orgId, tourId);
  if (tour.deleted) throw new ConflictException('The tour is deleted; restore it before adding travelers.');
  if (tour.template) throw new ConflictException('A template has no travelers; add them to a tour made from it.');
  return tour;
}
