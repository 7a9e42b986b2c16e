// Traveler read models.
import type { DocumentProjection } from '../projection';

export const TRAVELER_PROJECTIONS: readonly DocumentProjection[] = [];
