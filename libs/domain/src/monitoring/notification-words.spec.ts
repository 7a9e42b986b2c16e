// Specifications of the one sentence a notification says on every page: the measure and value, the subject where it happens, the tour.
import { romeLongWeekend } from './monitoring.fixtures';
import { measureWords, notificationSentence, providerWords, subjectWhen } from './notification-words';
import { subjectWords } from './subject-words';
import { smsNumberSubjectId } from './notification-occurrences';

describe('measureWords', () => {
  it('says the measure by its label with the value and unit, or the label alone for what happened', () => {
    expect(measureWords('flight.departureDelay', 65)).toBe('Departure delay 65 min');
    expect(measureWords('weather.windSpeed', 52.04)).toBe('Wind (sustained, 10 m) 52 km/h');
    expect(measureWords('flight.cancelled', 1)).toBe('Flight cancelled');
  });
});

describe('notificationSentence', () => {
  it('says the measure, the subject with its day and time where it happens, and the tour', () => {
    const about = subjectWords('tour-r/flight:az', romeLongWeekend);
    expect(notificationSentence({ measure: 'flight.departureDelay', value: 65, about })).toBe('Departure delay 65 min · AZ610 FCO→LIS, Sat 28 Nov 10:00 Rome · Rome long weekend');
  });

  it('reads airport weather on the airport’s clock', () => {
    const about = subjectWords('tour-r/weather:az:to', romeLongWeekend);
    expect(notificationSentence({ measure: 'weather.windSpeed', value: 55, about })).toBe('Wind (sustained, 10 m) 55 km/h · Weather at LIS, Sat 28 Nov 11:50 Lisbon · Rome long weekend');
  });

  it('leaves the clock unnamed within the tour’s own frame', () => {
    expect(subjectWhen(subjectWords('tour-r/flight:az', romeLongWeekend), 'Europe/Rome')).toBe('AZ610 FCO→LIS, Sat 28 Nov 10:00');
  });

  it('says what it can of a removed subject and of an SMS number', () => {
    expect(notificationSentence({ measure: 'flight.arrivalDelay', value: 40, about: subjectWords('tour-r/flight:gone', null) })).toBe('Arrival delay 40 min · A removed flight · a removed tour');
    expect(notificationSentence({ measure: 'sms.numberRejected', value: 1, about: subjectWords(smsNumberSubjectId('+15550100'), null) })).toBe('SMS number rejected · SMS to +15550100');
  });
});

describe('providerWords', () => {
  it('names providers as operators know them, and simulated readings as simulated data', () => {
    expect([providerWords('open-meteo'), providerWords('aerodatabox'), providerWords('mapbox')]).toEqual(['Open-Meteo', 'AeroDataBox', 'Mapbox']);
    expect(providerWords('simulated', true)).toBe('simulated data');
    expect(providerWords('open-meteo', true)).toBe('simulated data');
  });
});
