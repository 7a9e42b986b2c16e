// Overview read models: what the landing page counts without scanning the large collections.
import type { DocumentProjection } from '../projection';
import { tourRostersProjection } from './tour-rosters.projection';

export * from './tour-rosters.projection';

export const OVERVIEW_PROJECTIONS: readonly DocumentProjection[] = [tourRostersProjection];
