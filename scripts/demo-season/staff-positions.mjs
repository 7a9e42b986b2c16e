// Where a member of a running tour was during one day: at each segment's place around its start (a little late now and then),
// driving along transfers, at the airport for flights; a fix every 10 minutes of the day window, with a gap when the phone was off.
import { intIn, randomOf } from '../lib/seeded-random.mjs';
import { instantOf, minutesOf, timeOfDay } from '../lib/zoned-time.mjs';
import { AIRPORTS } from './itineraries.mjs';

const DAY_START = 7 * 60 + 30;
const DAY_END = 17 * 60;
const STEP_MINUTES = 10;

function lateness(random) {
  const roll = random();
  return roll < 0.7 ? intIn(random, -5, 5) : roll < 0.95 ? intIn(random, 5, 20) : intIn(random, 20, 40);
}

/** [minute of the day, place] the member passes through, in order, and the part of the day they are tracked. */
function waypointsOf(day, dayIndex, lastDay, random) {
  const points = [];
  let from = DAY_START;
  let to = DAY_END;
  for (const segment of day.segments) {
    if (segment.type === 'flight') {
      const { flight } = segment;
      if (dayIndex === 0) {
        const landed = minutesOf(flight.scheduledArrival.slice(11));
        points.push([landed - 30, AIRPORTS[flight.to]]);
        from = landed - 30;
      } else if (dayIndex === lastDay) {
        const departs = minutesOf(flight.scheduledDeparture.slice(11));
        points.push([departs - 30, AIRPORTS[flight.from]]);
        to = Math.min(to, departs - 20);
      }
      continue;
    }
    const start = minutesOf(segment.startTime) + lateness(random);
    if (segment.type === 'transfer') {
      points.push([start, segment.transfer.from], [start + Math.round(segment.transfer.plannedDurationMinutes * (1 + random() * 0.25)), segment.transfer.to]);
    } else if (segment.location) {
      points.push([start, segment.location], [start + Math.max(segment.durationMinutes, 20), segment.location]);
    }
  }
  return { points: points.sort((a, b) => a[0] - b[0]), from, to };
}

function placeAt(points, minute) {
  if (minute <= points[0][0]) return points[0][1];
  for (let i = 1; i < points.length; i++) {
    const [t1, p1] = points[i];
    const [t0, p0] = points[i - 1];
    if (minute <= t1) {
      const share = t1 === t0 ? 1 : (minute - t0) / (t1 - t0);
      return { lat: p0.lat + (p1.lat - p0.lat) * share, lng: p0.lng + (p1.lng - p0.lng) * share };
    }
  }
  return points.at(-1)[1];
}

/**
 * The fixes of one member on one day of a tour, up to `untilMs`: a whole-tour or day assignment covers the day window,
 * a segment assignment the segment and a quarter of an hour either side. Empty when nothing of it has happened yet.
 */
export function positionsOf(tour, dayIndex, assignment, untilMs) {
  const day = tour.days[dayIndex];
  const random = randomOf(tour.key, 'positions', dayIndex, assignment.member);
  const { points, from, to } = waypointsOf(day, dayIndex, tour.days.length - 1, random);
  if (points.length === 0) return [];
  let window = [Math.max(DAY_START, from), to];
  if (assignment.segmentIndex !== undefined) {
    const segment = day.segments[assignment.segmentIndex];
    const start = minutesOf(segment.startTime);
    window = [start - 15, start + segment.durationMinutes + 15];
  }
  const gap = random() < 0.25 ? intIn(random, 12 * 60, 15 * 60) : null;
  const gapLength = intIn(random, 40, 70);
  const positions = [];
  for (let minute = window[0]; minute <= window[1]; minute += STEP_MINUTES) {
    if (gap !== null && minute >= gap && minute < gap + gapLength) continue;
    const at = instantOf(`${day.date}T${timeOfDay(minute)}`, tour.timezone) + intIn(random, 0, 59) * 1000;
    if (at > untilMs) break;
    const place = placeAt(points, minute);
    positions.push({
      at: new Date(at).toISOString(),
      lat: Number((place.lat + (random() - 0.5) * 0.0002).toFixed(6)),
      lng: Number((place.lng + (random() - 0.5) * 0.0002).toFixed(6)),
      accuracy: intIn(random, 4, 15),
    });
  }
  return positions;
}
