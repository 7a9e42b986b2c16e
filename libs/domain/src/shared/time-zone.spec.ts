// Specifications of tour time zones: IANA names the runtime knows.
import { isTimeZone } from './time-zone';

describe('time zones', () => {
  it.each(['Europe/Rome', 'America/New_York', 'Asia/Kathmandu', 'UTC'])('accepts %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', 'Europe/Atlantis', 'not a zone', '', 'A'.repeat(65), 1, null, undefined])('refuses %p', (value) => {
    expect(isTimeZone(value)).toBe(false);
  });

  it('given a zone asked twice, and a spelling the database accepts but does not use, then each answers the same every time', () => {
    for (let time = 0; time < 2; time++) {
      expect(isTimeZone('Europe/Rome')).toBe(true);
      expect(isTimeZone('europe/rome')).toBe(true);
      expect(isTimeZone('Europe/Romee')).toBe(false);
    }
  });
});
