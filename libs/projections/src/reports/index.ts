// Report read models: the compact facts the three reports are computed from at query time.
import type { DocumentProjection } from '../projection';
import { reportNotificationsProjection } from './report-notifications.projection';
import { reportSettingsProjection } from './report-settings.projection';
import { reportStaffProjection } from './report-staff.projection';
import { reportToursProjection } from './report-tours.projection';
import { reportTravelersProjection } from './report-travelers.projection';

export * from './fact-blocks';
export * from './report-notifications.projection';
export * from './report-settings.projection';
export * from './report-staff.projection';
export * from './report-tours.projection';
export * from './report-travelers.projection';

export const REPORT_PROJECTIONS: readonly DocumentProjection[] = [
  reportToursProjection,
  reportNotificationsProjection,
  reportStaffProjection,
  reportTravelersProjection,
  reportSettingsProjection,
];
