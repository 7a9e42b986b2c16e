// Field staff read models.
import type { DocumentProjection } from '../projection';
import { fieldStaffProjection } from './field-staff.projection';

export * from './field-staff.projection';

export const FIELD_STAFF_PROJECTIONS: readonly DocumentProjection[] = [fieldStaffProjection];
