// Reads a tour from its own stream, as it is now or as it was at an earlier revision.
import { NotFoundException } from '@nestjs/common';
import { tourDecider, tourStreamName, type Tour } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { loadFolded } from '@tourops/runtime';

/** The tour folded from its events up to `revision` (inclusive; all of them when absent); 404 when there is none. */
export async function readTour(eventStore: EventStore, orgId: string, tourId: string, revision?: number): Promise<Tour> {
  const { state } = await loadFolded(eventStore, tourStreamName(orgId, tourId), tourDecider, { toRevision: revision });
  if (state.status === 'absent' || state.tour.purged) throw new NotFoundException('Tour not found.');
  return state.tour;
}
