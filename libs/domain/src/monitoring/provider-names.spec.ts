// Specifications of a provider's name in words.
import { providerName } from './provider-names';

describe('providerName', () => {
  it.each([
    ['simulated', 'simulated data'],
    ['open-meteo', 'Open-Meteo'],
    ['aerodatabox', 'AeroDataBox'],
    ['mapbox', 'Mapbox'],
    ['other', 'Other'],
  ])('calls %s "%s"', (provider, name) => expect(providerName(provider)).toBe(name));
});
