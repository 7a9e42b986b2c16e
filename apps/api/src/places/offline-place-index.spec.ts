// The offline place index on small data: normalization, names and labels, ranking, kinds, time zones.
import { OfflinePlaceIndex, airportShortName, type AirportRecord, type CityRecord } from './offline-place-index';
import { normalizeText } from './place-index';

const city = (name: string, country: string, iso2: string, pop: number, lat: number, lng: number, province = '', timezone: string | null = 'Europe/Rome'): CityRecord =>
  ({ city: name, country, iso2, pop, lat, lng, province, timezone });
const airport = (iata: string | null, name: string, cityName: string, country: string, lat: number, lng: number, tz: string | null = 'Europe/Rome'): AirportRecord =>
  ({ iata, name, city: cityName, country, icao: 'XXXX', latitude: lat, longitude: lng, tz });

const index = new OfflinePlaceIndex(
  [
    city('Florence', 'Italy', 'IT', 935758, 43.78, 11.25, 'Toscana'),
    city('Florianópolis', 'Brazil', 'BR', 568783, -27.58, -48.52, 'Santa Catarina', 'America/Sao_Paulo'),
    city('Zürich', 'Switzerland', 'CH', 724865, 47.38, 8.55, 'Zürich', 'Europe/Zurich'),
    city('Richmond', 'United States of America', 'US', 551443, 37.55, -77.45, 'Virginia', 'America/New_York'),
    city('Richmond', 'United States of America', 'US', 41015, 39.83, -84.89, 'Indiana', 'America/Indiana/Indianapolis'),
    city('Pristina', 'Kosovo', -99 as unknown as string, 331700, 42.67, 21.17, 'Pristina', 'Europe/Belgrade'),
    city('Pisa', 'Italy', 'IT', 90000, 43.72, 10.4, 'Toscana'),
  ],
  [
    airport('FLR', 'Peretola Airport', 'Florence', 'Italy', 43.81, 11.2),
    airport('ZRH', 'Zürich Airport', 'Zurich', 'Switzerland', 47.46, 8.55, 'Europe/Zurich'),
    airport('PSA', 'Pisa International Airport', 'Pisa', 'Italy', 43.68, 10.39, '\\N'),
    airport(null, 'Florennes Air Base', 'Florennes', 'Belgium', 50.24, 4.65),
    airport('FLR', 'Duplicate Airport', 'Florence', 'Italy', 0, 0),
  ],
);

describe('normalizeText', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizeText('Zürich-Flughafen')).toBe('zurich flughafen');
    expect(normalizeText("  N'Djamena ")).toBe('n djamena');
    expect(normalizeText('Łódź, Straße, Ærø')).toBe('lodz strasse aero');
  });
});

describe('airportShortName', () => {
  it('names the city when the airport name does not', () => {
    expect(airportShortName('Peretola Airport', 'Florence')).toBe('Florence Peretola');
    expect(airportShortName('Zürich Airport', 'Zurich')).toBe('Zürich');
    expect(airportShortName('London Heathrow Airport', 'London')).toBe('London Heathrow');
    expect(airportShortName('John F Kennedy International Airport', 'New York')).toBe('New York John F Kennedy');
  });
});

describe('OfflinePlaceIndex', () => {
  it('keeps airports with an IATA code, once each', () => {
    expect(index.size).toEqual({ cities: 7, airports: 3 });
    expect(index.airport('flr')?.name).toBe('Florence Peretola Airport');
  });

  it('answers the exact IATA code first, then name prefixes by population', () => {
    expect(index.searchNow('flr', undefined, 10).map((place) => place.id)).toEqual(['airport:FLR']);
    expect(index.searchNow('flo', undefined, 10).map((place) => place.id)).toEqual(['city:it:florence', 'airport:FLR', 'city:br:florianopolis']);
    expect(index.searchNow('flo', undefined, 2)).toHaveLength(2);
  });

  it('matches without accents, and words after the first', () => {
    expect(index.searchNow('florianopolis', 'city', 5)[0].name).toBe('Florianópolis');
    expect(index.searchNow('peretola', undefined, 5).map((place) => place.iata)).toEqual(['FLR']);
    expect(index.searchNow('pisa italy', undefined, 5).map((place) => place.id)).toEqual(['city:it:pisa', 'airport:PSA']);
  });

  it('tells apart cities of one name and country by their province', () => {
    const labels = index.searchNow('richmond', 'city', 5).map((place) => [place.id, place.label]);
    expect(labels).toEqual([
      ['city:us:richmond:virginia', 'Richmond, Virginia, United States'],
      ['city:us:richmond:indiana', 'Richmond, Indiana, United States'],
    ]);
  });

  it('gives an airport without a time zone the one of the nearest city of its country', () => {
    expect(index.airport('PSA')?.timezone).toBe('Europe/Rome');
    expect(index.timezoneNear(47.4, 8.6, 'Switzerland')).toBe('Europe/Zurich');
    expect(index.timezoneNear(0, 0)).toBeUndefined();
    expect(index.countryOfCode('us')).toBe('United States');
  });

  it('reads cities without a country code', () => {
    expect(index.searchNow('pristina', undefined, 1)[0]).toMatchObject({ id: 'city:xx:pristina', country: 'Kosovo' });
  });

  it('filters by kind and finds nothing for an empty query', () => {
    expect(index.searchNow('FLR', 'city', 5)).toEqual([]);
    expect(index.searchNow('zur', 'airport', 5).map((place) => place.iata)).toEqual(['ZRH']);
    expect(index.searchNow(' -- ', undefined, 5)).toEqual([]);
  });

  it('answers the most populous cities inside a box, not airports, and a box across the antimeridian', () => {
    const tuscany = { west: 10, south: 43, east: 12, north: 44 };
    expect(index.largestCities(tuscany, 5)).toEqual([
      { name: 'Florence', lng: 11.25, lat: 43.78, population: 935758 },
      { name: 'Pisa', lng: 10.4, lat: 43.72, population: 90000 },
    ]);
    expect(index.largestCities(tuscany, 1).map((city) => city.name)).toEqual(['Florence']);
    expect(index.largestCities({ west: 170, south: -90, east: -170, north: 90 }, 5)).toEqual([]);
    expect(index.largestCities({ west: 10, south: 40, east: -80, north: 50 }, 5).map((city) => city.name)).toEqual(['Florence', 'Pristina', 'Pisa']);
  });
});
