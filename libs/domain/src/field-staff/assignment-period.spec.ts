// Specifications of assignment periods: whole tour, day and segment, written in the tour's time zone.
import type { Day } from '../tours/tour';
import { assignmentPeriod } from './assignment-period';

const window = { startTime: '07:30', endTime: '17:00' };
const segment = (id: string, startTime: string, durationMinutes: number) => ({
  id,
  type: 'activity' as const,
  title: `Segment ${id}`,
  startTime,
  durationMinutes,
  location: null,
  notes: '',
  flight: null,
  transfer: null,
});
const day = (id: string, date: string, segments = [segment('seg-1', '09:00', 90)]): Day => ({ id, date, title: '', description: '', segments });
const tour = { startDate: '2025-06-10', endDate: '2025-06-12', timezone: 'Europe/Rome', days: [day('day-1', '2025-06-10'), day('day-3', '2025-06-12', [])] };

describe('the period of an assignment', () => {
  it('covers the whole tour from midnight of its first date to midnight after its last', () => {
    expect(assignmentPeriod(tour, {}, window)).toEqual({ from: '2025-06-10T00:00:00+02:00', to: '2025-06-13T00:00:00+02:00' });
  });

  it('follows the offset change within a tour', () => {
    const acrossChange = { ...tour, startDate: '2025-10-25', endDate: '2025-10-26' };
    expect(assignmentPeriod(acrossChange, {}, window)).toEqual({ from: '2025-10-25T00:00:00+02:00', to: '2025-10-27T00:00:00+01:00' });
  });

  it('covers a day’s window on its date', () => {
    expect(assignmentPeriod(tour, { dayId: 'day-3' }, window)).toEqual({ from: '2025-06-12T07:30:00+02:00', to: '2025-06-12T17:00:00+02:00' });
  });

  it('widens a day to the segments planned outside its window', () => {
    const long = { ...tour, days: [day('day-1', '2025-06-10', [segment('early', '06:00', 30), segment('late', '16:30', 240)])] };
    expect(assignmentPeriod(long, { dayId: 'day-1' }, window)).toEqual({ from: '2025-06-10T06:00:00+02:00', to: '2025-06-10T20:30:00+02:00' });
  });

  it('covers a segment from its start for its duration, past midnight if need be', () => {
    expect(assignmentPeriod(tour, { dayId: 'day-1', segmentId: 'seg-1' }, window)).toEqual({ from: '2025-06-10T09:00:00+02:00', to: '2025-06-10T10:30:00+02:00' });
    const night = { ...tour, days: [day('day-1', '2025-06-10', [segment('night', '16:00', 600)])] };
    expect(assignmentPeriod(night, { dayId: 'day-1', segmentId: 'night' }, window)).toEqual({ from: '2025-06-10T16:00:00+02:00', to: '2025-06-11T02:00:00+02:00' });
  });

  it.each<[string, { dayId?: string; segmentId?: string }, Record<string, string>]>([
    ['a day not on the tour', { dayId: 'day-9' }, { dayId: 'Must be a day of the tour.' }],
    ['a segment not on the day', { dayId: 'day-3', segmentId: 'seg-1' }, { segmentId: 'Must be a segment of the chosen day.' }],
    ['a segment without its day', { segmentId: 'seg-1' }, { dayId: 'Required with a segment.' }],
  ])('rejects %s', (_, scope, fields) => {
    expect(() => assignmentPeriod(tour, scope, window)).toThrow(expect.objectContaining({ code: 'invalid', fields }));
  });

  it('rejects a segment that lasts no time', () => {
    const instant = { ...tour, days: [day('day-1', '2025-06-10', [segment('zero', '09:00', 0)])] };
    expect(() => assignmentPeriod(instant, { dayId: 'day-1', segmentId: 'zero' }, window)).toThrow(expect.objectContaining({ code: 'invalid', fields: { segmentId: 'The segment needs a duration.' } }));
  });
});
