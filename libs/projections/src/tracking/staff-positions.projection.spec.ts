// The staff positions read model without a database: latest by time, trail ordered and deduplicated, redelivery harmless.
import type { RecordedEvent } from '@tourops/event-store';
import type { StaffPosition } from '@tourops/domain';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { STAFF_POSITIONS_COLLECTION, evolveStaffPositions, staffPositionsProjection, type StaffPositionDocument } from './staff-positions.projection';

const staffId = 'staff-1';
const projections = [staffPositionsProjection];
const at = (second: number) => new Date(Date.UTC(2025, 5, 10, 8, 0, second)).toISOString();
const fix = (second: number, lat = second): StaffPosition => ({ at: at(second), lat, lng: 11.25 });

function reported(position: number, positions: StaffPosition[], orgId = 'acme', received = at(position)): RecordedEvent {
  return {
    id: `e${position}`,
    streamName: `position-${orgId}.${staffId}`,
    type: 'StaffPositionsReported',
    revision: position - 1,
    position: BigInt(position),
    data: { staffId, tokenId: 'tok-1', positions },
    metadata: { orgId, actorId: 'device:tok-1', correlationId: 'c', causationId: 'c', occurredAt: received, schemaVersion: 1 },
  };
}

/** Folds batches one after the other, as the projector does, and answers the stored document. */
function project(...batches: RecordedEvent[][]): StaffPositionDocument {
  const key = keyOf({ orgId: 'acme', collection: STAFF_POSITIONS_COLLECTION, id: staffId });
  let stored: ReadModelDocument | null = null;
  for (const batch of batches) {
    const { writes } = foldBatch(projections, batch, new Map([[key, stored]]));
    const operation = writes[0]?.operations[0] as unknown as { replaceOne: { replacement: ReadModelDocument } } | undefined;
    if (operation) stored = operation.replaceOne.replacement;
  }
  return stored as unknown as StaffPositionDocument;
}

describe('the staff positions read model', () => {
  it('keeps one document per member with the latest position, the trail and when the device last reported', () => {
    const document = project([reported(1, [fix(1), fix(2)]), reported(2, [fix(3)])]);
    expect(document).toMatchObject({ _id: staffId, staffId, latest: fix(3), lastReportedAt: at(2), lastTokenId: 'tok-1', _position: '2' });
    expect(document.trail).toEqual([fix(1), fix(2), fix(3)]);
  });

  it('never moves a member back for a late batch, yet adds it to the trail in time order', () => {
    const document = project([reported(1, [fix(10), fix(20)])], [reported(2, [fix(5), fix(15)])]);
    expect(document.latest).toEqual(fix(20));
    expect(document.trail.map((point) => point.at)).toEqual([at(5), at(10), at(15), at(20)]);
  });

  it('keeps each instant once when a batch is reported twice', () => {
    const document = project([reported(1, [fix(1), fix(2)])], [reported(2, [fix(1, 99), fix(2, 99)])]);
    expect(document.trail).toEqual([fix(1), fix(2)]);
    expect(document.latest).toEqual(fix(2));
  });

  it('changes nothing when the same event is delivered again', () => {
    const once = project([reported(1, [fix(1)]), reported(2, [fix(2)])]);
    const again = project([reported(1, [fix(1)]), reported(2, [fix(2)])], [reported(2, [fix(2)])], [reported(1, [fix(1)]), reported(2, [fix(2)])]);
    expect(again).toEqual(once);
  });

  it('bounds the trail to the newest 60 points', () => {
    const many = Array.from({ length: 400 }, (_, index) => ({ at: new Date(Date.UTC(2025, 5, 10, 8, 0, 0) + index * 1000).toISOString(), lat: index, lng: 0 }));
    const document = project([reported(1, many)]);
    expect(document.trail).toHaveLength(60);
    expect(document.trail[0].lat).toBe(340);
    expect(document.latest.lat).toBe(399);
  });

  it('given many reports in one batch, late, repeated and beyond the window, when folded, then stores what they make one by one', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const reports = Array.from({ length: 250 }, (_, index) => {
      // Mostly forward in time, some late by up to ten minutes, some points sent again; three hours in all (the window is two).
      const base = index * 45 - (random() < 0.2 ? Math.floor(random() * 600) : 0);
      const points = Array.from({ length: 3 }, (_, k) => fix(Math.max(0, base + k * 10), base + k));
      return reported(index + 1, random() < 0.1 && index > 0 ? [fix(Math.max(0, (index - 1) * 45))] : points, 'acme', at(index * 45 + (random() < 0.1 ? -30 : 0)));
    });
    // The definition: evolveStaffPositions, report after report.
    const { _position, ...folded } = project(reports) as StaffPositionDocument & { _position: string };
    expect(folded).toEqual(reports.reduce<StaffPositionDocument | null>((document, report) => evolveStaffPositions(document, report), null));
    expect(_position).toBe('250');
    expect(project(reports.slice(0, 100), reports.slice(100))).toEqual(project(reports));
    expect(folded.trail).toHaveLength(60);
  });

  it('announces the member as changed in its organization', () => {
    const { changes } = foldBatch(projections, [reported(1, [fix(1)], 'org-b')], new Map());
    expect(changes).toEqual([{ orgId: 'org-b', collection: STAFF_POSITIONS_COLLECTION, ids: [staffId] }]);
  });
});
