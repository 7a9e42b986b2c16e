// Specifications of a subject in an operator's words: what it is, its tour, day and segment, and the clock its time is read on.
import { romeWeek } from './monitoring.fixtures';
import { REMOVED_TOUR_TITLE, subjectReferenceOf, subjectWords } from './subject-words';
import { providerSubjectId, smsNumberSubjectId } from './notification-occurrences';

const tour = { id: 'tour-1', title: 'A week in Rome', timezone: 'Europe/Rome' };

describe('subjectReferenceOf', () => {
  it('reads the kind, tour, segment and end a subject id names', () => {
    expect(subjectReferenceOf('tour-1/weather:t1:to')).toEqual({ kind: 'weather', tourId: 'tour-1', segmentId: 't1', end: 'to' });
    expect(subjectReferenceOf('tour-1/flight:f1')).toEqual({ kind: 'flight', tourId: 'tour-1', segmentId: 'f1', end: null });
    expect(subjectReferenceOf(smsNumberSubjectId('+393331234567'))).toEqual({ kind: 'sms', to: '+393331234567' });
    expect(subjectReferenceOf('nonsense')).toBeNull();
  });
});

describe('subjectWords', () => {
  it('names a flight by its number and airports, at its departure on the origin airport’s clock', () => {
    expect(subjectWords('tour-1/flight:f1', romeWeek)).toEqual({
      tour,
      day: { id: 'd1', date: '2026-06-10' },
      segment: { id: 'f1', title: 'f1' },
      label: 'TP836 LIS→FCO',
      when: { instant: '2026-06-10T07:00:00.000Z', timeZone: 'Europe/Lisbon' },
    });
  });

  it('names the weather at either end of a flight by the airport, on that airport’s clock', () => {
    expect(subjectWords('tour-1/weather:f1:from', romeWeek)).toMatchObject({ label: 'Weather at LIS', when: { instant: '2026-06-10T07:00:00.000Z', timeZone: 'Europe/Lisbon' } });
    expect(subjectWords('tour-1/weather:f1:to', romeWeek)).toMatchObject({ label: 'Weather at FCO', when: { instant: '2026-06-10T09:45:00.000Z', timeZone: 'Europe/Rome' } });
  });

  it('names a transfer by its places and its ends’ weather by each place, on the tour’s clock', () => {
    expect(subjectWords('tour-1/transfer:t1', romeWeek)).toMatchObject({
      label: 'Transfer Fiumicino airport → Hotel Artemide',
      when: { instant: '2026-06-10T10:30:00.000Z', timeZone: 'Europe/Rome' },
    });
    expect(subjectWords('tour-1/weather:t1:from', romeWeek)).toMatchObject({ label: 'Weather at Fiumicino airport', when: { instant: '2026-06-10T10:30:00.000Z' } });
    expect(subjectWords('tour-1/weather:t1:to', romeWeek)).toMatchObject({ label: 'Weather at Hotel Artemide', when: { instant: '2026-06-10T11:30:00.000Z' } });
  });

  it('names a place’s weather by the place, at the segment’s start (a stay’s check-in) on the tour’s clock', () => {
    expect(subjectWords('tour-1/weather:a1', romeWeek)).toMatchObject({ label: 'Weather at Colosseum', when: { instant: '2026-06-10T13:00:00.000Z', timeZone: 'Europe/Rome' } });
    expect(subjectWords('tour-1/weather:h1', romeWeek)).toMatchObject({ label: 'Weather at Hotel Artemide', when: { instant: '2026-06-10T19:00:00.000Z' } });
    expect(subjectWords('tour-1/weather:a2', romeWeek)).toMatchObject({ day: { id: 'd5', date: '2026-06-14' }, label: 'Weather at Pompeii' });
  });

  it('still says what a subject was once its segment is no longer planned', () => {
    expect(subjectWords('tour-1/flight:gone', romeWeek)).toEqual({ tour, day: null, segment: null, label: 'A removed flight', when: null });
  });

  it('calls a tour no longer known a removed tour', () => {
    expect(subjectWords('tour-9/transfer:t1', null)).toEqual({
      tour: { id: 'tour-9', title: REMOVED_TOUR_TITLE, timezone: 'UTC' },
      day: null,
      segment: null,
      label: 'A removed transfer',
      when: null,
    });
  });

  it('names an SMS number and a provider without a tour', () => {
    expect(subjectWords(smsNumberSubjectId('+393331234567'), null)).toEqual({ tour: null, day: null, segment: null, label: 'SMS to +393331234567', when: null });
    expect(subjectWords(providerSubjectId('open-meteo'), null)).toMatchObject({ tour: null, label: 'Data from Open-Meteo' });
  });
});
