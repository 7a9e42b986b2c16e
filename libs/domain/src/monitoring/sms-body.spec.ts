// Specifications of an SMS body: the subject where it happens, every measure crossed, the tour shortened first, GSM-7 within 160 characters.
import { romeLongWeekend } from './monitoring.fixtures';
import { gsm7, smsBodyOf } from './sms-body';
import { subjectWords } from './subject-words';

const flight = subjectWords('tour-r/flight:az', romeLongWeekend);

describe('smsBodyOf', () => {
  it('names the subject and its time where it happens, every measure crossed, and the tour, in one GSM-7 segment', () => {
    const body = smsBodyOf({
      level: 'CRITICAL',
      about: flight,
      crossed: [
        { measure: 'flight.departureDelay', value: 65 },
        { measure: 'flight.arrivalDelay', value: 62 },
      ],
    });
    expect(body).toBe('CRITICAL: AZ610 FCO-LIS Sat 28 Nov 10:00 Rome: departure delay 65 min, arrival delay 62 min - Rome long weekend - open TourOps: /tools/notifications');
    expect(body.length).toBeLessThanOrEqual(160);
  });

  it('shortens the tour title first to stay within 160 characters', () => {
    const about = { ...flight, tour: { ...flight.tour!, title: 'A very long tour title '.repeat(10) } };
    const body = smsBodyOf({ level: 'ALERT', about, crossed: [{ measure: 'flight.departureDelay', value: 45 }] });
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^ALERT: AZ610 FCO-LIS Sat 28 Nov 10:00 Rome: departure delay 45 min - A very long tour title.*\.\.\. - open TourOps: \/tools\/notifications$/);
  });

  it('says a reminder is about a message still unread', () => {
    expect(smsBodyOf({ level: 'CRITICAL', about: flight, crossed: [{ measure: 'flight.cancelled', value: 1 }], reminder: true })).toBe(
      'Still unread, CRITICAL: AZ610 FCO-LIS Sat 28 Nov 10:00 Rome: flight cancelled - Rome long weekend - open TourOps: /tools/notifications',
    );
  });
});

describe('gsm7', () => {
  it('keeps GSM-7 letters and writes the rest plainly', () => {
    expect(gsm7('Città → Sintra · Kyōto…')).toBe('Città - Sintra - Kyoto...');
    expect(gsm7('東京')).toBe('??');
  });
});
