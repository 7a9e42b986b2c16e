// Specifications of wall-clock times in IANA zones: instants, offsets, clock changes, and what counts as a local date and time.
import { addMinutesToWallClock, instantInZone, instantOfWallClock, isInstantWithOffset, isLocalDateTime, wallClockAt } from './zoned-time';

describe('instants in a time zone', () => {
  it('writes an instant with the zone’s offset, summer and winter', () => {
    expect(instantInZone(Date.parse('2025-06-10T06:00:00Z'), 'Europe/Rome')).toBe('2025-06-10T08:00:00+02:00');
    expect(instantInZone(Date.parse('2025-01-10T06:00:00Z'), 'Europe/Rome')).toBe('2025-01-10T07:00:00+01:00');
    expect(instantInZone(Date.parse('2025-01-10T06:00:00Z'), 'America/New_York')).toBe('2025-01-10T01:00:00-05:00');
    expect(instantInZone(Date.parse('2025-01-10T06:00:00Z'), 'UTC')).toBe('2025-01-10T06:00:00+00:00');
    expect(instantInZone(Date.parse('2025-01-10T06:00:00Z'), 'Asia/Kolkata')).toBe('2025-01-10T11:30:00+05:30');
  });

  it('finds the instant of a wall-clock time, across clock changes', () => {
    expect(new Date(instantOfWallClock('2025-06-10T08:00', 'Europe/Rome')).toISOString()).toBe('2025-06-10T06:00:00.000Z');
    expect(new Date(instantOfWallClock('2025-03-30T01:30', 'Europe/Rome')).toISOString()).toBe('2025-03-30T00:30:00.000Z');
    expect(new Date(instantOfWallClock('2025-03-30T03:30', 'Europe/Rome')).toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('moves a time skipped by the spring clock change past the gap, and takes the first of a repeated time', () => {
    expect(instantInZone(instantOfWallClock('2025-03-30T02:30', 'Europe/Rome'), 'Europe/Rome')).toBe('2025-03-30T03:30:00+02:00');
    expect(instantInZone(instantOfWallClock('2025-10-26T02:30', 'Europe/Rome'), 'Europe/Rome')).toBe('2025-10-26T02:30:00+02:00');
  });
  it('answers a wall clock asked again, in another zone, or past the kept ones, as the first time', () => {
    const asked = (wallClock: string, zone: string) => new Date(instantOfWallClock(wallClock, zone)).toISOString();
    expect(asked('2025-03-30T02:30', 'Europe/Rome')).toBe(asked('2025-03-30T02:30', 'Europe/Rome'));
    expect(asked('2025-03-30T02:30', 'America/New_York')).toBe('2025-03-30T06:30:00.000Z');
    for (let minute = 0; minute < 25_000; minute++) instantOfWallClock(addMinutesToWallClock('2025-01-01T00:00', minute), 'Asia/Tokyo');
    expect(asked('2025-03-30T02:30', 'Europe/Rome')).toBe('2025-03-30T01:30:00.000Z');
    expect(() => instantOfWallClock('2025-03-30 02:30', 'Europe/Rome')).toThrow(RangeError);
  });
});

describe('wall clocks of a zone', () => {
  it('reads the wall clock of an instant in a zone, summer and winter', () => {
    expect(wallClockAt(Date.parse('2026-11-23T08:00:00Z'), 'Europe/Lisbon')).toBe('2026-11-23T08:00');
    expect(wallClockAt(Date.parse('2025-06-10T07:00:00Z'), 'Europe/Rome')).toBe('2025-06-10T09:00');
    expect(wallClockAt(Date.parse('2025-06-10T13:00:00Z'), 'America/New_York')).toBe('2025-06-10T09:00');
  });

  it('moves a wall-clock time by minutes across midnight', () => {
    expect(addMinutesToWallClock('2026-11-23T23:30', 45)).toBe('2026-11-24T00:15');
    expect(addMinutesToWallClock('not a time', 45)).toBe('');
  });

  it.each(['2026-11-23T08:00', '2024-02-29T23:59'])('takes %s as a local date and time', (value) => {
    expect(isLocalDateTime(value)).toBe(true);
  });

  it.each(['2026-11-23T08:00Z', '2026-11-23T08:00:00+01:00', '2026-11-31T08:00', '2023-02-29T08:00', '2026-11-23 08:00', '2026-11-23T24:00', 20261123])(
    'does not take %p as a local date and time',
    (value) => {
      expect(isLocalDateTime(value)).toBe(false);
    },
  );

  it('tells an instant that names its offset from a local time', () => {
    expect(isInstantWithOffset('2026-11-23T08:00:00Z')).toBe(true);
    expect(isInstantWithOffset('2026-11-23T08:00+01:00')).toBe(true);
    expect(isInstantWithOffset('2026-11-23T08:00')).toBe(false);
    expect(isInstantWithOffset('2026-11-23')).toBe(false);
  });
});
