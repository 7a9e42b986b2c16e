// Tracking read models: latest positions and recent trails of field staff.
import type { DocumentProjection } from '../projection';
import { staffPositionsProjection } from './staff-positions.projection';

export * from './staff-positions.projection';

export const TRACKING_PROJECTIONS: readonly DocumentProjection[] = [staffPositionsProjection];
