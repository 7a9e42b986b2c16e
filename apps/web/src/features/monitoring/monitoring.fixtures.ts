// Watched subjects as the API answers them, for the monitoring page specifications: a Tokyo tour and a Rome tour.
import type { MonitoringSubjectView } from '@tourops/contracts';

const tokyo = { id: 'tour-tokyo', title: 'Kansai in autumn', timeZone: 'Asia/Tokyo' };
const rome = { id: 'tour-rome', title: 'Rome long weekend', timeZone: 'Europe/Rome' };

/** A subject of a tour; starts on the tour's clock unless given. */
export function subjectView(fields: Partial<MonitoringSubjectView> & Pick<MonitoringSubjectView, 'id' | 'kind'> & { startsAt: string; date: string; title: string }): MonitoringSubjectView {
  const { startsAt, date, title, ...rest } = fields;
  const tour = rest.tour ?? tokyo;
  return {
    pathId: 'path',
    tour,
    day: { id: `day-${date}`, date },
    segment: { id: 'segment', title },
    provider: 'simulated',
    window: { from: startsAt, to: startsAt },
    starts: { instant: startsAt, timeZone: tour.timeZone },
    ends: { instant: startsAt, timeZone: tour.timeZone },
    inHorizon: true,
    lastCheck: null,
    nextCheckAt: null,
    checkRequestedAt: null,
    readings: {},
    level: 'normal',
    about: { tour: { id: tour.id, title: tour.title, timezone: tour.timeZone }, day: { id: `day-${date}`, date }, segment: { id: 'segment', title }, label: title, when: null },
    ...rest,
  };
}

export const castle = subjectView({ id: 'tour-tokyo/weather:castle', kind: 'weather', startsAt: '2026-11-28T00:00:00.000Z', date: '2026-11-28', title: 'Guided visit: Osaka Castle' });
export const flightToKansai = subjectView({
  id: 'tour-tokyo/flight:br127',
  kind: 'flight',
  startsAt: '2026-11-28T00:05:00.000Z',
  date: '2026-11-28',
  title: 'Flight BR127',
  starts: { instant: '2026-11-28T00:05:00.000Z', timeZone: 'Asia/Taipei', name: 'TPE' },
  ends: { instant: '2026-11-28T02:20:00.000Z', timeZone: 'Asia/Tokyo', name: 'KIX' },
  level: 'ALERT',
  lastCheck: { at: '2026-11-26T10:55:00.000Z', outcome: 'reading' },
  nextCheckAt: '2026-11-26T11:10:00.000Z',
  readings: { 'flight.departureDelay': { measure: 'flight.departureDelay', value: 35, unit: 'min', observedAt: '2026-11-26T10:55:00.000Z', fetchedAt: '2026-11-26T10:55:00.000Z', provider: 'simulated', simulated: true } },
});
export const ryokan = subjectView({ id: 'tour-tokyo/weather:ryokan', kind: 'weather', startsAt: '2026-11-29T08:00:00.000Z', date: '2026-11-29', title: 'Check-in at Hakone Ginyu ryokan' });
export const romeTransfer = subjectView({ id: 'tour-rome/transfer:t1', kind: 'transfer', tour: rome, startsAt: '2026-11-28T09:00:00.000Z', date: '2026-11-28', title: 'Transfer to the hotel', level: 'CRITICAL' });
export const romeWeather = subjectView({ id: 'tour-rome/weather:a1', kind: 'weather', tour: rome, startsAt: '2026-11-27T09:00:00.000Z', date: '2026-11-27', title: 'Colosseum' });
