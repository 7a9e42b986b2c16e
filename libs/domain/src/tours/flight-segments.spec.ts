// Specifications of flight segments: times local to each airport, start and duration following from them, earlier shapes read as today's.
import { deciderSpecification } from '../shared/decider-specification';
import { defaultSettings } from '../settings/settings';
import type { AirportZones, FlightRequest } from './flight-schedule';
import type { Segment, SegmentFields, SegmentRequest, TourEvent } from './tour';
import { evolveTour } from './tour';
import { tourDecider, type TourCommand, type TourContext } from './tour-commands';

const context: TourContext = { day: defaultSettings().day };
const given = deciderSpecification(tourDecider, context);
const givenAutoFill = deciderSpecification(tourDecider, { ...context, autoFill: true });

const tourId = 'tour-1';
const created: TourEvent = {
  type: 'TourCreated',
  data: { tourId, title: 'Rome in autumn', description: '', startDate: '2026-11-23', endDate: '2026-11-25', timezone: 'Europe/Rome', status: 'DRAFT' },
};
const dayAdded: TourEvent = { type: 'DayAdded', data: { tourId, day: { id: 'day-1', date: '2026-11-23', title: 'Arrival', description: '' } } };
const tour = [created, dayAdded];

const zones: AirportZones = { LIS: 'Europe/Lisbon', FCO: 'Europe/Rome', NRT: 'Asia/Tokyo', HNL: 'Pacific/Honolulu' };
const request = (flight: Partial<FlightRequest> = {}, fields: Partial<SegmentRequest> = {}): SegmentRequest => ({
  type: 'flight',
  title: 'TP842 to Rome',
  location: null,
  notes: '',
  transfer: null,
  flight: { flightNumber: 'TP842', from: 'LIS', to: 'FCO', scheduledDeparture: '2026-11-23T08:00', scheduledArrival: '2026-11-23T11:45', ...flight },
  ...fields,
});
const addFlight = (segment: SegmentRequest, airportZones: AirportZones = zones): TourCommand => ({
  type: 'AddSegment',
  data: { dayId: 'day-1', segmentId: 'seg-1', segment, airportZones },
});

/** Lisbon 08:00 (UTC+0 in November) to Rome 11:45 (UTC+1): 2 h 45 in the air. */
const lisbonToRome: SegmentFields = {
  type: 'flight',
  title: 'TP842 to Rome',
  startTime: '08:00',
  durationMinutes: 165,
  location: null,
  notes: '',
  transfer: null,
  flight: {
    flightNumber: 'TP842',
    from: 'LIS',
    to: 'FCO',
    departure: { localTime: '2026-11-23T08:00', timeZone: 'Europe/Lisbon', instant: '2026-11-23T08:00:00.000Z' },
    arrival: { localTime: '2026-11-23T11:45', timeZone: 'Europe/Rome', instant: '2026-11-23T10:45:00.000Z' },
  },
};
const added = (segment: SegmentFields): TourEvent => ({ type: 'SegmentAdded', data: { tourId, dayId: 'day-1', segment: { id: 'seg-1', ...segment } } });
const withFlight = [...tour, added(lisbonToRome)];

describe('AddSegment of a flight', () => {
  it('reads the departure in the origin airport’s zone and the arrival in the destination’s, never in the server’s', () => {
    given(tour).when(addFlight(request())).then(added(lisbonToRome));
  });

  it('starts the segment at the local departure time and lasts the time in the air, even when the flight lands on an earlier date', () => {
    const eastbound = request({ flightNumber: 'JL782', from: 'NRT', to: 'HNL', scheduledDeparture: '2026-11-23T10:00', scheduledArrival: '2026-11-22T22:00' });
    given(tour)
      .when(addFlight(eastbound))
      .then(
        added({
          ...eastbound,
          startTime: '10:00',
          durationMinutes: 420,
          flight: {
            flightNumber: 'JL782',
            from: 'NRT',
            to: 'HNL',
            departure: { localTime: '2026-11-23T10:00', timeZone: 'Asia/Tokyo', instant: '2026-11-23T01:00:00.000Z' },
            arrival: { localTime: '2026-11-22T22:00', timeZone: 'Pacific/Honolulu', instant: '2026-11-23T08:00:00.000Z' },
          },
        }),
      );
  });

  it('reads a time sent with its offset as that instant, shown on the airport’s clock', () => {
    given(tour)
      .when(addFlight(request({ scheduledDeparture: '2026-11-23T09:00:00+01:00', scheduledArrival: '2026-11-23T10:45:00Z' })))
      .then(added(lisbonToRome));
  });

  it('accepts a start time and duration sent with the flight when they say what the flight says', () => {
    given(tour).when(addFlight(request({}, { startTime: '08:00', durationMinutes: 165 }))).then(added(lisbonToRome));
  });

  it('rejects a start time that contradicts the departure', () => {
    const message = 'startTime of a flight is its local departure time (08:00 at LIS); leave startTime out or change flight.scheduledDeparture.';
    given(tour).when(addFlight(request({}, { startTime: '09:00' }))).thenThrows({ code: 'invalid', message, fields: { startTime: message } });
  });

  it('rejects a duration that contradicts the time in the air', () => {
    const message = "durationMinutes of a flight is its time in the air (165 minutes); leave durationMinutes out or change the flight's times.";
    given(tour).when(addFlight(request({}, { durationMinutes: 120 }))).thenThrows({ code: 'invalid', message, fields: { durationMinutes: message } });
  });

  it('rejects a flight that lands before it departs, comparing the local times in their own zones', () => {
    const message = 'scheduledArrival must be after the departure: 2026-11-23T08:30 in Europe/Rome is not after 2026-11-23T08:00 in Europe/Lisbon.';
    given(tour)
      .when(addFlight(request({ scheduledArrival: '2026-11-23T08:30' })))
      .thenThrows({ code: 'invalid', message, fields: { 'flight.scheduledArrival': message } });
  });

  it('rejects an airport whose time zone is not known', () => {
    const message = 'to names XYZ, an airport whose time zone is not known; check the IATA code.';
    given(tour).when(addFlight(request({ to: 'XYZ' }))).thenThrows({ code: 'invalid', message, fields: { 'flight.to': message } });
  });

  it.each([
    ['flightNumber', { flightNumber: 'TAP 842' }, 'flightNumber must be an airline code and a number, like TP1234.'],
    ['from', { from: 'Lisbon' }, 'from must be the 3-letter IATA code of the departure airport, like LIS.'],
    ['scheduledDeparture', { scheduledDeparture: '23/11/2026 08:00' }, 'scheduledDeparture must be the local date and time at the departure airport, like 2026-11-23T08:00.'],
  ] as const)('rejects a malformed %s in words naming the field', (field, flight, message) => {
    given(tour).when(addFlight(request(flight))).thenThrows({ code: 'invalid', message, fields: { [`flight.${field}`]: message } });
  });

  it('accepts a flight that departs before the day window opens: the window governs what the planner schedules, not the airline', () => {
    given(tour)
      .when(addFlight(request({ scheduledDeparture: '2026-11-23T06:10', scheduledArrival: '2026-11-23T09:55' })))
      .then(
        added({
          ...lisbonToRome,
          startTime: '06:10',
          durationMinutes: 165,
          flight: {
            ...lisbonToRome.flight!,
            departure: { localTime: '2026-11-23T06:10', timeZone: 'Europe/Lisbon', instant: '2026-11-23T06:10:00.000Z' },
            arrival: { localTime: '2026-11-23T09:55', timeZone: 'Europe/Rome', instant: '2026-11-23T08:55:00.000Z' },
          },
        }),
      );
  });

  it('accepts a flight that departs after the day window closes', () => {
    given(tour)
      .when(addFlight(request({ scheduledDeparture: '2026-11-23T21:40', scheduledArrival: '2026-11-24T01:20' })))
      .then(
        added({
          ...lisbonToRome,
          startTime: '21:40',
          durationMinutes: 160,
          flight: {
            ...lisbonToRome.flight!,
            departure: { localTime: '2026-11-23T21:40', timeZone: 'Europe/Lisbon', instant: '2026-11-23T21:40:00.000Z' },
            arrival: { localTime: '2026-11-24T01:20', timeZone: 'Europe/Rome', instant: '2026-11-24T00:20:00.000Z' },
          },
        }),
      );
  });

  it('still refuses any other segment that starts outside the day window', () => {
    given(tour)
      .when(addFlight({ type: 'activity', title: 'Sunrise walk', startTime: '06:10', location: null, notes: '', flight: null, transfer: null }))
      .thenThrows({ code: 'invalid', message: 'The segment starts at 06:10, outside the day (07:30 to 17:00).', fields: { startTime: 'Must be between 07:30 and 17:00.' } });
  });
});

describe('moving a flight to another day', () => {
  const nextDay: TourEvent = { type: 'DayAdded', data: { tourId, day: { id: 'day-2', date: '2026-11-24', title: 'Rome', description: '' } } };
  const lastDay: TourEvent = { type: 'DayAdded', data: { tourId, day: { id: 'day-3', date: '2026-11-25', title: 'Home', description: '' } } };
  const move = (toDayId: string): TourCommand => ({ type: 'MoveSegment', data: { segmentId: 'seg-1', toDayId, toIndex: 0 } });

  it('moves its departure and arrival by the days between, local times kept, told beside the move', () => {
    given(withFlight, nextDay, lastDay)
      .when(move('day-3'))
      .then(
        { type: 'SegmentMoved', data: { tourId, segmentId: 'seg-1', fromDayId: 'day-1', toDayId: 'day-3', toIndex: 0 } },
        {
          type: 'SegmentChanged',
          data: {
            tourId,
            dayId: 'day-3',
            segmentId: 'seg-1',
            changes: {
              flight: {
                ...lisbonToRome.flight!,
                departure: { localTime: '2026-11-25T08:00', timeZone: 'Europe/Lisbon', instant: '2026-11-25T08:00:00.000Z' },
                arrival: { localTime: '2026-11-25T11:45', timeZone: 'Europe/Rome', instant: '2026-11-25T10:45:00.000Z' },
              },
            },
          },
        },
      );
  });

  it('moves it back a day when dragged to an earlier day', () => {
    const onDayTwo = [...tour, nextDay, { type: 'SegmentAdded', data: { tourId, dayId: 'day-2', segment: { id: 'seg-1', ...lisbonToRome } } } as TourEvent];
    const events = tourDecider.decide(move('day-1'), onDayTwo.reduce(tourDecider.evolve, tourDecider.initialState), context);
    const folded = [...onDayTwo, ...events].reduce(evolveTour, null)!;
    expect(folded.days[0].segments[0].flight!.departure.localTime).toBe('2026-11-22T08:00');
  });

  it('replays a move recorded before moves re-dated flights as it was read then', () => {
    const recorded: TourEvent = { type: 'SegmentMoved', data: { tourId, segmentId: 'seg-1', fromDayId: 'day-1', toDayId: 'day-2', toIndex: 0 } };
    const folded = [...withFlight, nextDay, recorded].reduce(evolveTour, null)!;
    expect(folded.days[1].segments[0].flight).toEqual(lisbonToRome.flight);
  });
});

describe('ChangeSegment of a flight', () => {
  const change = (changes: Partial<SegmentRequest>): TourCommand => ({ type: 'ChangeSegment', data: { dayId: 'day-1', segmentId: 'seg-1', changes, airportZones: zones } });
  const changed = (changes: Partial<SegmentFields>): TourEvent => ({ type: 'SegmentChanged', data: { tourId, dayId: 'day-1', segmentId: 'seg-1', changes } });

  it('moves the segment’s start and duration with a new departure', () => {
    given(withFlight)
      .when(change({ flight: request({ scheduledDeparture: '2026-11-23T09:00' }).flight }))
      .then(
        changed({
          flight: { ...lisbonToRome.flight!, departure: { localTime: '2026-11-23T09:00', timeZone: 'Europe/Lisbon', instant: '2026-11-23T09:00:00.000Z' } },
          startTime: '09:00',
          durationMinutes: 105,
        }),
      );
  });

  it('rejects a start time that would contradict the flight', () => {
    given(withFlight).when(change({ startTime: '10:00' })).thenThrows({ code: 'invalid', message: /^startTime of a flight is its local departure time \(08:00 at LIS\)/ });
  });

  it('records nothing when the flight is sent again as it is', () => {
    given(withFlight).when(change({ flight: request().flight, title: 'TP842 to Rome' })).thenNothingHappened();
  });
});

describe('a flight on the day’s timeline', () => {
  const walk: Segment = { id: 'seg-2', type: 'activity', title: 'Walk to the hotel', startTime: '09:00', durationMinutes: 30, location: null, notes: '', flight: null, transfer: null };
  const coffee: Segment = { ...walk, id: 'seg-0', title: 'Coffee at the gate', startTime: '07:30', durationMinutes: 15 };

  it('keeps its departure when auto-fill re-times the day, and the next segment follows its landing on the tour’s clock plus the break', () => {
    givenAutoFill(
      withFlight,
      { type: 'SegmentAdded', data: { tourId, dayId: 'day-1', segment: walk } },
      { type: 'SegmentAdded', data: { tourId, dayId: 'day-1', segment: coffee } },
    )
      .when({ type: 'ReorderSegments', data: { dayId: 'day-1', segmentIds: ['seg-0', 'seg-1', 'seg-2'] } })
      .then(
        { type: 'SegmentsReordered', data: { tourId, dayId: 'day-1', segmentIds: ['seg-0', 'seg-1', 'seg-2'] } },
        { type: 'SegmentsRetimed', data: { tourId, dayId: 'day-1', startTimes: { 'seg-2': '12:00' } } },
      );
  });

  it('keeps its local times when the tour moves across a clock change, its instants worked out again', () => {
    const march: TourEvent = { ...created, data: { ...created.data, startDate: '2026-03-27', endDate: '2026-03-29' } } as TourEvent;
    const marchDay: TourEvent = { type: 'DayAdded', data: { tourId, day: { id: 'day-1', date: '2026-03-27', title: '', description: '' } } };
    const state = [march, marchDay]
      .concat(tourDecider.decide(addFlight(request({ scheduledDeparture: '2026-03-27T08:00', scheduledArrival: '2026-03-27T11:45' })), [march, marchDay].reduce(tourDecider.evolve, tourDecider.initialState), context))
      .concat({ type: 'TourShifted', data: { tourId, days: 3 } })
      .reduce(evolveTour, null);
    expect(state!.days[0].segments[0]).toMatchObject({
      startTime: '08:00',
      durationMinutes: 165,
      flight: {
        departure: { localTime: '2026-03-30T08:00', timeZone: 'Europe/Lisbon', instant: '2026-03-30T07:00:00.000Z' },
        arrival: { localTime: '2026-03-30T11:45', timeZone: 'Europe/Rome', instant: '2026-03-30T09:45:00.000Z' },
      },
    });
  });
});

describe('flights recorded before times were local to their airports', () => {
  /** The first shape: instants, entered in the tour's zone; the segment's own start disagreeing with them. */
  const recordedFirst = (scheduledDeparture: string, scheduledArrival: string): TourEvent =>
    ({
      type: 'SegmentAdded',
      data: {
        tourId,
        dayId: 'day-1',
        segment: { ...lisbonToRome, id: 'seg-1', startTime: '08:00', durationMinutes: 120, flight: { flightNumber: 'TP842', from: 'LIS', to: 'FCO', scheduledDeparture, scheduledArrival } },
      },
    }) as unknown as TourEvent;
  const fold = (...events: TourEvent[]) => [...tour, ...events].reduce(evolveTour, null)!.days[0].segments[0];

  it('are read with their instants on the tour’s clock, the segment’s start and duration following from them', () => {
    expect(fold(recordedFirst('2026-11-23T09:00:00+01:00', '2026-11-23T10:45:00Z'))).toMatchObject({
      startTime: '09:00',
      durationMinutes: 165,
      flight: {
        departure: { localTime: '2026-11-23T09:00', timeZone: 'Europe/Rome', instant: '2026-11-23T08:00:00.000Z' },
        arrival: { localTime: '2026-11-23T11:45', timeZone: 'Europe/Rome', instant: '2026-11-23T10:45:00.000Z' },
      },
    });
  });

  it('read a time without offset on the tour’s clock, not on a server’s', () => {
    expect(fold(recordedFirst('2026-11-23T08:00', '2026-11-23T10:00')).flight).toMatchObject({
      departure: { localTime: '2026-11-23T08:00', timeZone: 'Europe/Rome', instant: '2026-11-23T07:00:00.000Z' },
      arrival: { localTime: '2026-11-23T10:00', timeZone: 'Europe/Rome', instant: '2026-11-23T09:00:00.000Z' },
    });
  });

  it('are not re-timed by an earlier re-timing event', () => {
    const retimed: TourEvent = { type: 'SegmentsRetimed', data: { tourId, dayId: 'day-1', startTimes: { 'seg-1': '12:00' } } };
    expect(fold(recordedFirst('2026-11-23T09:00:00+01:00', '2026-11-23T10:45:00Z'), retimed).startTime).toBe('09:00');
  });
});
