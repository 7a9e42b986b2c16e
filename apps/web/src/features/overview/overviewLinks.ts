// Where each overview figure leads: the list it counts, filtered to exactly those items.
import type { Severity } from '@tourops/domain';

export const OVERVIEW_LINKS = {
  runningToday: '/tours/all?period=running-today',
  departingNext7Days: '/tours/all?period=departing-next-7-days',
  travelersOnTourToday: '/travelers/list?tourPeriod=running-today',
  staffInField: '/field-staff/tracking?onAssignment=true',
  flights: '/tools/monitoring?kind=flight',
  notifications: (severity: Severity) => `/tools/notifications?severity=${severity}`,
  tour: (tourId: string) => `/tours/edit/${tourId}`,
};
