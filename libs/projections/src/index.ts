// Public surface of the projections: pure event -> read-model definitions.
import { settingsProjection } from './settings.projection';
import { toursProjection } from './tours/tours.projection';
import type { DocumentProjection } from './projection';

export * from './projection';
export * from './batch';
export * from './tours/tours.projection';
export * from './settings.projection';

/** Every projection the projector runs. */
export const ALL_PROJECTIONS: readonly DocumentProjection[] = [toursProjection, settingsProjection];
