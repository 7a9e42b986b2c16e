// Public surface of the traveler aggregate: events, evolve, the deciders (erasure too), duplicate detection and masking.
export * from './traveler';
export * from './traveler-commands';
export * from './duplicates';
export * from './masking';
export { COUNTRY_CODES, detailsProblems } from './traveler-rules';
export * from './traveler-erasure';
