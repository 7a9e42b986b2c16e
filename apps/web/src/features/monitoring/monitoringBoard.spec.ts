// Specifications of the monitoring board's order: what needs action first, by tour and day, calm ones folded, each tour's own today.
import { boardDays, boardTours, calmSummary, isOnDay } from './monitoringBoard';
import { castle, flightToKansai, romeTransfer, romeWeather, ryokan } from './monitoring.fixtures';
import { subjectTime } from './subjectTime';

describe('the monitoring board', () => {
  const tours = boardTours([castle, ryokan, romeWeather, flightToKansai, romeTransfer]);

  it('puts the tour at the highest level first, whatever its first time', () => {
    expect(tours.map(({ tour, level }) => [tour.title, level])).toEqual([
      ['Rome long weekend', 'CRITICAL'],
      ['Kansai in autumn', 'ALERT'],
    ]);
  });

  it('given two tours at the same level, puts the one whose first time comes first', () => {
    expect(boardTours([ryokan, romeWeather]).map(({ tour }) => tour.title)).toEqual(['Rome long weekend', 'Kansai in autumn']);
  });

  it('keeps the subjects at a level apart from the calm ones, and sums the calm ones up by kind', () => {
    const kansai = tours[1];
    expect(kansai.atLevel).toEqual([flightToKansai]);
    expect(kansai.calm).toEqual([castle, ryokan]);
    expect(calmSummary(kansai.calm)).toBe('2 calm: 2 weather');
    expect(calmSummary([flightToKansai, castle, ryokan])).toBe('3 calm: 1 flight, 2 weather');
  });

  it('orders a tour’s days by date and, within a day, the subjects at a level first', () => {
    expect(boardDays([ryokan, castle, flightToKansai]).map(({ date, subjects }) => [date, subjects.map((subject) => subject.id)])).toEqual([
      ['2026-11-28', ['tour-tokyo/flight:br127', 'tour-tokyo/weather:castle']],
      ['2026-11-29', ['tour-tokyo/weather:ryokan']],
    ]);
  });

  it('filters by each tour’s own today and tomorrow, or a date', () => {
    const lateOn27thInRome = Date.parse('2026-11-27T20:00:00Z'); // already the 28th in Tokyo
    expect(isOnDay(castle, 'today', lateOn27thInRome)).toBe(true);
    expect(isOnDay(romeWeather, 'today', lateOn27thInRome)).toBe(true);
    expect(isOnDay(romeTransfer, 'tomorrow', lateOn27thInRome)).toBe(true);
    expect(isOnDay(ryokan, '2026-11-29', lateOn27thInRome)).toBe(true);
    expect(isOnDay(ryokan, '2026-11-28', lateOn27thInRome)).toBe(false);
    expect(isOnDay(ryokan, '', lateOn27thInRome)).toBe(true);
  });

  it('keeps a stay’s weather on every day of the stay, not the day after it ends', () => {
    const stay = { ...ryokan, ends: { instant: '2026-12-01T01:00:00.000Z', timeZone: 'Asia/Tokyo' } };
    expect(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'].map((date) => isOnDay(stay, date, 0))).toEqual([false, true, true, true, false]);
  });

  it('reads each time on the clock where it happens, a flight from airport to airport', () => {
    expect(subjectTime(castle, 'Asia/Tokyo')).toBe('09:00');
    expect(subjectTime(flightToKansai, 'Asia/Tokyo')).toBe('08:05 TPE → 11:20 KIX');
  });
});
