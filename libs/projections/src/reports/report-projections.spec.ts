// The report projections, event by event: given recorded events, the document each keeps; the same events again change nothing.
import type { RecordedEvent } from '@tourops/event-store';
import { foldBatch, keyOf } from '../batch';
import type { DocumentProjection, ReadModelDocument } from '../projection';
import { blockOf, rowsOfBlock, type FactBlockDocument } from './fact-blocks';
import { REPORT_NOTIFICATION_COLUMNS, reportNotificationsProjection } from './report-notifications.projection';
import { reportSettingsProjection } from './report-settings.projection';
import { decodeSamples, reportStaffProjection } from './report-staff.projection';
import { locatedIdAt, reportToursProjection, segmentFactsOfPlan, type LocatedSegments } from './report-tours.projection';
import { tourDocumentAfter } from '../tours/tours.projection';
import { REPORT_TRAVELER_COLUMNS, reportTravelersProjection } from './report-travelers.projection';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 10, 6, minute)).toISOString();
let position = 0;
const recorded = (type: string, data: object, occurredAt = at(position + 1)): RecordedEvent => {
  position++;
  return { id: `e${position}`, streamName: 's', type, revision: 0, position: BigInt(position), data, metadata: { orgId: 'acme', actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 } };
};
beforeEach(() => {
  position = 0;
});

/** Folds the batches in turn into one stored document, as the projector does (with the projection it reads, if any). */
function project(projection: DocumentProjection, id: string, ...batches: RecordedEvent[][]): Record<string, any> {
  const projections = projection.reads ? [projection.reads, projection] : [projection];
  const stored = new Map<string, ReadModelDocument | null>(projections.map(({ collection }) => [keyOf({ orgId: 'acme', collection, id }), null]));
  for (const batch of batches)
    for (const { collection, operations } of foldBatch(projections, batch, stored).writes) {
      const operation = operations[0] as unknown as { replaceOne: { replacement: ReadModelDocument } };
      stored.set(keyOf({ orgId: 'acme', collection, id }), operation.replaceOne.replacement);
    }
  return stored.get(keyOf({ orgId: 'acme', collection: projection.collection, id })) as Record<string, any>;
}

/** The row of one id in its block, as folded, with the block's position. */
function projectRow(projection: DocumentProjection, columns: readonly string[], id: string, ...batches: RecordedEvent[][]): Record<string, any> {
  const block = project(projection, blockOf(id), ...batches) as FactBlockDocument & { _position: string };
  return { ...rowsOfBlock(block, columns).find((row) => row._id === id), _position: block._position };
}

const idempotent = (projection: DocumentProjection, id: string, events: RecordedEvent[]) =>
  expect(project(projection, id, events, events.slice(1, 2), events)).toEqual(project(projection, id, events));

describe('the report tours projection', () => {
  const created = () => recorded('TourCreated', { tourId: 't1', title: 'Lakes', description: '', startDate: '2026-06-10', endDate: '2026-06-11', timezone: 'Europe/Rome', status: 'DRAFT' });
  const day = () => recorded('DayAdded', { tourId: 't1', day: { id: 'd1', date: '2026-06-10', title: 'One', description: '' } });
  const walk = () =>
    recorded('SegmentAdded', { tourId: 't1', dayId: 'd1', segment: { id: 's1', type: 'activity', title: 'Walk', startTime: '09:30', durationMinutes: 60, location: { name: 'Como', lat: 45.8, lng: 9.08 }, notes: '', flight: null, transfer: null } });
  const transfer = () =>
    recorded('SegmentAdded', {
      tourId: 't1',
      dayId: 'd1',
      segment: { id: 's2', type: 'transfer', title: 'Bus', startTime: '14:00', durationMinutes: 45, location: null, notes: '', flight: null, transfer: { from: { name: 'A', lat: 1, lng: 1 }, to: { name: 'B', lat: 2, lng: 2 }, plannedDurationMinutes: 45 } },
    });
  const checked = (value: number, checkAt: string) =>
    recorded('SubjectChecked', { subjectId: 't1/transfer:s2', tourId: 't1', kind: 'transfer', at: checkAt, readings: [{ measure: 'transfer.durationDelay', value, unit: 'min', observedAt: checkAt, provider: 'simulated', fetchedAt: checkAt, simulated: true }] });

  it('keeps the tour’s status, dates and dated segments with their planned instants', () => {
    const events = [created(), day(), walk(), transfer(), recorded('TourStatusChanged', { tourId: 't1', from: 'DRAFT', to: 'PLANNED' })];
    const document = project(reportToursProjection, 't1', events);
    expect(document).toMatchObject({ _id: 't1', title: 'Lakes', status: 'PLANNED', startDate: '2026-06-10', endDate: '2026-06-11', counted: true });
    expect(document).not.toHaveProperty('segments');
    expect(document).not.toHaveProperty('plan');
    expect(segmentFactsOfPlan(tourDocumentAfter(events))).toEqual([
      { dayId: 'd1', date: '2026-06-10', segmentId: 's1', title: 'Walk', type: 'activity', plannedStart: '2026-06-10T07:30:00.000Z', plannedEnd: '2026-06-10T08:30:00.000Z', location: { lat: 45.8, lng: 9.08 } },
      { dayId: 'd1', date: '2026-06-10', segmentId: 's2', title: 'Bus', type: 'transfer', plannedStart: '2026-06-10T12:00:00.000Z', plannedEnd: '2026-06-10T12:45:00.000Z', location: null, arrivalPlace: { lat: 2, lng: 2 } },
    ]);
    expect(document.located).toEqual({ ids: 's1', dates: ['2026-06-10'], numbers: [Date.parse('2026-06-10T07:30:00.000Z'), Date.parse('2026-06-10T08:30:00.000Z'), 45.8, 9.08, 0] });
    expect(document.monitored).toEqual([]);
  });

  it('lists compactly the monitored segments with their last delay, and the located ones', () => {
    const document = project(reportToursProjection, 't1', [created(), day(), walk(), transfer(), checked(12, at(30))]);
    expect(document.monitored).toEqual(['s2', '2026-06-10', 'transfer', 12, at(30), 12]);
    expect(document.located).toEqual({ ids: 's1', dates: ['2026-06-10'], numbers: [Date.parse('2026-06-10T07:30:00.000Z'), Date.parse('2026-06-10T08:30:00.000Z'), 45.8, 9.08, 0] });
    expect(project(reportToursProjection, 't1', [created(), day(), transfer(), checked(12, at(30)), recorded('SegmentRemoved', { tourId: 't1', dayId: 'd1', segmentId: 's2' })]).monitored).toEqual([]);
  });

  it('given a walk where the transfer before it arrives, when folded, then its located segment says it starts where that one ends', () => {
    const atArrival = () => recorded('SegmentAdded', { tourId: 't1', dayId: 'd1', segment: { id: 's3', type: 'activity', title: 'Market', startTime: '15:00', durationMinutes: 60, location: { name: 'B', lat: 2.001, lng: 2 }, notes: '', flight: null, transfer: null } });
    const document = project(reportToursProjection, 't1', [created(), day(), walk(), transfer(), atArrival()]);
    expect(document.located).toEqual({
      ids: 's1 s3',
      dates: ['2026-06-10', '2026-06-10'],
      numbers: [Date.parse('2026-06-10T07:30:00.000Z'), Date.parse('2026-06-10T08:30:00.000Z'), 45.8, 9.08, 0, Date.parse('2026-06-10T13:00:00.000Z'), Date.parse('2026-06-10T14:00:00.000Z'), 2.001, 2, 1],
    });
    expect(locatedIdAt(document.located as LocatedSegments, 1)).toBe('s3');
  });

  it('given a located segment that a check then reads a delay of, when folded in later batches, then it is listed as monitored and no longer as located', () => {
    const atPlace = () =>
      recorded('SegmentAdded', { tourId: 't1', dayId: 'd1', segment: { id: 's4', type: 'transfer', title: 'Shuttle', startTime: '16:00', durationMinutes: 30, location: { name: 'Pier', lat: 46, lng: 9.2 }, notes: '', flight: null, transfer: null } });
    const planned = [created(), day(), walk(), atPlace()];
    const before = project(reportToursProjection, 't1', planned);
    expect(before.located.ids).toBe('s1 s4');
    const check = recorded('SubjectChecked', { subjectId: 't1/transfer:s4', tourId: 't1', kind: 'transfer', at: at(50), readings: [{ measure: 'transfer.durationDelay', value: 7, unit: 'min', observedAt: at(50), provider: 'simulated', fetchedAt: at(50), simulated: true }] });
    const after = project(reportToursProjection, 't1', planned, [check]);
    expect(after.monitored).toEqual(['s4', '2026-06-10', 'transfer', 7, at(50), 7]);
    expect(after.located.ids).toBe('s1');
  });

  it('reads the plan as the tours read model holds it, changed in the same batch or stored by an earlier one', () => {
    const planned = [created(), day(), walk(), transfer()];
    const check = [checked(12, at(30))];
    const document = project(reportToursProjection, 't1', planned, check, [recorded('SegmentRemoved', { tourId: 't1', dayId: 'd1', segmentId: 's1' })]);
    expect(document.monitored).toEqual(['s2', '2026-06-10', 'transfer', 12, at(30), 12]);
    expect(document.located).toEqual({ ids: '', dates: [], numbers: [] });
  });

  it('folded without the tours projection (a next generation of its own), reads the tour as stored', () => {
    const tourEvents = [created(), day(), walk()];
    const tour = { ...tourDocumentAfter(tourEvents), _position: '3' } as ReadModelDocument;
    const stored = new Map([[keyOf({ orgId: 'acme', collection: 'tours', id: 't1' }), tour]]);
    const { writes } = foldBatch([reportToursProjection], [...tourEvents, recorded('TravelerAssignedToTour', { travelerId: 'a', tourId: 't1' })], stored);
    expect(writes.map(({ collection }) => collection)).toEqual(['report-tours']);
    const document = (writes[0].operations[0] as unknown as { replaceOne: { replacement: Record<string, unknown> } }).replaceOne.replacement;
    expect(document).toMatchObject({ title: 'Lakes', counted: true, travelerIds: ['a'], located: { ids: 's1', dates: ['2026-06-10'], numbers: [Date.parse('2026-06-10T07:30:00.000Z'), Date.parse('2026-06-10T08:30:00.000Z'), 45.8, 9.08, 0] } });
  });

  it('keeps the last delay of each monitored segment by check time, whatever order the checks arrive in, and ignores weather', () => {
    const events = [created(), day(), transfer(), checked(12, at(30)), checked(4, at(10)), recorded('SubjectChecked', { subjectId: 't1/weather:s2:from', tourId: 't1', kind: 'weather', at: at(40), readings: [] })];
    expect(project(reportToursProjection, 't1', events).delays).toEqual({ s2: { duration: { value: 12, at: at(30) } } });
    expect(reportToursProjection.documentId(events[5])).toBeNull();
  });

  it('keeps the tour’s travelers, and stops counting a deleted tour', () => {
    const document = project(reportToursProjection, 't1', [
      created(),
      recorded('TravelerAssignedToTour', { travelerId: 'a', tourId: 't1' }),
      recorded('TravelerAssignedToTour', { travelerId: 'b', tourId: 't1' }),
      recorded('TravelerUnassignedFromTour', { travelerId: 'a', tourId: 't1' }),
      recorded('TourDeleted', { tourId: 't1' }),
    ]);
    expect(document).toMatchObject({ travelerIds: ['b'], counted: false });
  });

  it('changes nothing when the same events are delivered again', () => {
    idempotent(reportToursProjection, 't1', [created(), day(), transfer(), checked(12, at(30)), recorded('TravelerAssignedToTour', { travelerId: 'a', tourId: 't1' })]);
  });
});

describe('the report notifications projection', () => {
  const raised = () => recorded('NotificationRaised', { notificationId: 'n1', tourId: 't1', subjectId: 't1/flight:s1', measure: 'flight.departureDelay', occurrence: 1, level: 'WARNING', explanation: {}, at: at(1) }, at(1));
  it('keeps when it was raised, the highest level, the first acknowledgement and the first closing', () => {
    const document = projectRow(reportNotificationsProjection, REPORT_NOTIFICATION_COLUMNS, 'n1', [
      raised(),
      recorded('NotificationEscalated', { notificationId: 'n1', level: 'CRITICAL', explanation: {}, at: at(5) }, at(5)),
      recorded('NotificationAcknowledged', { notificationId: 'n1' }, at(12)),
      recorded('NotificationAcknowledged', { notificationId: 'n1' }, at(20)),
      recorded('NotificationResolved', { notificationId: 'n1', by: 'system' }, at(40)),
      recorded('NotificationExpired', { notificationId: 'n1' }, at(50)),
    ]);
    expect(document).toEqual({ _id: 'n1', tourId: 't1', measure: 'flight.departureDelay', level: 'CRITICAL', raisedAt: at(1), acknowledgedAt: at(12), closedAt: at(40), _position: '5' });
  });

  it('changes nothing when the same events are delivered again', () => {
    idempotent(reportNotificationsProjection, blockOf('n1'), [raised(), recorded('NotificationDismissed', { notificationId: 'n1', reason: 'known' }, at(9))]);
  });
});

describe('the report staff projection', () => {
  const registered = () => recorded('FieldStaffMemberRegistered', { staffId: 'm1', firstName: 'Gia', lastName: 'Guide', email: '', phone: '', roles: ['guide'], languages: [], licences: [], daysOff: ['2026-06-12'] });
  const assigned = (override: object | null) =>
    recorded('FieldStaffAssigned', { staffId: 'm1', assignment: { assignmentId: 'a1', tourId: 't1', role: 'guide', from: '2026-06-10T00:00:00+02:00', to: '2026-06-12T00:00:00+02:00', override } });
  const reported = (...minutes: number[]) => recorded('StaffPositionsReported', { staffId: 'm1', tokenId: 'k', positions: minutes.map((minute) => ({ at: at(minute), lat: 45 + minute / 1000, lng: 9 })) });

  it('keeps name, days off, assignments with their overrides, and the removal date', () => {
    const document = project(reportStaffProjection, 'm1', [registered(), assigned({ reasons: ['clash'] }), recorded('FieldStaffMemberRemoved', { staffId: 'm1' }, '2026-07-01T10:00:00.000Z')]);
    expect(document).toMatchObject({ name: 'Gia Guide', registered: true, deleted: true, removedOn: '2026-07-01', daysOff: ['2026-06-12'] });
    expect(document.assignments).toEqual([{ assignmentId: 'a1', tourId: 't1', from: '2026-06-10T00:00:00+02:00', to: '2026-06-12T00:00:00+02:00', overridden: true }]);
  });

  it('keeps the first position of each quarter hour, whatever order the reports arrive in', () => {
    const document = project(reportStaffProjection, 'm1', [registered(), reported(20, 16)], [reported(3, 14, 1)]);
    const slot = (minute: number) => Math.floor(Date.parse(at(minute)) / 900_000);
    expect(decodeSamples(document.samples as string)).toEqual([slot(1), Date.parse(at(1)), 45.001, 9, slot(16), Date.parse(at(16)), 45.016, 9]);
  });

  it('appends the positions of later quarter hours to the stored samples, keeping the earliest of a slot', () => {
    const document = project(reportStaffProjection, 'm1', [registered(), reported(1, 5)], [reported(16, 20, 18, 31)], [reported(17, 46)]);
    const slot = (minute: number) => Math.floor(Date.parse(at(minute)) / 900_000);
    expect(decodeSamples(document.samples as string)).toEqual([slot(1), Date.parse(at(1)), 45.001, 9, slot(16), Date.parse(at(16)), 45.016, 9, slot(31), Date.parse(at(31)), 45.031, 9, slot(46), Date.parse(at(46)), 45.046, 9]);
  });

  it('replaces a stored sample by an earlier position of its quarter hour from a later batch', () => {
    const document = project(reportStaffProjection, 'm1', [registered(), reported(20, 50)], [reported(35, 16, 52)], [reported(31, 55, 17)]);
    const slot = (minute: number) => Math.floor(Date.parse(at(minute)) / 900_000);
    expect(decodeSamples(document.samples as string)).toEqual([slot(16), Date.parse(at(16)), 45.016, 9, slot(31), Date.parse(at(31)), 45.031, 9, slot(46), Date.parse(at(50)), 45.05, 9]);
  });

  it('changes nothing when the same events are delivered again', () => {
    idempotent(reportStaffProjection, 'm1', [registered(), assigned(null), reported(5, 25), recorded('DaysOffChanged', { staffId: 'm1', daysOff: [] })]);
  });
});

describe('the report travelers projection', () => {
  const registered = () =>
    recorded('TravelerRegistered', { travelerId: 'p1', firstName: 'Ada', lastName: 'L', email: '', phone: '', nationality: 'gb', dateOfBirth: '1990-12-10', passport: null, dietaryNotes: '', medicalNotes: '', emergencyContact: null, tags: [] });
  it('keeps nationality, date of birth, needs and tours', () => {
    const document = projectRow(reportTravelersProjection, REPORT_TRAVELER_COLUMNS, 'p1', [
      registered(),
      recorded('TravelerAssignedToTour', { travelerId: 'p1', tourId: 't1' }),
      recorded('TravelerAssignedToTour', { travelerId: 'p1', tourId: 't2' }),
      recorded('TravelerUnassignedFromTour', { travelerId: 'p1', tourId: 't1' }),
      recorded('TravelerDetailsChanged', { travelerId: 'p1', changes: { medicalNotes: 'Asthma' } }),
    ]);
    expect(document).toMatchObject({ nationality: 'GB', dateOfBirth: '1990-12-10', medicalNotes: 'Asthma', hasNeeds: true, tourIds: ['t2'], deleted: false });
  });

  it('changes nothing when the same events are delivered again', () => {
    idempotent(reportTravelersProjection, blockOf('p1'), [registered(), recorded('TravelerAssignedToTour', { travelerId: 'p1', tourId: 't1' }), recorded('TravelerRemoved', { travelerId: 'p1' })]);
  });
});

describe('the report settings projection', () => {
  const notifications = (departure: number) => recorded('SettingsChanged', { name: 'notifications', values: { flight: { departureDelay: { WARNING: departure, ALERT: 90, CRITICAL: 120 } } } });
  it('keeps each delay WARNING threshold and day window with when it came into force, and ignores other settings', () => {
    const events = [notifications(20), recorded('SettingsChanged', { name: 'api', values: {} }), recorded('SettingsChanged', { name: 'day', values: { startTime: '06:00', endTime: '20:00', breakBetweenSegments: 0 } })];
    expect(project(reportSettingsProjection, 'history', events)).toMatchObject({
      warnings: [{ since: at(1), departureDelay: 20, arrivalDelay: 15, durationDelay: 5 }],
      dayWindows: [{ since: at(3), startTime: '06:00', endTime: '20:00' }],
    });
    expect(reportSettingsProjection.documentId(events[1])).toBeNull();
  });

  it('changes nothing when the same events are delivered again', () => {
    idempotent(reportSettingsProjection, 'history', [notifications(20), notifications(25)]);
  });
});
