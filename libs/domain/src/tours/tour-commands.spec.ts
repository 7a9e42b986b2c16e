// Specifications of the tour decider: every command, its events and every rejection it can throw.
import { deciderSpecification } from '../shared/decider-specification';
import { defaultSettings } from '../settings/settings';
import type { SegmentFields, SegmentRequest, TourEvent, TourStatus } from './tour';
import { tourDecider, type TourCommand, type TourContext } from './tour-commands';

const context: TourContext = { day: defaultSettings().day };
const given = deciderSpecification(tourDecider, context);

const tourId = 'tour-1';
const details = {
  title: 'Dolomites in June',
  description: 'Five days of hiking between huts.',
  startDate: '2025-06-10',
  endDate: '2025-06-14',
  timezone: 'Europe/Rome',
};

const created: TourEvent = { type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT' } };
const statusChanged = (from: TourStatus, to: TourStatus): TourEvent => ({ type: 'TourStatusChanged', data: { tourId, from, to } });
/** The history of a tour walked forward, or cancelled, up to a status. */
const historyUpTo = (status: TourStatus): TourEvent[] => {
  const path: TourStatus[] = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];
  if (status === 'CANCELLED') return [created, statusChanged('DRAFT', 'CANCELLED')];
  return [created, ...path.slice(1, path.indexOf(status) + 1).map((to, index) => statusChanged(path[index], to))];
};
const deleted: TourEvent = { type: 'TourDeleted', data: { tourId } };
const restored: TourEvent = { type: 'TourRestored', data: { tourId } };
const dayAdded = (dayId: string, date: string, title = `Day on ${date}`): TourEvent => ({
  type: 'DayAdded',
  data: { tourId, day: { id: dayId, date, title, description: '' } },
});
/** A segment that is not a flight reads the same as a command sends it and as the tour keeps it. */
type PlainSegment = Omit<SegmentFields, 'flight'> & { flight: null };
const segmentAdded = (dayId: string, segmentId: string, segment: SegmentFields): TourEvent => ({
  type: 'SegmentAdded',
  data: { tourId, dayId, segment: { id: segmentId, ...segment } },
});

const cortina = { name: 'Cortina d’Ampezzo', lat: 46.5405, lng: 12.1357 };
const venice = { name: 'Venice Marco Polo Airport', lat: 45.5053, lng: 12.3519 };

const hike: PlainSegment = {
  type: 'activity',
  title: 'Hike to Rifugio Averau',
  startTime: '09:00',
  durationMinutes: 180,
  location: cortina,
  notes: 'Bring poles.',
  flight: null,
  transfer: null,
};
const lunch: PlainSegment = { ...hike, type: 'meal', title: 'Lunch at the hut', startTime: '12:15', durationMinutes: 60, notes: '' };
/** Frankfurt 08:00 to Venice 09:50, both local (both zones are UTC+2 in June): 110 minutes in the air. */
const flightIn: SegmentRequest = {
  type: 'flight',
  title: 'Flight to Venice',
  location: null,
  notes: '',
  flight: { flightNumber: 'LH330', from: 'FRA', to: 'VCE', scheduledDeparture: '2025-06-14T08:00', scheduledArrival: '2025-06-14T09:50' },
  transfer: null,
};
const airportZones = { FRA: 'Europe/Berlin', VCE: 'Europe/Rome' };
const flightInKept: SegmentFields = {
  ...flightIn,
  startTime: '08:00',
  durationMinutes: 110,
  flight: {
    flightNumber: 'LH330',
    from: 'FRA',
    to: 'VCE',
    departure: { localTime: '2025-06-14T08:00', timeZone: 'Europe/Berlin', instant: '2025-06-14T06:00:00.000Z' },
    arrival: { localTime: '2025-06-14T09:50', timeZone: 'Europe/Rome', instant: '2025-06-14T07:50:00.000Z' },
  },
};
const transferUp: PlainSegment = {
  type: 'transfer',
  title: 'Coach to Cortina',
  startTime: '10:30',
  durationMinutes: 150,
  location: null,
  notes: '',
  flight: null,
  transfer: { from: venice, to: cortina, plannedDurationMinutes: 150 },
};

/** A draft tour with its first day (day-1) holding a hike (seg-1) and a lunch (seg-2), and an empty last day (day-5). */
const plannedTour = [
  created,
  dayAdded('day-1', '2025-06-10'),
  dayAdded('day-5', '2025-06-14'),
  segmentAdded('day-1', 'seg-1', hike),
  segmentAdded('day-1', 'seg-2', lunch),
];

describe('CreateTour', () => {
  const create = (data: Partial<Extract<TourCommand, { type: 'CreateTour' }>['data']> = {}): TourCommand => ({
    type: 'CreateTour',
    data: { tourId, ...details, ...data },
  });

  it('creates a tour as a DRAFT unless told otherwise', () => {
    given().when(create()).then(created);
  });

  it('creates a tour that starts out PLANNED when asked', () => {
    given()
      .when(create({ status: 'PLANNED' }))
      .then({ type: 'TourCreated', data: { tourId, ...details, status: 'PLANNED' } });
  });

  it('accepts a tour that starts and ends on the same day', () => {
    given()
      .when(create({ endDate: details.startDate }))
      .then({ type: 'TourCreated', data: { tourId, ...details, endDate: details.startDate, status: 'DRAFT' } });
  });

  it('rejects a tour that ends before it starts', () => {
    given().when(create({ endDate: '2025-06-09' })).thenThrows({
      code: 'invalid',
      message: 'The tour cannot end before it starts.',
      fields: { endDate: 'Must be on or after the start date.' },
    });
  });

  it('rejects a second tour with the same id', () => {
    given(created).when(create()).thenThrows({ code: 'conflict', message: 'A tour with this id already exists.' });
  });

  it('rejects reusing the id of a deleted tour', () => {
    given(created, deleted).when(create()).thenThrows({ code: 'conflict', message: 'A tour with this id already exists.' });
  });
});

describe('ChangeTourDetails', () => {
  const change = (changes: Partial<typeof details>): TourCommand => ({ type: 'ChangeTourDetails', data: { changes } });

  it('records only the details that actually change', () => {
    given(created)
      .when(change({ title: 'Dolomites in July', description: details.description, timezone: 'Europe/Vienna' }))
      .then({ type: 'TourDetailsChanged', data: { tourId, changes: { title: 'Dolomites in July', timezone: 'Europe/Vienna' } } });
  });

  it('records nothing when every change repeats the current value', () => {
    given(created).when(change({ ...details })).thenNothingHappened();
  });

  it('records nothing when no change is given', () => {
    given(created).when(change({})).thenNothingHappened();
  });

  it('ignores details left undefined', () => {
    given(created)
      .when(change({ title: undefined, description: 'Six days.' }))
      .then({ type: 'TourDetailsChanged', data: { tourId, changes: { description: 'Six days.' } } });
  });

  it('moves the tour dates as long as every day stays inside them', () => {
    given(plannedTour)
      .when(change({ startDate: '2025-06-08', endDate: '2025-06-20' }))
      .then({ type: 'TourDetailsChanged', data: { tourId, changes: { startDate: '2025-06-08', endDate: '2025-06-20' } } });
  });

  it('rejects an end date before the current start date', () => {
    given(created).when(change({ endDate: '2025-06-01' })).thenThrows({
      code: 'invalid',
      message: 'The tour cannot end before it starts.',
      fields: { endDate: 'Must be on or after the start date.' },
    });
  });

  it('rejects a start date after the current end date', () => {
    given(created).when(change({ startDate: '2025-06-15' })).thenThrows({ code: 'invalid', message: 'The tour cannot end before it starts.' });
  });

  it('rejects new dates that would leave days outside the tour', () => {
    given(plannedTour).when(change({ startDate: '2025-06-11', endDate: '2025-06-13' })).thenThrows({
      code: 'conflict',
      message: 'Days on 2025-06-10, 2025-06-14 would fall outside the new dates; move or remove them first.',
    });
  });

  it('rejects shortening the tour past its last day', () => {
    given(plannedTour).when(change({ endDate: '2025-06-13' })).thenThrows({
      code: 'conflict',
      message: 'Days on 2025-06-14 would fall outside the new dates; move or remove them first.',
    });
  });
});

describe('DeleteTour', () => {
  it('deletes a tour softly', () => {
    given(created).when({ type: 'DeleteTour' }).then(deleted);
  });

  it.each<TourStatus[]>([['PLANNED'], ['IN_PROGRESS'], ['COMPLETED'], ['CANCELLED']])('deletes a %s tour too', (status) => {
    given(historyUpTo(status)).when({ type: 'DeleteTour' }).then(deleted);
  });

  it('rejects deleting a tour that is already deleted', () => {
    given(created, deleted).when({ type: 'DeleteTour' }).thenThrows({ code: 'conflict', message: 'The tour is already deleted.' });
  });

  it('rejects deleting a tour that does not exist', () => {
    given().when({ type: 'DeleteTour' }).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });
});

describe('RestoreTour', () => {
  it('restores a deleted tour', () => {
    given(created, deleted).when({ type: 'RestoreTour' }).then(restored);
  });

  it('lets a restored tour be planned again', () => {
    given(created, deleted, restored)
      .when({ type: 'AddDay', data: { dayId: 'day-2', date: '2025-06-11', title: 'Tre Cime', description: '' } })
      .then(dayAdded('day-2', '2025-06-11', 'Tre Cime'));
  });

  it('rejects restoring a tour that is not deleted', () => {
    given(created).when({ type: 'RestoreTour' }).thenThrows({ code: 'conflict', message: 'The tour is not deleted.' });
  });

  it('rejects restoring a tour twice', () => {
    given(created, deleted, restored).when({ type: 'RestoreTour' }).thenThrows({ code: 'conflict', message: 'The tour is not deleted.' });
  });

  it('rejects restoring a tour that does not exist', () => {
    given().when({ type: 'RestoreTour' }).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });
});

describe('AddDay', () => {
  const addDay = (dayId: string, date: string): TourCommand => ({
    type: 'AddDay',
    data: { dayId, date, title: 'Tre Cime loop', description: 'The classic loop around the three peaks.' },
  });

  it('adds a day on a date within the tour', () => {
    given(created)
      .when(addDay('day-2', '2025-06-11'))
      .then({
        type: 'DayAdded',
        data: { tourId, day: { id: 'day-2', date: '2025-06-11', title: 'Tre Cime loop', description: 'The classic loop around the three peaks.' } },
      });
  });

  it.each([['2025-06-10'], ['2025-06-14']])('accepts a day on the first or last date of the tour (%s)', (date) => {
    given(created)
      .when(addDay('day-x', date))
      .then({ type: 'DayAdded', data: { tourId, day: { id: 'day-x', date, title: 'Tre Cime loop', description: 'The classic loop around the three peaks.' } } });
  });

  it('rejects a day before the tour starts', () => {
    given(created).when(addDay('day-0', '2025-06-09')).thenThrows({
      code: 'invalid',
      message: "date must lie within the tour (2025-06-10 to 2025-06-14); to plan 2025-06-09, change the tour's dates first.",
      fields: { date: "date must lie within the tour (2025-06-10 to 2025-06-14); to plan 2025-06-09, change the tour's dates first." },
    });
  });

  it('rejects a day after the tour ends', () => {
    given(created).when(addDay('day-6', '2025-06-15')).thenThrows({
      code: 'invalid',
      message: "date must lie within the tour (2025-06-10 to 2025-06-14); to plan 2025-06-15, change the tour's dates first.",
      fields: { date: "date must lie within the tour (2025-06-10 to 2025-06-14); to plan 2025-06-15, change the tour's dates first." },
    });
  });

  it('rejects a second day on the same date', () => {
    given(plannedTour).when(addDay('day-9', '2025-06-10')).thenThrows({ code: 'conflict', message: 'The tour already has a day on 2025-06-10.' });
  });

  it('rejects a day whose id is already taken', () => {
    given(plannedTour).when(addDay('day-1', '2025-06-12')).thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id day-1; make a new id for what you add.' });
  });

  it('frees a date again once its day is removed', () => {
    given(plannedTour, { type: 'DayRemoved', data: { tourId, dayId: 'day-5' } })
      .when(addDay('day-6', '2025-06-14'))
      .then({ type: 'DayAdded', data: { tourId, day: { id: 'day-6', date: '2025-06-14', title: 'Tre Cime loop', description: 'The classic loop around the three peaks.' } } });
  });
});

describe('ChangeDay', () => {
  const changeDay = (dayId: string, changes: Record<string, string | undefined>): TourCommand => ({
    type: 'ChangeDay',
    data: { dayId, changes },
  });

  it('records only the fields of the day that change', () => {
    given(plannedTour)
      .when(changeDay('day-1', { title: 'Arrival in Cortina', date: '2025-06-10', description: '' }))
      .then({ type: 'DayChanged', data: { tourId, dayId: 'day-1', changes: { title: 'Arrival in Cortina' } } });
  });

  it('moves a day to a free date within the tour', () => {
    given(plannedTour)
      .when(changeDay('day-5', { date: '2025-06-13' }))
      .then({ type: 'DayChanged', data: { tourId, dayId: 'day-5', changes: { date: '2025-06-13' } } });
  });

  it('records nothing when the day already has those values', () => {
    given(plannedTour).when(changeDay('day-1', { date: '2025-06-10', title: 'Day on 2025-06-10' })).thenNothingHappened();
  });

  it('rejects moving a day outside the tour', () => {
    given(plannedTour).when(changeDay('day-5', { date: '2025-06-15' })).thenThrows({
      code: 'invalid',
      message: "date must lie within the tour (2025-06-10 to 2025-06-14); to plan 2025-06-15, change the tour's dates first.",
      fields: { date: "date must lie within the tour (2025-06-10 to 2025-06-14); to plan 2025-06-15, change the tour's dates first." },
    });
  });

  it('rejects moving a day onto the date of another day', () => {
    given(plannedTour).when(changeDay('day-5', { date: '2025-06-10' })).thenThrows({ code: 'conflict', message: 'The tour already has a day on 2025-06-10.' });
  });

  it('rejects changing a day the tour does not have', () => {
    given(plannedTour).when(changeDay('day-3', { title: 'Rest day' })).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('RemoveDay', () => {
  it('removes a day together with its segments', () => {
    given(plannedTour)
      .when({ type: 'RemoveDay', data: { dayId: 'day-1' } })
      .then({ type: 'DayRemoved', data: { tourId, dayId: 'day-1' } });
  });

  it('rejects removing a day the tour does not have', () => {
    given(plannedTour).when({ type: 'RemoveDay', data: { dayId: 'day-3' } }).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });

  it('rejects removing the same day twice', () => {
    given(plannedTour, { type: 'DayRemoved', data: { tourId, dayId: 'day-5' } })
      .when({ type: 'RemoveDay', data: { dayId: 'day-5' } })
      .thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('AddSegment', () => {
  const addSegment = (segment: SegmentRequest, segmentId = 'seg-9', dayId = 'day-5'): TourCommand => ({
    type: 'AddSegment',
    data: { dayId, segmentId, segment, airportZones },
  });

  it('adds a segment that starts within the day', () => {
    given(plannedTour).when(addSegment(hike)).then(segmentAdded('day-5', 'seg-9', hike));
  });

  it.each([['07:30'], ['17:00']])('accepts a segment that starts exactly at the edge of the day (%s)', (startTime) => {
    given(plannedTour)
      .when(addSegment({ ...hike, startTime }))
      .then(segmentAdded('day-5', 'seg-9', { ...hike, startTime }));
  });

  it('rejects a segment that starts before the day begins', () => {
    given(plannedTour).when(addSegment({ ...hike, startTime: '07:29' })).thenThrows({
      code: 'invalid',
      message: 'The segment starts at 07:29, outside the day (07:30 to 17:00).',
      fields: { startTime: 'Must be between 07:30 and 17:00.' },
    });
  });

  it('rejects a segment that starts after the day ends', () => {
    given(plannedTour).when(addSegment({ ...hike, startTime: '17:01' })).thenThrows({
      code: 'invalid',
      message: 'The segment starts at 17:01, outside the day (07:30 to 17:00).',
      fields: { startTime: 'Must be between 07:30 and 17:00.' },
    });
  });

  it.each([['7:30'], ['24:00'], ['12:60'], ['noon']])('rejects a start time that is not HH:MM (%s)', (startTime) => {
    given(plannedTour).when(addSegment({ ...hike, startTime })).thenThrows({
      code: 'invalid',
      message: `startTime must be a time as HH:MM (00:00 to 23:59); ${startTime} is not.`,
      fields: { startTime: 'Must be a time as HH:MM (00:00 to 23:59).' },
    });
  });

  describe("with the organization's own day window", () => {
    const givenShortDays = deciderSpecification(tourDecider, { day: { startTime: '09:00', endTime: '12:00', breakBetweenSegments: 0 } });

    it('accepts a segment inside that window', () => {
      givenShortDays(plannedTour)
        .when(addSegment({ ...hike, startTime: '12:00' }))
        .then(segmentAdded('day-5', 'seg-9', { ...hike, startTime: '12:00' }));
    });

    it('rejects a segment the default window would allow', () => {
      givenShortDays(plannedTour).when(addSegment({ ...hike, startTime: '08:00' })).thenThrows({
        code: 'invalid',
        message: 'The segment starts at 08:00, outside the day (09:00 to 12:00).',
        fields: { startTime: 'Must be between 09:00 and 12:00.' },
      });
    });
  });

  it('adds a flight with its times local to its airports, its start and duration following from them', () => {
    given(plannedTour).when(addSegment(flightIn)).then(segmentAdded('day-5', 'seg-9', flightInKept));
  });

  it('adds a transfer with its from, to and planned duration', () => {
    given(plannedTour).when(addSegment(transferUp)).then(segmentAdded('day-5', 'seg-9', transferUp));
  });

  it('rejects a flight without flight details', () => {
    const message = 'flight is required when type is flight: its number, airports and local times.';
    given(plannedTour).when(addSegment({ ...flightIn, flight: null })).thenThrows({ code: 'invalid', message, fields: { flight: message } });
  });

  it('rejects a transfer without transfer details', () => {
    const message = 'transfer is required when type is transfer: its from, to and planned duration.';
    given(plannedTour).when(addSegment({ ...transferUp, transfer: null })).thenThrows({ code: 'invalid', message, fields: { transfer: message } });
  });

  it('rejects flight details on a segment that is not a flight', () => {
    const message = 'flight must be empty unless type is flight.';
    given(plannedTour).when(addSegment({ ...hike, flight: flightIn.flight })).thenThrows({ code: 'invalid', message, fields: { flight: message } });
  });

  it('rejects transfer details on a segment that is not a transfer', () => {
    const message = 'transfer must be empty unless type is transfer.';
    given(plannedTour).when(addSegment({ ...lunch, transfer: transferUp.transfer })).thenThrows({ code: 'invalid', message, fields: { transfer: message } });
  });

  it('rejects a segment without a start time unless it is a flight', () => {
    const { startTime: _, ...withoutStart } = hike;
    const message = 'startTime is required unless the segment is a flight (a flight starts when it departs).';
    given(plannedTour).when(addSegment(withoutStart)).thenThrows({ code: 'invalid', message, fields: { startTime: message } });
  });

  it('gives a segment without a duration one hour', () => {
    const { durationMinutes: _, ...withoutDuration } = hike;
    given(plannedTour).when(addSegment(withoutDuration)).then(segmentAdded('day-5', 'seg-9', { ...hike, durationMinutes: 60 }));
  });

  it('rejects a segment whose id is already used on another day of the tour', () => {
    given(plannedTour)
      .when(addSegment(hike, 'seg-1', 'day-5'))
      .thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id seg-1; make a new id for what you add.' });
  });

  it('rejects a segment whose id is already a day’s id', () => {
    given(plannedTour)
      .when(addSegment(hike, 'day-1', 'day-5'))
      .thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id day-1; make a new id for what you add.' });
  });

  it('rejects a segment on a day the tour does not have', () => {
    given(plannedTour).when(addSegment(hike, 'seg-9', 'day-3')).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('ChangeSegment', () => {
  const changeSegment = (changes: Partial<SegmentRequest>, segmentId = 'seg-1', dayId = 'day-1'): TourCommand => ({
    type: 'ChangeSegment',
    data: { dayId, segmentId, changes, airportZones },
  });
  const segmentChanged = (changes: Partial<SegmentFields>, segmentId = 'seg-1'): TourEvent => ({
    type: 'SegmentChanged',
    data: { tourId, dayId: 'day-1', segmentId, changes },
  });
  const withFlight = [...plannedTour, segmentAdded('day-1', 'seg-3', flightInKept)];

  it('records only the fields of the segment that change', () => {
    given(plannedTour)
      .when(changeSegment({ title: 'Hike to Cinque Torri', startTime: '09:00', location: { ...cortina }, notes: 'Bring poles.' }))
      .then(segmentChanged({ title: 'Hike to Cinque Torri' }));
  });

  it('moves a segment to another start time within the day', () => {
    given(plannedTour).when(changeSegment({ startTime: '17:00', durationMinutes: 30 })).then(segmentChanged({ startTime: '17:00', durationMinutes: 30 }));
  });

  it('records nothing when the segment already has those values', () => {
    given(plannedTour).when(changeSegment({ ...hike })).thenNothingHappened();
  });

  it('rejects moving a segment to start after the day ends', () => {
    given(plannedTour).when(changeSegment({ startTime: '18:00' })).thenThrows({
      code: 'invalid',
      message: 'The segment starts at 18:00, outside the day (07:30 to 17:00).',
      fields: { startTime: 'Must be between 07:30 and 17:00.' },
    });
  });

  it('rejects moving a segment to start before the day begins', () => {
    given(plannedTour).when(changeSegment({ startTime: '06:45' })).thenThrows({
      code: 'invalid',
      message: 'The segment starts at 06:45, outside the day (07:30 to 17:00).',
    });
  });

  it('rejects moving a segment to a start time that is not HH:MM', () => {
    given(plannedTour).when(changeSegment({ startTime: '9.30' })).thenThrows({
      code: 'invalid',
      message: 'startTime must be a time as HH:MM (00:00 to 23:59); 9.30 is not.',
      fields: { startTime: 'Must be a time as HH:MM (00:00 to 23:59).' },
    });
  });

  it('does not re-check an unchanged start time against a day window that has since narrowed', () => {
    const earlyStart = [...plannedTour, segmentAdded('day-5', 'seg-early', { ...hike, startTime: '06:00' })];
    given(earlyStart)
      .when(changeSegment({ title: 'Sunrise hike' }, 'seg-early', 'day-5'))
      .then({ type: 'SegmentChanged', data: { tourId, dayId: 'day-5', segmentId: 'seg-early', changes: { title: 'Sunrise hike' } } });
  });

  it('turns a flight into another kind of segment when its flight details are dropped with it', () => {
    given(withFlight).when(changeSegment({ type: 'free', flight: null }, 'seg-3')).then(segmentChanged({ type: 'free', flight: null }, 'seg-3'));
  });

  it('rejects turning a flight into another kind of segment that keeps the flight details', () => {
    given(withFlight).when(changeSegment({ type: 'activity' }, 'seg-3')).thenThrows({ code: 'invalid', message: 'flight must be empty unless type is flight.' });
  });

  it('rejects removing the flight details of a flight', () => {
    given(withFlight)
      .when(changeSegment({ flight: null }, 'seg-3'))
      .thenThrows({ code: 'invalid', message: 'flight is required when type is flight: its number, airports and local times.' });
  });

  it('rejects turning an activity into a transfer without transfer details', () => {
    const message = 'transfer is required when type is transfer: its from, to and planned duration.';
    given(plannedTour).when(changeSegment({ type: 'transfer' })).thenThrows({ code: 'invalid', message, fields: { transfer: message } });
  });

  it('turns an activity into a transfer given its transfer details', () => {
    given(plannedTour)
      .when(changeSegment({ type: 'transfer', transfer: transferUp.transfer }))
      .then(segmentChanged({ type: 'transfer', transfer: transferUp.transfer }));
  });

  it('rejects changing a segment the day does not have', () => {
    given(plannedTour).when(changeSegment({ title: 'Nap' }, 'seg-9')).thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });

  it('looks for the segment on the given day only', () => {
    given(plannedTour).when(changeSegment({ title: 'Nap' }, 'seg-1', 'day-5')).thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });

  it('rejects changing a segment on a day the tour does not have', () => {
    given(plannedTour).when(changeSegment({ title: 'Nap' }, 'seg-1', 'day-3')).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('RemoveSegment', () => {
  it('removes a segment from its day', () => {
    given(plannedTour)
      .when({ type: 'RemoveSegment', data: { dayId: 'day-1', segmentId: 'seg-2' } })
      .then({ type: 'SegmentRemoved', data: { tourId, dayId: 'day-1', segmentId: 'seg-2' } });
  });

  it('rejects removing a segment the day does not have', () => {
    given(plannedTour)
      .when({ type: 'RemoveSegment', data: { dayId: 'day-5', segmentId: 'seg-2' } })
      .thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });

  it('rejects removing the same segment twice', () => {
    given(plannedTour, { type: 'SegmentRemoved', data: { tourId, dayId: 'day-1', segmentId: 'seg-2' } })
      .when({ type: 'RemoveSegment', data: { dayId: 'day-1', segmentId: 'seg-2' } })
      .thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });

  it('rejects removing a segment from a day the tour does not have', () => {
    given(plannedTour)
      .when({ type: 'RemoveSegment', data: { dayId: 'day-3', segmentId: 'seg-2' } })
      .thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('ReorderSegments', () => {
  const reorder = (segmentIds: string[], dayId = 'day-1'): TourCommand => ({ type: 'ReorderSegments', data: { dayId, segmentIds } });
  const notAPermutation = {
    code: 'invalid' as const,
    message: 'The new order must list every segment of the day exactly once.',
    fields: { segmentIds: 'Must be a permutation of the day’s segments.' },
  };

  it('records the new order of the day’s segments', () => {
    given(plannedTour)
      .when(reorder(['seg-2', 'seg-1']))
      .then({ type: 'SegmentsReordered', data: { tourId, dayId: 'day-1', segmentIds: ['seg-2', 'seg-1'] } });
  });

  it('records nothing when the order does not change', () => {
    given(plannedTour).when(reorder(['seg-1', 'seg-2'])).thenNothingHappened();
  });

  it('records nothing when an empty day is given an empty order', () => {
    given(plannedTour).when(reorder([], 'day-5')).thenNothingHappened();
  });

  it.each([
    ['leaves a segment out', ['seg-2']],
    ['lists a segment twice', ['seg-2', 'seg-2']],
    ['lists a segment of another day', ['seg-2', 'seg-1', 'seg-9']],
    ['swaps in an unknown segment', ['seg-2', 'seg-9']],
  ])('rejects an order that %s', (_, segmentIds) => {
    given(plannedTour).when(reorder(segmentIds)).thenThrows(notAPermutation);
  });

  it('rejects reordering a day the tour does not have', () => {
    given(plannedTour).when(reorder([], 'day-3')).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('tours that can no longer be planned', () => {
  const planningCommands: [string, TourCommand][] = [
    ['ChangeTourDetails', { type: 'ChangeTourDetails', data: { changes: { title: 'Dolomites in July' } } }],
    ['AddDay', { type: 'AddDay', data: { dayId: 'day-2', date: '2025-06-11', title: '', description: '' } }],
    ['ChangeDay', { type: 'ChangeDay', data: { dayId: 'day-1', changes: { title: 'Arrival' } } }],
    ['RemoveDay', { type: 'RemoveDay', data: { dayId: 'day-5' } }],
    ['AddSegment', { type: 'AddSegment', data: { dayId: 'day-5', segmentId: 'seg-9', segment: hike } }],
    ['ChangeSegment', { type: 'ChangeSegment', data: { dayId: 'day-1', segmentId: 'seg-1', changes: { title: 'Short hike' } } }],
    ['RemoveSegment', { type: 'RemoveSegment', data: { dayId: 'day-1', segmentId: 'seg-2' } }],
    ['ReorderSegments', { type: 'ReorderSegments', data: { dayId: 'day-1', segmentIds: ['seg-2', 'seg-1'] } }],
  ];
  const walkedTo = (status: TourStatus) => [...plannedTour, ...historyUpTo(status).slice(1)];

  it.each(planningCommands)('rejects %s on a tour that does not exist', (_, command) => {
    given().when(command).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });

  it.each(planningCommands)('rejects %s on a deleted tour', (_, command) => {
    given(plannedTour, deleted).when(command).thenThrows({ code: 'conflict', message: 'The tour is deleted; restore it first.' });
  });

  it.each(planningCommands)('rejects %s on a COMPLETED tour', (_, command) => {
    given(walkedTo('COMPLETED')).when(command).thenThrows({ code: 'conflict', message: 'A COMPLETED tour can no longer be changed.' });
  });

  it.each(planningCommands)('rejects %s on a CANCELLED tour', (_, command) => {
    given(walkedTo('CANCELLED')).when(command).thenThrows({ code: 'conflict', message: 'A CANCELLED tour can no longer be changed.' });
  });

  it.each(planningCommands)('still accepts %s while the tour is IN_PROGRESS', (_, command) => {
    expect(tourDecider.decide(command, walkedTo('IN_PROGRESS').reduce(tourDecider.evolve, tourDecider.initialState), context)).toHaveLength(1);
  });
});
