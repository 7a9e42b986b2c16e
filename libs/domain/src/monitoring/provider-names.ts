// What an operator calls the service a reading came from: 'simulated data', 'Open-Meteo', 'AeroDataBox', 'Mapbox'.
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  simulated: 'simulated data',
  'open-meteo': 'Open-Meteo',
  aerodatabox: 'AeroDataBox',
  mapbox: 'Mapbox',
};

/** A provider in words; one not known by name is written with its first letter capitalised. */
export const providerName = (provider: string): string => PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
