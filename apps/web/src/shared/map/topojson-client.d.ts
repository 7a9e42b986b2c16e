// The one function of topojson-client the basemap uses (the package ships no types).
declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): { type: 'FeatureCollection'; features: unknown[] } | { type: 'Feature' };
}
