// Specifications of a segment's span on its tour's clock, the day window's verdict on it, and the next start it leaves.
import { defaultSettings } from '../settings/settings';
import { airportTime, type FlightDetails } from './flight-schedule';
import { gapBetween, nextStart, segmentSpan, segmentsOutsideWindow, windowFit, type TourClock } from './segment-span';
import type { Segment } from './tour';

const window = defaultSettings().day; // 07:30 to 17:00, 15 minutes between segments

const activity = (title: string, startTime: string, durationMinutes: number): Segment => ({
  id: title,
  type: 'activity',
  title,
  startTime,
  durationMinutes,
  location: null,
  notes: '',
  flight: null,
  transfer: null,
});

const flight = (flightNumber: string, from: [string, string, string], to: [string, string, string]): Segment => {
  const details: FlightDetails = { flightNumber, from: from[0], to: to[0], departure: airportTime(from[1], from[2]), arrival: airportTime(to[1], to[2]) };
  return { ...activity(`Flight ${flightNumber}`, from[1].slice(11, 16), 0), type: 'flight', flight: details };
};

/** BR127 leaves Taipei at 08:05 (UTC+8) and lands in Osaka at 12:20 (UTC+9): 3 h 15 in the air. */
const br127 = flight('BR127', ['TPE', '2026-11-29T08:05', 'Asia/Taipei'], ['KIX', '2026-11-29T12:20', 'Asia/Tokyo']);
const kyoto: TourClock = { date: '2026-11-29', timeZone: 'Asia/Tokyo' };
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('segmentSpan', () => {
  it('reads a flight from its departure to its arrival on the tour’s clock, not from its local departure time', () => {
    expect(segmentSpan(br127, kyoto)).toEqual({ start: at('09:05'), end: at('12:20') });
  });

  it('reads another segment from its start time for its duration', () => {
    expect(segmentSpan(activity('Transfer to Kyoto', '13:05', 75), kyoto)).toEqual({ start: at('13:05'), end: at('14:20') });
  });

  it('reads a flight across the date line on the tour’s clock: 21:00 in Tokyo is 02:00 the same day in Honolulu', () => {
    const ja = flight('JL784', ['NRT', '2026-12-14T21:00', 'Asia/Tokyo'], ['HNL', '2026-12-14T09:00', 'Pacific/Honolulu']);
    expect(segmentSpan(ja, { date: '2026-12-14', timeZone: 'Pacific/Honolulu' })).toEqual({ start: at('02:00'), end: at('09:00') });
  });

  it('reads a flight that lands the next day on the tour’s clock past midnight, and one that leaves the evening before below zero', () => {
    const overnight = flight('NH10', ['JFK', '2026-12-14T13:00', 'America/New_York'], ['NRT', '2026-12-15T16:30', 'Asia/Tokyo']);
    expect(segmentSpan(overnight, { date: '2026-12-15', timeZone: 'Asia/Tokyo' })).toEqual({ start: at('03:00'), end: at('16:30') });
    expect(segmentSpan(overnight, { date: '2026-12-14', timeZone: 'Asia/Tokyo' })).toEqual({ start: 1440 + at('03:00'), end: 1440 + at('16:30') });
  });

  it('counts a day when the clocks go back as the clocks read: 3 h in the air from 00:30 lands at 02:30', () => {
    const night = flight('TP1', ['LIS', '2026-10-25T00:30', 'Europe/Lisbon'], ['OPO', '2026-10-25T02:30', 'Europe/Lisbon']);
    expect(night.flight!.arrival.instant).toBe('2026-10-25T02:30:00.000Z');
    expect(segmentSpan(night, { date: '2026-10-25', timeZone: 'Europe/Lisbon' })).toEqual({ start: at('00:30'), end: at('02:30') });
  });

  it('has no span for a start that is not a time of day', () => {
    expect(segmentSpan(activity('Broken', '25:00', 30), kyoto)).toBeNull();
  });
});

describe('windowFit and the day’s count agree', () => {
  const pena = activity('Pena Palace', '17:00', 60);
  const early = activity('Sunrise walk', '07:00', 30);
  const dawnFlight = flight('TP1941', ['LIS', '2026-11-29T06:10', 'Europe/Lisbon'], ['FCO', '2026-11-29T09:55', 'Europe/Rome']);
  const lisbon: TourClock = { date: '2026-11-29', timeZone: 'Europe/Lisbon' };

  it('allows a segment that starts at the window’s close and ends after it: only the start must lie in the window', () => {
    expect(windowFit(pena, lisbon, window)).toEqual({ startsOutside: false, endsAfter: true, exempt: false });
    expect(segmentsOutsideWindow([pena], lisbon, window)).toEqual({ refused: [], flights: [] });
  });

  it('tells a segment that starts before the window opens outside, and the day counts it', () => {
    expect(windowFit(early, lisbon, window)).toEqual({ startsOutside: true, endsAfter: false, exempt: false });
    expect(segmentsOutsideWindow([early, pena], lisbon, window)).toEqual({ refused: [early], flights: [] });
  });

  it('tells a 06:10 flight outside but exempt, and the day counts it among flights, not among refusals', () => {
    expect(windowFit(dawnFlight, lisbon, window)).toEqual({ startsOutside: true, endsAfter: false, exempt: true });
    expect(segmentsOutsideWindow([dawnFlight, pena], lisbon, window)).toEqual({ refused: [], flights: [dawnFlight] });
  });

  it('reads a flight’s start on the tour’s clock: BR127 departs 08:05 in Taipei, 09:05 in Tokyo, inside the window', () => {
    expect(windowFit(br127, kyoto, window)).toEqual({ startsOutside: false, endsAfter: false, exempt: true });
  });
});

describe('nextStart', () => {
  it('starts an empty day when the window opens', () => {
    expect(nextStart([], kyoto, window)).toEqual({ time: '07:30', reason: 'The day starts at 07:30.' });
  });

  it('follows a flight’s arrival in the tour’s zone plus the break', () => {
    expect(nextStart([br127], kyoto, window)).toEqual({ time: '12:35', reason: '“Flight BR127” ends at 12:20, then the 15 min break: the next segment can start at 12:35.' });
  });

  it('follows the segment that ends last, whatever the order', () => {
    expect(nextStart([activity('Long lunch', '12:00', 150), activity('Coffee', '13:00', 30)], kyoto, window).time).toBe('14:45');
  });

  it('never suggests a start before the window opens, after a flight landing early', () => {
    const dawn = flight('JL1', ['HND', '2026-11-29T05:30', 'Asia/Tokyo'], ['ITM', '2026-11-29T06:40', 'Asia/Tokyo']);
    expect(nextStart([dawn], kyoto, window)).toEqual({ time: '07:30', reason: '“Flight JL1” ends at 06:40, then the 15 min break; the day starts at 07:30.' });
  });

  it('suggests no start the rules would refuse: the planner is told the day is full', () => {
    expect(nextStart([activity('Pena Palace', '17:00', 60)], kyoto, window)).toEqual({
      time: null,
      reason: 'The day is full: the next start would be 18:15, after 17:00 (“Pena Palace” ends at 18:00, then the 15 min break).',
    });
  });

  it('says the next day when the next start would pass midnight', () => {
    expect(nextStart([activity('Night train', '16:30', 480)], kyoto, window).reason).toBe(
      'The day is full: the next start would be 00:45 the next day, after 17:00 (“Night train” ends at 00:30 the next day, then the 15 min break).',
    );
  });
});

describe('gapBetween', () => {
  it('measures the gap after a flight from its landing on the tour’s clock: 45 min before the 13:05 transfer, not 1 h 45', () => {
    expect(gapBetween(br127, activity('Transfer to Kyoto', '13:05', 75), kyoto)).toBe(45);
  });

  it('is negative when the next segment starts before the previous one ends', () => {
    expect(gapBetween(br127, activity('Lunch at the airport', '12:00', 45), kyoto)).toBe(-20);
  });
});
