// Specifications of the event-links read model: an entry per event that follows another, none for an event that starts a chain.
import type { RecordedEvent } from '@tourops/event-store';
import { foldBatch } from '../batch';
import type { ReadModelDocument } from '../projection';
import { eventLinksProjection } from './event-links.projection';

const orgId = 'org_1';
const event = (position: number, streamName: string, type: string, data: unknown, links: { correlationId: string; causationId: string }): RecordedEvent => ({
  id: `e${position}`,
  streamName,
  type,
  revision: 0,
  position: BigInt(position),
  data,
  metadata: { orgId, actorId: 'system:monitor', ...links, occurredAt: `2026-11-0${position}T10:00:00.000Z`, schemaVersion: 1 },
});

const raised = event(2, `notification-${orgId}.ntf-1`, 'NotificationRaised', { notificationId: 'ntf-1', level: 'ALERT', measure: 'flight.departureDelay' }, { correlationId: 'check-1', causationId: 'e1' });
const edited = event(3, `tour-${orgId}.t1`, 'TourDetailsChanged', { tourId: 't1', changes: { title: 'Lakes' } }, { correlationId: 'c3', causationId: 'c3' });

const stored = (events: RecordedEvent[]) =>
  foldBatch([eventLinksProjection], events, new Map()).writes.flatMap((write) => write.operations.map((operation) => ('replaceOne' in operation ? operation.replaceOne.replacement : null)));

describe('the event-links projection', () => {
  it('keeps an event that follows another, with its correlation, cause, entity and the audit words for it', () => {
    expect(stored([raised])).toEqual([
      expect.objectContaining({
        _id: 'e2',
        correlationId: 'check-1',
        causationId: 'e1',
        entityKind: 'notification',
        entityId: 'ntf-1',
        type: 'NotificationRaised',
        revision: 0,
        actorId: 'system:monitor',
        phrase: 'raised {entity} at alert on departure delay',
      }),
    ]);
  });

  it('keeps nothing for an event that starts its own chain', () => {
    expect(stored([edited])).toEqual([]);
  });

  it('changes nothing when the same event comes again', () => {
    const first = eventLinksProjection.evolve!(null, raised) as ReadModelDocument;
    expect(eventLinksProjection.evolve!(first, raised)).toBe(first);
  });
});
