// A local AeroDataBox (on RapidAPI): GET /flights/number/{number}/{dateLocal} answers the documented array of
// FlightContract for the flights a test registered (times written "2026-07-01 08:30Z" / "2026-07-01 10:30+02:00"),
// 204 No Content when none matches, 400 {message} for a malformed date; RapidAPI's gateway answers 401 without a
// valid X-RapidAPI-Key, 403 for a key not subscribed to the API, and 429 when a test scripts the plan's limit.
import { json, startFakeProvider, type FakeAnswer, type FakeProvider, type RecordedRequest } from './fake-provider';

export const VALID_KEY = 'rapidapi-test-key';
export const UNSUBSCRIBED_KEY = 'rapidapi-unsubscribed-key';

export interface FakeFlight {
  number: string;
  from: string;
  to: string;
  /** Local dates of departure use the offset below. */
  scheduledDeparture: string;
  scheduledArrival: string;
  revisedDeparture?: string;
  revisedArrival?: string;
  predictedArrival?: string;
  runwayArrival?: string;
  status?: string;
  /** Offset of both airports, "+02:00". */
  offset?: string;
}

export interface FakeAeroDataBox extends FakeProvider {
  addFlight(flight: FakeFlight): void;
}

export const rapidApiRateLimited = (): FakeAnswer =>
  json(429, { message: 'You have exceeded the rate limit per second for your plan, BASIC, by the API provider' }, { 'retry-after': '1' });

const normalized = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** "2026-07-01 08:30Z" and "2026-07-01 10:30+02:00", as AeroDataBox writes DateTimeContract. */
function dateTime(iso: string, offset: string) {
  const at = Date.parse(iso);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  const local = new Date(at + sign * (hours * 60 + minutes) * 60_000).toISOString();
  return { utc: `${new Date(at).toISOString().slice(0, 10)} ${new Date(at).toISOString().slice(11, 16)}Z`, local: `${local.slice(0, 10)} ${local.slice(11, 16)}${offset}` };
}

function contractOf(flight: FakeFlight) {
  const offset = flight.offset ?? '+00:00';
  const movement = (iata: string, times: Record<string, string | undefined>) => ({
    airport: { icao: `L${iata}`, iata, name: `${iata} International`, timeZone: 'Europe/Rome' },
    ...Object.fromEntries(Object.entries(times).flatMap(([name, value]) => (value ? [[name, dateTime(value, offset)]] : []))),
    terminal: '1',
    quality: ['Basic', 'Live'],
  });
  return {
    greatCircleDistance: { meter: 400000, km: 400, mile: 248.5, nm: 216, feet: 1312336 },
    departure: movement(flight.from, { scheduledTime: flight.scheduledDeparture, revisedTime: flight.revisedDeparture }),
    arrival: movement(flight.to, {
      scheduledTime: flight.scheduledArrival,
      revisedTime: flight.revisedArrival,
      predictedTime: flight.predictedArrival,
      runwayTime: flight.runwayArrival,
    }),
    lastUpdatedUtc: '2026-07-01 06:00Z',
    number: `${flight.number.slice(0, 2)} ${flight.number.slice(2)}`,
    status: flight.status ?? 'Expected',
    codeshareStatus: 'IsOperator',
    isCargo: false,
    aircraft: { model: 'Airbus A320' },
    airline: { name: 'Test Airways', iata: flight.number.slice(0, 2) },
  };
}

export async function startFakeAeroDataBox(): Promise<FakeAeroDataBox> {
  const flights: FakeFlight[] = [];
  const documented = (request: RecordedRequest): FakeAnswer => {
    const key = request.headers['x-rapidapi-key'];
    if (!key || (key !== VALID_KEY && key !== UNSUBSCRIBED_KEY)) return json(401, { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' });
    if (key === UNSUBSCRIBED_KEY) return json(403, { message: 'You are not subscribed to this API.' });
    const match = /^\/flights\/number\/([^/]+)\/([^/]+)$/.exec(request.url.pathname);
    if (!match) return json(404, { message: "Endpoint '/' does not exist" });
    const [, number, date] = match;
    if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(date)) return json(400, { message: `The value '${date}' is not valid for dateLocal.` });
    const role = request.url.searchParams.get('dateLocalRole') ?? 'Both';
    const found = flights.filter(
      (flight) =>
        normalized(flight.number) === normalized(decodeURIComponent(number)) &&
        (dateTime(flight.scheduledDeparture, flight.offset ?? '+00:00').local.startsWith(date) ||
          (role === 'Both' && dateTime(flight.scheduledArrival, flight.offset ?? '+00:00').local.startsWith(date))),
    );
    return found.length === 0 ? { kind: 'empty', status: 204 } : json(200, found.map(contractOf));
  };
  const fake = await startFakeProvider(documented);
  return { ...fake, addFlight: (flight) => void flights.push(flight) };
}
