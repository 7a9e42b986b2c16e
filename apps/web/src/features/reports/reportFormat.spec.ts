// How plan-versus-actual times read: on the tour's clock unnamed, a flight's at its airports, the day written where it is not the row's.
import type { TourPerformanceReport } from '@tourops/contracts';
import { actualTimes, plannedTimes } from './reportFormat';

type Row = TourPerformanceReport['planVersusActual']['rows'][number];
const row = (overrides: Partial<Row>): Row => ({
  tourId: 't',
  tourTitle: 'Tour',
  dayId: 'd',
  date: '2026-11-27',
  segmentId: 's',
  segmentTitle: 'Segment',
  segmentType: 'accommodation',
  plannedStart: '2026-11-27T05:00:00.000Z',
  plannedEnd: '2026-11-27T05:30:00.000Z',
  actualStart: '2026-11-27T05:25:00.000Z',
  actualEnd: null,
  differenceMinutes: 25,
  source: 'tracking',
  timeZone: 'Asia/Tokyo',
  startClock: { timeZone: 'Asia/Tokyo' },
  endClock: { timeZone: 'Asia/Tokyo' },
  ...overrides,
});

describe('plan versus actual times', () => {
  it('reads a Tokyo check-in at 14:00 on the tour’s clock, whatever the reader’s zone', () => {
    expect(plannedTimes(row({}))).toBe('14:00 – 14:30');
    expect(actualTimes(row({}))).toBe('14:25');
  });

  it('reads a flight at its airports, with the day where it lands on another date', () => {
    const flight = row({
      date: '2026-11-01',
      segmentType: 'flight',
      timeZone: 'America/New_York',
      plannedStart: '2026-11-01T22:30:00.000Z',
      plannedEnd: '2026-11-02T06:55:00.000Z',
      actualStart: '2026-11-01T22:50:00.000Z',
      actualEnd: '2026-11-02T07:20:00.000Z',
      startClock: { timeZone: 'America/New_York', name: 'JFK' },
      endClock: { timeZone: 'Europe/Rome', name: 'FCO' },
    });
    expect(plannedTimes(flight)).toBe('17:30 JFK – Mon 2 Nov 07:55 FCO');
    expect(actualTimes(flight)).toBe('17:50 JFK – Mon 2 Nov 08:20 FCO');
  });
});
