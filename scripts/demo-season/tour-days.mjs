// One tour's days and segments from its itinerary: the flight in, transfers between hotels, sights, lunches and stays, the flight out.
import { intIn, randomOf, uuidOf } from '../lib/seeded-random.mjs';
import { addDays, instantOf, minutesOf, timeOfDay, wallClockAt } from '../lib/zoned-time.mjs';
import { AIRPORTS, CITIES, COUNTRIES, HUBS } from './itineraries.mjs';

/** The time zones of the hubs the flights come from and go to. */
const HUB_ZONES = { LHR: 'Europe/London', FRA: 'Europe/Berlin', AMS: 'Europe/Amsterdam', CDG: 'Europe/Paris', ZRH: 'Europe/Zurich', ICN: 'Asia/Seoul', TPE: 'Asia/Taipei', HKG: 'Asia/Hong_Kong' };
/** Segments start within the default day window (07:30 to 17:00). */
const LATEST_START = 16 * 60 + 55;

const roundUp5 = (minutes) => Math.ceil(minutes / 5) * 5;

function distanceKm(from, to) {
  const rad = Math.PI / 180;
  const a = Math.sin(((to.lat - from.lat) * rad) / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(((to.lng - from.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** What an operator plans for a drive: the road at free-flow speed with a fifth added for slack, in 5-minute steps. */
export function plannedDriveMinutes(from, to) {
  const roadKm = distanceKm(from, to) * 1.3;
  const kmh = 35 + (Math.min(roadKm, 150) / 150) * 65;
  return Math.max(10, roundUp5((roadKm / kmh) * 60 * 1.2 + 2));
}

/** The instants (ms) a flight of a tour in `timezone` departs and arrives, from its local times. */
export function flightInstants(flight, timezone) {
  return { departs: instantOf(flight.scheduledDeparture, HUB_ZONES[flight.from] ?? timezone), arrives: instantOf(flight.scheduledArrival, HUB_ZONES[flight.to] ?? timezone) };
}

/** A flight whose departure is local to `from` (a hub or an airport of the tour) and arrival local to `to`. */
function flightOf(number, from, to, date, departure, minutes, timezone) {
  const fromZone = HUB_ZONES[from] ?? timezone;
  const toZone = HUB_ZONES[to] ?? timezone;
  const departs = instantOf(`${date}T${departure}`, fromZone);
  return { flightNumber: number, from, to, scheduledDeparture: `${date}T${departure}`, scheduledArrival: wallClockAt(departs + minutes * 60_000, toZone) };
}

/**
 * The days of a tour starting on `startDate`: day 1 flies in and transfers to the first hotel, a full day visits two sights
 * around lunch, a moving day drives to the next hotel, the last day drives to the airport and flies out.
 */
export function daysOf(tourKey, itinerary, startDate) {
  const random = randomOf(tourKey, 'days');
  const { timezone } = COUNTRIES[itinerary.country];
  const hubs = HUBS[itinerary.country];
  const [airlineIn, hubIn, minutesIn] = hubs[intIn(random, 0, hubs.length - 1)];
  const [airlineOut, hubOut, minutesOut] = hubs[intIn(random, 0, hubs.length - 1)];
  const days = [];
  let segments = [];
  let dayIndex = 0;
  const segment = (fields) => segments.push({ id: uuidOf(tourKey, 'segment', dayIndex, segments.length), location: null, notes: '', flight: null, transfer: null, accommodation: null, ...fields });
  const closeDay = (title) => {
    days.push({ id: uuidOf(tourKey, 'day', dayIndex), date: addDays(startDate, dayIndex), title, description: '', segments });
    segments = [];
    dayIndex++;
  };
  const stay = (city, startMinutes, nights) =>
    segment({
      type: 'accommodation',
      title: `Check-in at ${CITIES[city].hotel.name}`,
      startTime: timeOfDay(Math.min(LATEST_START, Math.max(14 * 60, startMinutes))),
      durationMinutes: 30,
      location: CITIES[city].hotel,
      accommodation: { checkIn: `${addDays(startDate, dayIndex)}T${timeOfDay(Math.min(LATEST_START, Math.max(14 * 60, startMinutes)))}`, checkOut: `${addDays(startDate, dayIndex + nights)}T10:00` },
    });
  const drive = (title, from, to, startMinutes) => {
    const planned = plannedDriveMinutes(from, to);
    segment({ type: 'transfer', title, startTime: timeOfDay(startMinutes), durationMinutes: planned, transfer: { from, to, plannedDurationMinutes: planned } });
    return startMinutes + planned;
  };

  const [firstCity, firstNights] = itinerary.stops[0];
  const inbound = flightOf(`${airlineIn}${intIn(random, 100, 999)}`, hubIn, itinerary.arrive, startDate, timeOfDay(8 * 60 + 5 * intIn(random, 0, 30)), minutesIn, timezone);
  segment({ type: 'flight', title: `Flight ${inbound.flightNumber} ${inbound.from}–${inbound.to}`, flight: inbound });
  const landed = minutesOf(inbound.scheduledArrival.slice(11));
  const atHotel = drive(`Transfer to ${CITIES[firstCity].hotel.name}`, AIRPORTS[itinerary.arrive], CITIES[firstCity].hotel, Math.min(LATEST_START, roundUp5(landed + 45)));
  stay(firstCity, roundUp5(atHotel + 10), firstNights);
  closeDay(`Arrival in ${CITIES[firstCity].town}`);

  itinerary.stops.forEach(([city, nights], stopIndex) => {
    const { sights, meal, hotel, town } = CITIES[city];
    for (let night = stopIndex === 0 ? 1 : 0; night < nights; night++) {
      if (night === 0) {
        const [previous] = itinerary.stops[stopIndex - 1];
        const arrives = drive(`Transfer to ${hotel.name}`, CITIES[previous].hotel, hotel, 8 * 60 + 30 + 15 * intIn(random, 0, 4));
        if (arrives <= 12 * 60) segment({ type: 'meal', title: `Lunch at ${meal.name}`, startTime: timeOfDay(roundUp5(arrives + 30)), durationMinutes: 75, location: meal });
        stay(city, roundUp5(Math.max(arrives + 15, arrives <= 12 * 60 ? arrives + 120 : 0)), nights);
        closeDay(`On to ${town}`);
        continue;
      }
      const morning = sights[(night - 1) % sights.length];
      const afternoon = sights[night % sights.length];
      segment({ type: 'activity', title: `Guided visit: ${morning.name}`, startTime: '09:00', durationMinutes: 150, location: morning });
      segment({ type: 'meal', title: `Lunch at ${meal.name}`, startTime: '12:30', durationMinutes: 75, location: meal });
      if (afternoon !== morning) segment({ type: 'activity', title: `Guided visit: ${afternoon.name}`, startTime: '14:30', durationMinutes: 120, location: afternoon });
      closeDay(`${town[0].toUpperCase()}${town.slice(1)}: ${morning.name.split(' and ')[0]}`);
    }
  });

  const [lastCity] = itinerary.stops.at(-1);
  const atAirport = drive(`Transfer to ${AIRPORTS[itinerary.depart].name}`, CITIES[lastCity].hotel, AIRPORTS[itinerary.depart], 8 * 60);
  const outbound = flightOf(`${airlineOut}${intIn(random, 100, 999)}`, itinerary.depart, hubOut, addDays(startDate, dayIndex), timeOfDay(Math.min(LATEST_START, roundUp5(atAirport + 120))), minutesOut, timezone);
  segment({ type: 'flight', title: `Flight ${outbound.flightNumber} ${outbound.from}–${outbound.to}`, flight: outbound });
  closeDay('Departure');
  return days;
}
