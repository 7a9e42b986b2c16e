// Tracking read models: latest positions and trails, device tokens.
import type { DocumentProjection } from '../projection';

export const TRACKING_PROJECTIONS: readonly DocumentProjection[] = [];
