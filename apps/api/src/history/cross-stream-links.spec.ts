// Specifications of the links across streams: given the linked events of other streams, when an entry is presented, then its cause, consequences and companions.
import type { RecordedEvent } from '@tourops/event-store';
import type { EventLinkDocument } from '@tourops/projections';
import { LinkedEvents, entityPage } from './cross-stream-links';

const names = {
  actorName: (actorId: string) => (actorId === 'user_ada' ? 'Ada Lovelace' : 'The monitor'),
  inWords: (entity: { kind: string; id: string }) => (entity.kind === 'tour' ? "the tour 'Lakes'" : `the ${entity.kind} ${entity.id}`),
};

const linked = (id: string, fields: Partial<EventLinkDocument>): EventLinkDocument => ({
  _id: id,
  correlationId: 'check-1',
  causationId: 'reading-1',
  entityKind: 'notification',
  entityId: 'ntf-1',
  type: 'NotificationRaised',
  revision: 0,
  at: '2026-11-23T08:00:00.000Z',
  actorId: 'system:monitor',
  phrase: 'raised {entity} at alert on departure delay',
  ...fields,
});

const entry = (id: string, correlationId: string, causationId: string): RecordedEvent => ({
  id,
  streamName: 'tour-org_1.t1',
  type: 'SegmentChanged',
  revision: 4,
  position: 10n,
  data: {},
  metadata: { orgId: 'org_1', actorId: 'user_ada', correlationId, causationId, occurredAt: '2026-11-23T09:00:00.000Z', schemaVersion: 1 },
});

describe('links across streams', () => {
  const raised = linked('raised-1', {});
  const acknowledged = linked('ack-1', { type: 'NotificationAcknowledged', causationId: 'raised-1', revision: 1, actorId: 'user_ada', phrase: 'acknowledged {entity}' });
  const sms = linked('sms-1', { entityKind: 'sms', entityId: 'ntf-1.ALERT', type: 'SmsQueued', causationId: 'raised-1', phrase: 'queued {entity}' });
  const answer = linked('retimed-1', { entityKind: 'tour', entityId: 't1', type: 'SegmentChanged', causationId: 'ack-1', actorId: 'user_ada', phrase: 'changed a segment of {entity}' });

  it('links a tour change made for a notification to the event it answers and to the rest of its chain', () => {
    const links = new LinkedEvents([raised, acknowledged, sms], names).linksOf(entry('retimed-1', 'check-1', 'ack-1'));
    expect(links.map((link) => [link.relation, link.label, link.entity?.kind])).toEqual([
      ['cause', 'NotificationAcknowledged', 'notification'],
      ['same-correlation', 'NotificationRaised', 'notification'],
      ['same-correlation', 'SmsQueued', 'sms'],
    ]);
    expect(links[0]).toEqual({
      relation: 'cause',
      label: 'NotificationAcknowledged',
      eventId: 'ack-1',
      revision: 1,
      href: '/tools/notifications?open=ntf-1',
      entity: { kind: 'notification', id: 'ntf-1' },
      summary: 'Ada Lovelace acknowledged the notification ntf-1',
      occurredAt: '2026-11-23T08:00:00.000Z',
    });
  });

  it('links a notification’s event to what it led to in another stream', () => {
    const links = new LinkedEvents([answer], names).linksOf({ ...entry('ack-1', 'check-1', 'raised-1'), streamName: 'notification-org_1.ntf-1' });
    expect(links).toEqual([expect.objectContaining({ relation: 'consequence', eventId: 'retimed-1', href: '/tours/edit/t1', summary: "Ada Lovelace changed a segment of the tour 'Lakes'" })]);
  });

  it('links nothing for an event whose correlation and cause are its own', () => {
    expect(new LinkedEvents([raised, answer], names).linksOf(entry('e9', 'c9', 'c9'))).toEqual([]);
  });

  it('opens the pages of tours, notifications, travelers and field staff, a watched subject at its segment, and none for what has no page', () => {
    expect(['tour', 'notification', 'traveler', 'field-staff', 'sms'].map((kind) => entityPage(kind, 'x1'))).toEqual([
      '/tours/edit/x1',
      '/tools/notifications?open=x1',
      '/travelers/details/x1',
      '/field-staff/details/x1',
      null,
    ]);
    expect(entityPage('monitoring-subject', 't1/weather:s1:from')).toBe('/tours/edit/t1#segment-s1');
  });
});
