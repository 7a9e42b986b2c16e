// Specifications of the notifications read model: one document per notification, escalated in place, final statuses kept, replays change nothing.
import type { RecordedEvent } from '@tourops/event-store';
import { defaultSettings, notificationDecider, notificationIdOf, type NotificationCommand, type NotificationEvent, type NotificationState, type Reading } from '@tourops/domain';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { NOTIFICATIONS_COLLECTION, NOTIFICATION_PROJECTIONS, notificationsProjection, type NotificationDocument } from './index';

const orgId = 'org-1';
const subjectId = 'tour-1/weather:a1';
const notificationId = notificationIdOf(subjectId, 'weather.windSpeed', 1);
const context = { settings: defaultSettings().notifications, settingsRevision: 3 };

const wind = (value: number): Reading => ({
  measure: 'weather.windSpeed',
  value,
  unit: 'km/h',
  observedAt: '2026-06-10T13:00:00.000Z',
  provider: 'open-meteo',
  fetchedAt: '2026-06-10T11:59:58.000Z',
  simulated: false,
});
const evaluate = (value: number): NotificationCommand => ({
  type: 'EvaluateReading',
  data: { orgId, tourId: 'tour-1', subjectId, measure: 'weather.windSpeed', occurrence: 1, reading: wind(value), at: '2026-06-10T12:00:00.000Z' },
});

/** Runs the commands through the decider, as the command path would, and records what each decided. */
function record(...steps: [NotificationCommand, string][]): RecordedEvent[] {
  let state: NotificationState = notificationDecider.initialState;
  const recorded: RecordedEvent[] = [];
  steps.forEach(([command, actorId], step) => {
    for (const event of notificationDecider.decide(command, state, context) as NotificationEvent[]) {
      state = notificationDecider.evolve(state, event);
      const revision = recorded.length;
      recorded.push({
        id: `e${revision}`,
        streamName: `notification-${orgId}.${notificationId}`,
        type: event.type,
        revision,
        position: BigInt((revision + 1) * 10),
        data: event.data,
        metadata: { orgId, actorId, correlationId: 'c', causationId: 'c', occurredAt: `2026-06-10T12:0${step}:00.000Z`, schemaVersion: 1 },
      });
    }
  });
  return recorded;
}

const documentsOf = (writes: ReturnType<typeof foldBatch>['writes']) =>
  writes.flatMap((write) => write.operations.map((operation) => (operation as unknown as { replaceOne: { replacement: ReadModelDocument } }).replaceOne.replacement));

function project(events: RecordedEvent[], loaded = new Map<string, ReadModelDocument | null>()): NotificationDocument | undefined {
  return documentsOf(foldBatch(NOTIFICATION_PROJECTIONS, events, loaded).writes)[0] as unknown as NotificationDocument | undefined;
}

const loadedFrom = (document: NotificationDocument) =>
  new Map([[keyOf({ orgId, collection: NOTIFICATIONS_COLLECTION, id: document._id }), document as unknown as ReadModelDocument]]);

describe('the notifications projection', () => {
  it('keeps one document per notification in the notifications collection', () => {
    const [raised] = record([evaluate(35), 'monitor']);
    expect(notificationsProjection.collection).toBe('notifications');
    expect(notificationsProjection.documentId(raised)).toBe(notificationId);
  });

  it('stores a raised notification with its label, unit, explanation, segment, level rank and audit fields', () => {
    expect(project(record([evaluate(35), 'monitor']))).toEqual({
      _id: notificationId,
      _position: '10',
      id: notificationId,
      tourId: 'tour-1',
      subjectId,
      measure: 'weather.windSpeed',
      label: 'Wind (sustained, 10 m)',
      unit: 'km/h',
      occurrence: 1,
      status: 'UNREAD',
      level: 'WARNING',
      levelSince: '2026-06-10T12:00:00.000Z',
      explanation: { reading: wind(35), threshold: { level: 'WARNING', value: 30 }, settingsRevision: 3 },
      calmChecks: 0,
      closedBy: null,
      segmentId: 'a1',
      levelRank: 2,
      note: null,
      reason: null,
      createdBy: 'monitor',
      createdAt: '2026-06-10T12:00:00.000Z',
      updatedBy: 'monitor',
      updatedAt: '2026-06-10T12:00:00.000Z',
      revision: 0,
    });
  });

  it('updates the level in place when the notification escalates, unread again', () => {
    const document = project(record([evaluate(35), 'monitor'], [{ type: 'ReadNotification' }, 'ada'], [evaluate(72), 'monitor']));
    expect(document).toMatchObject({
      _id: notificationId,
      status: 'UNREAD',
      level: 'CRITICAL',
      levelSince: '2026-06-10T12:00:00.000Z',
      explanation: { reading: wind(72), threshold: { level: 'CRITICAL', value: 70 } },
      createdBy: 'monitor',
      updatedBy: 'monitor',
      updatedAt: '2026-06-10T12:02:00.000Z',
      revision: 2,
    });
  });

  it('keeps the acknowledgement note and the dismissal reason apart', () => {
    const document = project(
      record([evaluate(35), 'monitor'], [{ type: 'AcknowledgeNotification', data: { note: 'Guide told' } }, 'ada'], [{ type: 'DismissNotification', data: { reason: 'Indoor visit instead' } }, 'bob']),
    );
    expect(document).toMatchObject({ status: 'DISMISSED', closedBy: 'operator', note: 'Guide told', reason: 'Indoor visit instead', updatedBy: 'bob' });
  });

  it('counts calm checks and records a resolution by the system', () => {
    const eased = project(record([evaluate(55), 'monitor'], [evaluate(10), 'monitor']));
    expect(eased).toMatchObject({ status: 'UNREAD', level: 'ALERT', calmChecks: 1 });
    const resolved = project(record([evaluate(55), 'monitor'], [evaluate(10), 'monitor'], [evaluate(12), 'monitor']));
    expect(resolved).toMatchObject({ status: 'RESOLVED', closedBy: 'system', level: 'ALERT', note: expect.stringContaining('back to normal') });
  });

  it('keeps a final status: later readings and expiry of a closed notification record nothing', () => {
    const events = record(
      [evaluate(35), 'monitor'],
      [{ type: 'DismissNotification', data: { reason: 'Indoor visit instead' } }, 'ada'],
      [evaluate(80), 'monitor'],
      [{ type: 'ExpireNotification' }, 'monitor'],
    );
    expect(events.map((event) => event.type)).toEqual(['NotificationRaised', 'NotificationDismissed']);
    const dismissed = project(events)!;
    expect(dismissed).toMatchObject({ status: 'DISMISSED', level: 'WARNING', closedBy: 'operator', reason: 'Indoor visit instead', updatedBy: 'ada' });
    expect(foldBatch(NOTIFICATION_PROJECTIONS, events, loadedFrom(dismissed)).writes).toEqual([]);
  });

  it('ignores events of a notification never raised', () => {
    const [, read] = record([evaluate(35), 'monitor'], [{ type: 'ReadNotification' }, 'ada']);
    expect(project([read])).toBeUndefined();
  });

  it('changes nothing when the same events are delivered again', () => {
    const events = record([evaluate(35), 'monitor'], [evaluate(10), 'monitor'], [evaluate(55), 'monitor'], [{ type: 'ReadNotification' }, 'ada']);
    const once = project(events)!;
    expect(foldBatch(NOTIFICATION_PROJECTIONS, events, loadedFrom(once)).writes).toEqual([]);
    expect(foldBatch(NOTIFICATION_PROJECTIONS, events.slice(1, 2), loadedFrom(once)).writes).toEqual([]);
  });

  it('announces changes of the notifications collection', () => {
    expect(foldBatch(NOTIFICATION_PROJECTIONS, record([evaluate(35), 'monitor']), new Map()).changes).toEqual([{ orgId, collection: 'notifications', ids: [notificationId] }]);
  });
});
