// Specifications of calendar dates: YYYY-MM-DD, real days only, stepped without time zones.
import { addDays, daysBetween, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it.each(['2025-01-01', '2025-12-31', '2025-04-30', '1999-06-15'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2024-02-29', '2000-02-29', '2400-02-29'])('accepts the 29th of February in the leap year of %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2100-02-29'])('refuses the 29th of February in a common year (%s)', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });

  it.each(['2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32'])('refuses the day that does not exist %s', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });

  it.each(['2025-1-5', '25-01-05', '2025/01/05', '05-01-2025', '2025-01-05T00:00:00Z', ' 2025-01-05', '', 20250105, null, undefined])(
    'refuses %p, which is not written YYYY-MM-DD',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it('counts whole days between two dates, negative when going back', () => {
    expect(daysBetween('2025-06-10', '2025-06-14')).toBe(4);
    expect(daysBetween('2025-06-14', '2025-06-10')).toBe(-4);
    expect(daysBetween('2025-06-10', '2025-06-10')).toBe(0);
  });

  it('counts the leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('is not fooled by daylight saving changes', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
  });

  it('steps days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-06-10', 0)).toBe('2025-06-10');
  });
});
