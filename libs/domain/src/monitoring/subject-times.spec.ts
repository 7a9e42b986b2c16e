// Specifications of where a watched subject's time happens: the tour's clock, a flight's airports, an airport's weather on that airport's clock.
import { clockTime, journeyTimes } from '../shared/operational-time';
import { airportTime } from '../tours/flight-schedule';
import type { Segment, Tour } from '../tours/tour';
import { romeWeek } from './monitoring.fixtures';
import { subjectTimes } from './subject-times';
import { watchedSubjects } from './watched-subjects';

const segment = (fields: Partial<Segment> & Pick<Segment, 'id' | 'type' | 'startTime' | 'durationMinutes'>): Segment => ({ title: fields.id, location: null, notes: '', flight: null, transfer: null, ...fields });
const osakaCastle = { name: 'Osaka Castle', lat: 34.69, lng: 135.53 };
const kansai = { name: 'Kansai airport', lat: 34.43, lng: 135.24 };

/** A Kyoto tour (Asia/Tokyo) that flies in from Taipei (Asia/Taipei, an hour behind) and leaves for Honolulu across the date line. */
const kyoto: Tour = {
  ...romeWeek,
  id: 'kyoto',
  timezone: 'Asia/Tokyo',
  startDate: '2026-11-28',
  endDate: '2026-12-01',
  days: [
    {
      id: 'k1',
      date: '2026-11-28',
      title: 'Arrival',
      description: '',
      segments: [
        segment({ id: 'br127', type: 'flight', startTime: '08:05', durationMinutes: 135, flight: { flightNumber: 'BR127', from: 'TPE', to: 'KIX', departure: airportTime('2026-11-28T08:05', 'Asia/Taipei'), arrival: airportTime('2026-11-28T11:20', 'Asia/Tokyo') } }),
        segment({ id: 'haruka', type: 'transfer', startTime: '13:05', durationMinutes: 75, transfer: { from: kansai, to: osakaCastle, plannedDurationMinutes: 70 } }),
        segment({ id: 'castle', type: 'activity', startTime: '09:00', durationMinutes: 120, location: osakaCastle }),
      ],
    },
    {
      id: 'k3',
      date: '2026-12-01',
      title: 'Home',
      description: '',
      segments: [segment({ id: 'ua', type: 'flight', startTime: '00:30', durationMinutes: 420, flight: { flightNumber: 'UA902', from: 'NRT', to: 'HNL', departure: airportTime('2026-12-01T00:30', 'Asia/Tokyo'), arrival: airportTime('2026-11-30T12:30', 'Pacific/Honolulu') } })],
    },
  ],
};

const timesOf = (tour: Tour, id: string) => {
  const subject = watchedSubjects(tour, '2026-01-01T00:00:00Z').find((candidate) => candidate.id === id);
  if (!subject) throw new Error(`no subject ${id}`);
  return subjectTimes(tour, subject);
};

describe('subjectTimes: where a watched subject happens', () => {
  it('given a tour in Tokyo, reads an activity at 09:00 on the tour’s clock, unnamed in the tour’s frame', () => {
    const { starts } = timesOf(kyoto, 'kyoto/weather:castle');
    expect(starts).toEqual({ instant: '2026-11-28T00:00:00.000Z', timeZone: 'Asia/Tokyo' });
    expect(clockTime(starts.instant, starts, kyoto.timezone)).toBe('09:00');
  });

  it('given a flight from Taipei, reads its departure at TPE and its arrival at KIX, each on its own clock', () => {
    const { starts, ends } = timesOf(kyoto, 'kyoto/flight:br127');
    expect(starts).toEqual({ instant: '2026-11-28T00:05:00.000Z', timeZone: 'Asia/Taipei', name: 'TPE' });
    expect(ends).toEqual({ instant: '2026-11-28T02:20:00.000Z', timeZone: 'Asia/Tokyo', name: 'KIX' });
    expect(journeyTimes(starts, ends)).toBe('08:05 TPE → 11:20 KIX');
  });

  it('reads the weather at each end of a flight on that airport’s clock, named by its code', () => {
    const departure = timesOf(kyoto, 'kyoto/weather:br127:from').starts;
    const arrival = timesOf(kyoto, 'kyoto/weather:br127:to').starts;
    expect(departure).toMatchObject({ timeZone: 'Asia/Taipei', name: 'TPE' });
    expect(clockTime(departure.instant, departure, kyoto.timezone)).toBe('07:05 TPE');
    expect(arrival).toMatchObject({ timeZone: 'Asia/Tokyo', name: 'KIX' });
    expect(clockTime(arrival.instant, arrival, kyoto.timezone)).toBe('11:20 KIX');
  });

  it('reads a transfer and the weather at its ends on the tour’s clock', () => {
    expect(timesOf(kyoto, 'kyoto/transfer:haruka').starts).toEqual({ instant: '2026-11-28T04:05:00.000Z', timeZone: 'Asia/Tokyo' });
    expect(timesOf(kyoto, 'kyoto/weather:haruka:to').ends.timeZone).toBe('Asia/Tokyo');
  });

  it('given a flight across the date line, lands on the day before where it lands', () => {
    const { starts, ends } = timesOf(kyoto, 'kyoto/flight:ua');
    expect(ends).toMatchObject({ timeZone: 'Pacific/Honolulu', name: 'HNL' });
    expect(journeyTimes(starts, ends)).toBe('00:30 NRT → 12:30 HNL (-1)');
  });

  it('given the day Rome’s clocks go forward, reads 09:00 as 09:00 there (07:00 UTC, not 08:00)', () => {
    const springForward: Tour = { ...romeWeek, days: [{ ...romeWeek.days[1], date: '2026-03-29', segments: [segment({ id: 'a2', type: 'activity', startTime: '09:00', durationMinutes: 60, location: osakaCastle })] }] };
    const { starts } = timesOf(springForward, 'tour-1/weather:a2');
    expect(starts.instant).toBe('2026-03-29T07:00:00.000Z');
    expect(clockTime(starts.instant, starts, 'Europe/Rome')).toBe('09:00');
    expect(clockTime(starts.instant, starts)).toBe('09:00 Rome');
  });
});
