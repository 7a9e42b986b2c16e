// The tour rosters read model without a database: assignments add a traveler once, unassignments take them off, redelivery changes nothing.
import type { RecordedEvent } from '@tourops/event-store';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { TOUR_ROSTERS_COLLECTION, tourRostersProjection, type TourRosterDocument } from './tour-rosters.projection';

const tourId = 'tour-1';
const key = keyOf({ orgId: 'acme', collection: TOUR_ROSTERS_COLLECTION, id: tourId });

function event(position: number, type: 'TravelerAssignedToTour' | 'TravelerUnassignedFromTour', travelerId: string): RecordedEvent {
  return {
    id: `e${position}`,
    streamName: `traveler-acme.${travelerId}`,
    type,
    revision: position,
    position: BigInt(position),
    data: { travelerId, tourId },
    metadata: { orgId: 'acme', actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt: '2026-03-10T08:00:00.000Z', schemaVersion: 1 },
  };
}

function project(...batches: RecordedEvent[][]): TourRosterDocument | null {
  let stored: ReadModelDocument | null = null;
  for (const batch of batches) {
    const { writes } = foldBatch([tourRostersProjection], batch, new Map([[key, stored]]));
    const operation = writes[0]?.operations[0] as unknown as { replaceOne: { replacement: ReadModelDocument } } | undefined;
    if (operation) stored = operation.replaceOne.replacement;
  }
  return stored as unknown as TourRosterDocument | null;
}

describe('the tour rosters read model', () => {
  it('keeps per tour the travelers assigned to it, each once', () => {
    const roster = project([event(1, 'TravelerAssignedToTour', 'ana'), event(2, 'TravelerAssignedToTour', 'ben'), event(3, 'TravelerAssignedToTour', 'ana')]);
    expect(roster).toMatchObject({ _id: tourId, tourId, travelerIds: ['ana', 'ben'], _position: '3' });
  });

  it('takes a traveler off when unassigned', () => {
    const roster = project([event(1, 'TravelerAssignedToTour', 'ana'), event(2, 'TravelerAssignedToTour', 'ben')], [event(3, 'TravelerUnassignedFromTour', 'ana')]);
    expect(roster?.travelerIds).toEqual(['ben']);
  });

  it('changes nothing when a batch is delivered again', () => {
    const batch = [event(1, 'TravelerAssignedToTour', 'ana'), event(2, 'TravelerUnassignedFromTour', 'ana'), event(3, 'TravelerAssignedToTour', 'ben')];
    expect(project(batch, batch)).toEqual(project(batch));
  });
});
