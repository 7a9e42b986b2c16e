// Field staff read models.
import type { DocumentProjection } from '../projection';

export const FIELD_STAFF_PROJECTIONS: readonly DocumentProjection[] = [];
