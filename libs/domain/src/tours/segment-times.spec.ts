// Specifications of where a segment's times happen: a flight at its airports, anything else on its tour's clock.
import { airportTime } from './flight-schedule';
import { segmentTimes } from './segment-times';

const plain = { startTime: '09:00', durationMinutes: 90, flight: null };

describe('segmentTimes', () => {
  it('reads a segment at its start time on its day in the tour’s zone, and ends after its duration', () => {
    expect(segmentTimes('Asia/Tokyo', { date: '2026-11-28' }, plain)).toEqual({
      starts: { instant: '2026-11-28T00:00:00.000Z', timeZone: 'Asia/Tokyo' },
      ends: { instant: '2026-11-28T01:30:00.000Z', timeZone: 'Asia/Tokyo' },
    });
  });

  it('reads a flight at its airports, whatever its tour’s zone, each end named by its code', () => {
    const flight = { flightNumber: 'BR127', from: 'TPE', to: 'KIX', departure: airportTime('2026-11-28T08:05', 'Asia/Taipei'), arrival: airportTime('2026-11-28T11:20', 'Asia/Tokyo') };
    expect(segmentTimes('Asia/Tokyo', { date: '2026-11-28' }, { ...plain, flight })).toEqual({
      starts: { instant: '2026-11-28T00:05:00.000Z', timeZone: 'Asia/Taipei', name: 'TPE' },
      ends: { instant: '2026-11-28T02:20:00.000Z', timeZone: 'Asia/Tokyo', name: 'KIX' },
    });
  });

  it('given the day New York’s clocks go forward, reads 09:00 at UTC-4 (13:00 UTC)', () => {
    expect(segmentTimes('America/New_York', { date: '2026-03-08' }, plain).starts.instant).toBe('2026-03-08T13:00:00.000Z');
  });
});
