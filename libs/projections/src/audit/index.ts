// The organization-wide audit log.
import type { DocumentProjection } from '../projection';
import { auditLogProjection } from './audit-log.projection';

export * from './audit-log.projection';

export const AUDIT_PROJECTIONS: readonly DocumentProjection[] = [auditLogProjection];
