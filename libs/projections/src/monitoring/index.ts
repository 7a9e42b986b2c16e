// Monitoring read models: the watched subjects' checks.
import type { DocumentProjection } from '../projection';
import { monitoringSubjectsProjection } from './monitoring-subjects.projection';

export * from './monitoring-subjects.projection';

export const MONITORING_PROJECTIONS: readonly DocumentProjection[] = [monitoringSubjectsProjection];
export * from './watched-tours';
