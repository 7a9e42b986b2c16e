// Traveler read models.
import type { DocumentProjection } from '../projection';
import { travelersProjection } from './travelers.projection';

export * from './travelers.projection';

export const TRAVELER_PROJECTIONS: readonly DocumentProjection[] = [travelersProjection];
