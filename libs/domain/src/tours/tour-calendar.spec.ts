// Specifications of the tour calendar: running today and departing in the next 7 days, each tour on its own zone's date.
import { periodDateBounds, periodOf, tourToday, type CalendarTour } from './tour-calendar';

/** 23:30 UTC on 10 March 2026: already the 11th in Tokyo, still the 10th in Lisbon and New York. */
const NOW = Date.parse('2026-03-10T23:30:00Z');
const tour = (fields: Partial<CalendarTour>): CalendarTour => ({ startDate: '2026-03-11', endDate: '2026-03-14', timezone: 'Asia/Tokyo', status: 'CONFIRMED', ...fields });

describe('tour calendar', () => {
  it('reads today in the tour’s own time zone', () => {
    expect(tourToday('Asia/Tokyo', NOW)).toBe('2026-03-11');
    expect(tourToday('Europe/Lisbon', NOW)).toBe('2026-03-10');
    expect(tourToday('Pacific/Kiritimati', NOW)).toBe('2026-03-11');
    expect(tourToday('Pacific/Pago_Pago', NOW)).toBe('2026-03-10');
  });

  it('counts a tour starting on its zone’s today as running, even when UTC is still on the day before', () => {
    expect(periodOf(tour({}), NOW)).toBe('running-today');
    expect(periodOf(tour({ timezone: 'Europe/Lisbon' }), NOW)).toBe('departing-next-7-days');
  });

  it('counts a tour ending on its zone’s today as running, and not once that day is over there', () => {
    expect(periodOf(tour({ startDate: '2026-03-05', endDate: '2026-03-10', timezone: 'America/New_York' }), NOW)).toBe('running-today');
    expect(periodOf(tour({ startDate: '2026-03-05', endDate: '2026-03-10', timezone: 'Asia/Tokyo' }), NOW)).toBeNull();
  });

  it('counts departures from tomorrow up to today + 7 days, not beyond', () => {
    expect(periodOf(tour({ startDate: '2026-03-18', endDate: '2026-03-20' }), NOW)).toBe('departing-next-7-days');
    expect(periodOf(tour({ startDate: '2026-03-19', endDate: '2026-03-20' }), NOW)).toBeNull();
  });

  it('leaves drafts and cancelled tours off the calendar', () => {
    expect(periodOf(tour({ status: 'DRAFT' }), NOW)).toBeNull();
    expect(periodOf(tour({ status: 'CANCELLED' }), NOW)).toBeNull();
    expect(periodOf(tour({ status: 'IN_PROGRESS' }), NOW)).toBe('running-today');
  });

  it('bounds every zone’s period by dates around UTC’s', () => {
    expect(periodDateBounds(NOW)).toEqual({ startOnOrBefore: '2026-03-18', endOnOrAfter: '2026-03-09' });
  });
});
