// The time zones of a flight's airports, as the segment knows them or the airport search finds them: for local times and the preview.
import { isIataCode, type AirportZones } from '@tourops/domain';
import { useSearchPlacesQuery } from '../places/placesApi';

function useAirportZone(code: string, known: AirportZones): string | undefined {
  const iata = code.trim().toUpperCase();
  const { data } = useSearchPlacesQuery({ q: iata, kind: 'airport', limit: 1 }, { skip: !isIataCode(iata) || Boolean(known[iata]) });
  return known[iata] ?? data?.find((place) => place.iata === iata)?.timezone;
}

export function useAirportZones(from: string, to: string, known: AirportZones): AirportZones {
  const fromZone = useAirportZone(from, known);
  const toZone = useAirportZone(to, known);
  return {
    ...(fromZone ? { [from.trim().toUpperCase()]: fromZone } : {}),
    ...(toZone ? { [to.trim().toUpperCase()]: toZone } : {}),
  };
}
