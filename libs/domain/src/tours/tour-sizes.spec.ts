// Specifications of the sizes a tour may reach: at most 100 days, at most 50 segments a day, whichever way it grows.
import { deciderSpecification } from '../shared/decider-specification';
import { defaultSettings } from '../settings/settings';
import type { SegmentFields, TourEvent } from './tour';
import { tourDecider } from './tour-commands';
import { TOUR_SIZES } from './tour-sizes';

const given = deciderSpecification(tourDecider, { day: defaultSettings().day });
const tourId = 'tour-1';
const details = { title: 'Long haul', description: '', startDate: '2027-01-01', timezone: 'Europe/Rome' };
const created = (endDate: string): TourEvent => ({ type: 'TourCreated', data: { tourId, ...details, endDate, status: 'DRAFT' } });
const dayAdded = (dayId: string, date: string): TourEvent => ({ type: 'DayAdded', data: { tourId, day: { id: dayId, date, title: '', description: '' } } });
const walk: SegmentFields = { type: 'activity', title: 'Walk', startTime: '09:00', durationMinutes: 60, location: null, notes: '', flight: null, transfer: null };
const segmentAdded = (dayId: string, index: number): TourEvent => ({ type: 'SegmentAdded', data: { tourId, dayId, segment: { ...walk, id: `${dayId}-s${index}` } } });
const fullDay = (dayId: string) => Array.from({ length: TOUR_SIZES.segmentsPerDay }, (_, index) => segmentAdded(dayId, index));
const tooLong = { code: 'invalid' as const, message: 'A tour lasts at most 100 days; 2027-01-01 to 2027-04-11 is 101.' };

describe('the sizes a tour may reach', () => {
  it('states 100 days of 50 segments: a 5,000-segment tour', () => {
    expect(TOUR_SIZES.daysPerTour * TOUR_SIZES.segmentsPerDay).toBe(5000);
  });

  it('creates a tour of 100 days, and refuses one of 101, naming the end date', () => {
    given().when({ type: 'CreateTour', data: { tourId, ...details, endDate: '2027-04-10' } }).then(created('2027-04-10'));
    given()
      .when({ type: 'CreateTour', data: { tourId, ...details, endDate: '2027-04-11' } })
      .thenThrows({ ...tooLong, fields: { endDate: 'At most 100 days from the start date, both included.' } });
  });

  it('refuses to lengthen a tour beyond 100 days', () => {
    given(created('2027-04-10')).when({ type: 'ChangeTourDetails', data: { changes: { endDate: '2027-04-11' } } }).thenThrows(tooLong);
  });

  it('refuses to insert a day that would push the tour beyond 100 days, naming the date', () => {
    given(created('2027-04-10'), dayAdded('last', '2027-04-10'))
      .when({ type: 'InsertDay', data: { dayId: 'new', date: '2027-04-10', title: '', description: '' } })
      .thenThrows({ ...tooLong, fields: { date: 'At most 100 days from the start date, both included.' } });
  });

  it('adds a 50th segment to a day, and refuses a 51st, naming the day', () => {
    const almost = fullDay('d1').slice(1);
    given(created('2027-01-02'), dayAdded('d1', '2027-01-01'), ...almost)
      .when({ type: 'AddSegment', data: { dayId: 'd1', segmentId: 'last', segment: { ...walk, flight: null } } })
      .then({ type: 'SegmentAdded', data: { tourId, dayId: 'd1', segment: { ...walk, id: 'last' } } });
    given(created('2027-01-02'), dayAdded('d1', '2027-01-01'), ...fullDay('d1'))
      .when({ type: 'AddSegment', data: { dayId: 'd1', segmentId: 'one-more', segment: { ...walk, flight: null } } })
      .thenThrows({ code: 'invalid', message: 'A day holds at most 50 segments; Fri 1 Jan has 50.', fields: { segments: 'At most 50 segments a day.' } });
  });

  it('refuses to move a segment into a full day', () => {
    given(created('2027-01-02'), dayAdded('d1', '2027-01-01'), dayAdded('d2', '2027-01-02'), ...fullDay('d1'), segmentAdded('d2', 0))
      .when({ type: 'MoveSegment', data: { segmentId: 'd2-s0', toDayId: 'd1', toIndex: 0 } })
      .thenThrows({ code: 'invalid', message: 'A day holds at most 50 segments; Fri 1 Jan has 50.' });
  });

  it('refuses a copied plan with a day of more than 50 segments', () => {
    const day = { id: 'd1', date: '2027-01-01', title: '', description: '', segments: Array.from({ length: 51 }, (_, index) => ({ ...walk, id: `s${index}` })) };
    given()
      .when({ type: 'CreateTour', data: { tourId, ...details, endDate: '2027-01-01', days: [day] } })
      .thenThrows({ code: 'invalid', message: 'A day holds at most 50 segments; Fri 1 Jan has 51.' });
  });
});
