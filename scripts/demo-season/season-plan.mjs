// The demo season as a plan, the same for the same seed, anchor and sizes: tours spread over the last 6 months and the next 2, each with
// its dates, the instants it is booked, confirmed, started, completed or cancelled, its travelers (repeat customers among them) and its staff.
import { intIn, randomOf, shuffled, unitOf } from '../lib/seeded-random.mjs';
import { addDays, instantOf, wallClockAt } from '../lib/zoned-time.mjs';
import { COUNTRIES, ITINERARIES } from './itineraries.mjs';
import { staffOf, travelersOf } from './people.mjs';
import { staffTours } from './season-staffing.mjs';
import { daysOf } from './tour-days.mjs';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Days of the season before and after the anchor. */
export const SEASON = { pastDays: 182, futureDays: 61 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The line of a tour's description that names its season: the key a second run finds it by. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** '2026-11-26T11:15:00.000Z' → 'Thu 26 Nov 2026 11:15 UTC': the anchor as an operator reads it in a tour's description. */
const anchorInWords = (anchor) => {
  const at = new Date(anchor);
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${anchor.slice(11, 16)} UTC`;
};
/** The anchor back from its words: 'Thu 26 Nov 2026 11:15 UTC' → '2026-11-26T11:15:00.000Z'. */
export const anchorFromWords = (words) => {
  const [, day, month, year, time] = /^\w{3} (\d{1,2}) (\w{3}) (\d{4}) (\d{2}:\d{2}) UTC$/.exec(words);
  return new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day), Number(time.slice(0, 2)), Number(time.slice(3)))).toISOString();
};
export const markerOf = (anchor, index, count) => `Demo season (simulated data), seeded for ${anchorInWords(anchor)} · tour ${index + 1} of ${count}`;
export const MARKER = /Demo season \(simulated data\), seeded for (\w{3} \d{1,2} \w{3} \d{4} \d{2}:\d{2} UTC) · tour (\d+) of (\d+)/;

const at = (date, time, timezone) => instantOf(`${date}T${time}`, timezone);

/** Start dates spread evenly over the season; the tour starting nearest two days ago starts exactly then, so one runs today. */
function startDates(seed, count, today) {
  const span = SEASON.pastDays + SEASON.futureDays - 10;
  const offsets = Array.from({ length: count }, (_, index) => -SEASON.pastDays + Math.floor(((index + 0.5) * span) / count) + intIn(randomOf(seed, 'start', index), -1, 1));
  const running = offsets.reduce((best, offset, index) => (Math.abs(offset + 2) < Math.abs(offsets[best] + 2) ? index : best), 0);
  offsets[running] = -2;
  return { dates: offsets.map((offset) => addDays(today, offset)), running };
}

function timelineOf(seed, index, tour, anchorMs, cancelled) {
  const random = randomOf(seed, 'timeline', index);
  const { timezone, startDate, endDate } = tour;
  const bookAt = Math.min(at(addDays(startDate, -intIn(random, 32, 75)), `${String(intIn(random, 9, 16)).padStart(2, '0')}:${String(5 * intIn(random, 0, 11)).padStart(2, '0')}`, timezone), anchorMs - 6 * HOUR_MS);
  const staysDraft = startDate > addDays(wallClockAt(anchorMs, timezone).slice(0, 10), 40) && index % 2 === 0;
  const plannedAt = staysDraft ? null : bookAt + 25 * 60_000;
  const confirmAt = plannedAt === null ? null : Math.max(plannedAt + DAY_MS, at(addDays(startDate, -intIn(random, 9, 20)), '11:15', timezone));
  const cancelAt = cancelled ? Math.max((confirmAt ?? bookAt) + DAY_MS, at(addDays(startDate, -intIn(random, 3, 7)), '16:40', timezone)) : null;
  return {
    bookAt,
    plannedAt,
    confirmAt: cancelAt !== null && confirmAt !== null && confirmAt >= cancelAt ? null : confirmAt,
    cancelAt,
    startAt: cancelled || confirmAt === null ? null : at(startDate, '07:00', timezone),
    completeAt: cancelled || confirmAt === null ? null : at(endDate, '17:30', timezone),
  };
}

/** Seats per tour: 6 to 16, scaled so about 70 % of them go to first-time travelers and every traveler travels once at least. */
function seatsOf(seed, count, travelers) {
  const wanted = Math.max(count, Math.round(travelers / 0.7));
  const raw = Array.from({ length: count }, (_, index) => 6 + unitOf(seed, 'seats', index) * 10);
  const scale = wanted / raw.reduce((sum, seats) => sum + seats, 0);
  return raw.map((seats) => Math.max(1, Math.round(seats * scale)));
}

/** Each tour's travelers in booking order: new ones from the pool, and repeat customers who travelled before and are free then. */
function bookTravelers(seed, tours, pool) {
  const seats = seatsOf(seed, tours.length, pool.length);
  const byBooking = [...tours].sort((a, b) => a.timeline.bookAt - b.timeline.bookAt);
  const trips = new Map();
  let next = 0;
  byBooking.forEach((tour, order) => {
    const random = randomOf(seed, 'party', tour.index);
    const left = byBooking.length - order;
    const fresh = Math.max(Math.ceil((pool.length - next) / left), Math.min(pool.length - next, Math.round(seats[tour.index] * 0.7)));
    const free = [...trips.keys()].filter((index) => trips.get(index).every((trip) => trip.endDate < tour.startDate || trip.startDate > tour.endDate));
    const repeats = shuffled(random, free).slice(0, Math.max(0, seats[tour.index] - fresh));
    tour.travelers = [...pool.slice(next, next + fresh).map((traveler) => traveler.index), ...repeats];
    for (const index of tour.travelers) trips.set(index, [...(trips.get(index) ?? []), tour]);
    next += fresh;
  });
}

/** The whole season for `anchor` (an ISO instant, the season's "now"). */
export function seasonPlan({ seed = 'demo', anchor, tours: count = 60, travelers: travelerCount = 400, staff: staffCount = 15 }) {
  const anchorMs = Date.parse(anchor);
  const today = anchor.slice(0, 10);
  const { dates, running } = startDates(seed, count, today);
  const tours = dates.map((startDate, index) => {
    const itinerary = ITINERARIES[(index * 7 + 3) % ITINERARIES.length];
    const key = `${seed}|${anchor}|tour|${index}`;
    const days = daysOf(key, itinerary, startDate);
    const endDate = days.at(-1).date;
    const timezone = COUNTRIES[itinerary.country].timezone;
    const [year, month, day] = startDate.split('-').map(Number);
    const tour = { index, key, itinerary, country: itinerary.country, timezone, startDate, endDate, days, travelers: [], assignments: [] };
    tour.title = `${itinerary.title}, ${day} ${MONTHS[month - 1]} ${year}`;
    tour.description = `${days.length} days, small group, ${itinerary.stops.map(([, nights]) => nights).reduce((a, b) => a + b, 0)} nights.\n\n${markerOf(anchor, index, count)}`;
    tour.timeline = timelineOf(seed, index, tour, anchorMs, index !== running && index % 11 === 2);
    return tour;
  });
  const travelers = travelersOf(seed, travelerCount, today);
  bookTravelers(seed, tours, travelers);
  const staff = staffOf(staffCount);
  staffTours(seed, tours, staff);
  return { seed, anchor, anchorMs, tours, travelers, staff, startsAt: Math.min(...tours.map((tour) => tour.timeline.bookAt)) - DAY_MS };
}
