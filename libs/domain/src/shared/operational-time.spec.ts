// Specifications of the time rule: every operational time reads as the wall clock where it happens, its clock named where it is not the reader's.
import { clockDateTime, clockTime, dayLabel, dayOffset, journeyTimes, zoneName } from './operational-time';

describe('the clock where a time happens', () => {
  it('reads a segment in its tour’s zone, whatever zone the reader is in', () => {
    expect(clockTime('2026-11-28T00:00:00Z', { timeZone: 'Asia/Tokyo' }, 'Asia/Tokyo')).toBe('09:00');
    expect(clockDateTime('2026-11-28T00:00:00Z', { timeZone: 'Asia/Tokyo' }, 'Asia/Tokyo')).toBe('Sat 28 Nov 09:00');
  });

  it('names the clock when there is no frame, as a list of many tours reads', () => {
    expect(clockDateTime('2026-11-28T09:00:00Z', { timeZone: 'Europe/Rome' })).toBe('Sat 28 Nov 10:00 Rome');
    expect(clockTime('2026-11-28T09:00:00Z', { timeZone: 'America/New_York' })).toBe('04:00 New York');
  });

  it('names the clock within a tour’s frame only where it is another zone or an airport', () => {
    expect(clockTime('2026-11-28T03:20:00Z', { timeZone: 'Asia/Tokyo' }, 'Asia/Taipei')).toBe('12:20 Tokyo');
    expect(clockTime('2026-11-28T03:20:00Z', { timeZone: 'Asia/Tokyo', name: 'KIX' }, 'Asia/Tokyo')).toBe('12:20 KIX');
  });

  it('follows the clock changes of the zone where it happens, not the reader’s', () => {
    expect(clockTime('2026-03-29T00:30:00Z', { timeZone: 'Europe/Lisbon' }, 'Europe/Lisbon')).toBe('00:30');
    expect(clockTime('2026-03-29T01:30:00Z', { timeZone: 'Europe/Lisbon' }, 'Europe/Lisbon')).toBe('02:30');
    expect(clockTime('2026-03-08T06:30:00Z', { timeZone: 'America/New_York' }, 'America/New_York')).toBe('01:30');
    expect(clockTime('2026-03-08T07:30:00Z', { timeZone: 'America/New_York' }, 'America/New_York')).toBe('03:30');
  });

  it('names a zone by its city', () => {
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneName('UTC')).toBe('UTC');
  });

  it('writes a date with its weekday', () => {
    expect(dayLabel('2026-12-14')).toBe('Mon 14 Dec');
  });
});

describe('a flight’s times', () => {
  const taipeiToKansai = {
    departure: { instant: '2026-11-28T00:05:00Z', timeZone: 'Asia/Taipei', name: 'TPE' },
    arrival: { instant: '2026-11-28T03:20:00Z', timeZone: 'Asia/Tokyo', name: 'KIX' },
  };

  it('reads the departure at the origin airport and the arrival at the destination', () => {
    expect(journeyTimes(taipeiToKansai.departure, taipeiToKansai.arrival)).toBe('08:05 TPE → 12:20 KIX');
  });

  it('says when it lands on a later date there, and an earlier one across the date line', () => {
    const tokyoToHonolulu = {
      departure: { instant: '2026-11-28T16:00:00Z', timeZone: 'Asia/Tokyo', name: 'HND' },
      arrival: { instant: '2026-11-28T23:00:00Z', timeZone: 'Pacific/Honolulu', name: 'HNL' },
    };
    expect(journeyTimes(tokyoToHonolulu.departure, tokyoToHonolulu.arrival)).toBe('01:00 HND → 13:00 HNL (-1)');
    const lisbonToTokyo = {
      departure: { instant: '2026-11-28T20:00:00Z', timeZone: 'Europe/Lisbon', name: 'LIS' },
      arrival: { instant: '2026-11-29T10:00:00Z', timeZone: 'Asia/Tokyo', name: 'NRT' },
    };
    expect(dayOffset(lisbonToTokyo.departure, lisbonToTokyo.arrival)).toBe(1);
    expect(journeyTimes(lisbonToTokyo.departure, lisbonToTokyo.arrival)).toBe('20:00 LIS → 19:00 NRT (+1)');
  });
});
