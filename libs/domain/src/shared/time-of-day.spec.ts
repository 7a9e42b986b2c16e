// Specifications of times of day and the day-window rules of SPEC.md §5, with the §9 defaults.
import { defaultSettings } from '../settings/settings';
import { MAX_BREAK_MINUTES, dayWindowProblems, fromMinutes, isTimeOfDay, isWithinDay, nextAvailableTime, toMinutes } from './time-of-day';

const defaultDay = defaultSettings().day;

describe('times of day', () => {
  it.each(['00:00', '07:30', '12:05', '23:59'])('accepts %s as a time of day', (time) => {
    expect(isTimeOfDay(time)).toBe(true);
  });

  it.each(['24:00', '7:30', '07:3', '12:60', '0730', '07:30:00', ' 07:30', '', 'noon', 730, null, undefined])(
    'refuses %p as a time of day',
    (value) => {
      expect(isTimeOfDay(value)).toBe(false);
    },
  );

  it('counts minutes since midnight', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('07:30')).toBe(450);
    expect(toMinutes('23:59')).toBe(1439);
  });

  it('refuses to count minutes of something that is not a time of day', () => {
    expect(() => toMinutes('25:00')).toThrow(RangeError);
  });

  it('formats minutes as HH:MM with leading zeros', () => {
    expect(fromMinutes(0)).toBe('00:00');
    expect(fromMinutes(65)).toBe('01:05');
    expect(fromMinutes(1439)).toBe('23:59');
  });

  it('wraps minutes past midnight, forwards and backwards', () => {
    expect(fromMinutes(1440)).toBe('00:00');
    expect(fromMinutes(1500)).toBe('01:00');
    expect(fromMinutes(3 * 1440 + 5)).toBe('00:05');
    expect(fromMinutes(-15)).toBe('23:45');
  });

  it('rounds to the nearest minute', () => {
    expect(fromMinutes(90.4)).toBe('01:30');
    expect(fromMinutes(90.6)).toBe('01:31');
  });
});

describe('the day window', () => {
  it('defaults to 07:30 to 17:00 with 15 minutes between segments', () => {
    expect(defaultDay).toEqual({ startTime: '07:30', endTime: '17:00', breakBetweenSegments: 15 });
  });

  it.each(['07:30', '12:00', '17:00'])('allows %s within the default day, both ends included', (time) => {
    expect(isWithinDay(time, defaultDay)).toBe(true);
  });

  it.each(['00:00', '07:29', '17:01', '23:59'])('does not allow %s within the default day', (time) => {
    expect(isWithinDay(time, defaultDay)).toBe(false);
  });

  it("follows the organization's own window", () => {
    const lateDay = { startTime: '10:00', endTime: '22:30' };
    expect(isWithinDay('09:59', lateDay)).toBe(false);
    expect(isWithinDay('10:00', lateDay)).toBe(true);
    expect(isWithinDay('22:30', lateDay)).toBe(true);
    expect(isWithinDay('22:31', lateDay)).toBe(false);
  });

  it('allows only that minute in a window that starts and ends at the same time', () => {
    expect(isWithinDay('12:00', { startTime: '12:00', endTime: '12:00' })).toBe(true);
    expect(isWithinDay('12:01', { startTime: '12:00', endTime: '12:00' })).toBe(false);
  });
});

describe('next available time', () => {
  it('is the time plus the break when no duration is given', () => {
    expect(nextAvailableTime('09:00', 15)).toBe('09:15');
  });

  it('is the time plus the duration plus the break', () => {
    expect(nextAvailableTime('09:00', 15, 60)).toBe('10:15');
    expect(nextAvailableTime('07:30', 15, 135)).toBe('10:00');
  });

  it('follows the default break of 15 minutes from the start of the default day', () => {
    expect(nextAvailableTime(defaultDay.startTime, defaultDay.breakBetweenSegments)).toBe('07:45');
  });

  it('is the end of the segment when there is no break', () => {
    expect(nextAvailableTime('16:20', 0, 40)).toBe('17:00');
  });

  it('carries minutes into hours', () => {
    expect(nextAvailableTime('09:50', 15)).toBe('10:05');
  });

  it('wraps past midnight', () => {
    expect(nextAvailableTime('23:50', 15)).toBe('00:05');
    expect(nextAvailableTime('22:30', 15, 120)).toBe('00:45');
  });
});

describe('the day window an organization sets', () => {
  it('finds nothing wrong with the defaults, a whole day, or the longest break', () => {
    expect(dayWindowProblems(defaultDay)).toEqual({});
    expect(dayWindowProblems({ startTime: '00:00', endTime: '23:59', breakBetweenSegments: MAX_BREAK_MINUTES })).toEqual({});
  });

  it.each<[string, object, Record<string, string>]>([
    ['an end before the start', { startTime: '18:00', endTime: '08:00', breakBetweenSegments: 15 }, { endTime: 'The day must end after it starts.' }],
    ['an end at the start', { startTime: '08:00', endTime: '08:00', breakBetweenSegments: 15 }, { endTime: 'The day must end after it starts.' }],
    ['times not written HH:MM', { startTime: '8am', endTime: '24:00', breakBetweenSegments: 15 }, { startTime: 'A time as HH:MM (00:00 to 23:59).', endTime: 'A time as HH:MM (00:00 to 23:59).' }],
    ['a break too long', { startTime: '08:00', endTime: '18:00', breakBetweenSegments: 241 }, { breakBetweenSegments: 'Whole minutes from 0 to 240.' }],
    ['a negative break', { startTime: '08:00', endTime: '18:00', breakBetweenSegments: -5 }, { breakBetweenSegments: 'Whole minutes from 0 to 240.' }],
    ['a break in part minutes', { startTime: '08:00', endTime: '18:00', breakBetweenSegments: 7.5 }, { breakBetweenSegments: 'Whole minutes from 0 to 240.' }],
  ])('names what is wrong with %s', (_, day, problems) => {
    expect(dayWindowProblems(day as Parameters<typeof dayWindowProblems>[0])).toEqual(problems);
  });
});
