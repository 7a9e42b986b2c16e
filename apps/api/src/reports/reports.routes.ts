// The OpenAPI entries of the reports slice; a test checks them against the routes the server really has.
import type { Route } from '../http/api-route';

const range = ['from', 'to', 'minPosition'];

export const REPORT_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/reports/tour-performance',
    summary: 'Tour performance (any member): tours by status and month, on-time share of monitored segments, delay by segment type, notifications by measure and severity, time to acknowledge and resolve (p50, p90), plan versus actual; from/to (YYYY-MM-DD, UTC, default the last 6 months to the next 2), status and measure (comma-separated)',
    query: [...range, 'status', 'measure'],
  },
  {
    method: 'get',
    path: '/api/reports/staff-performance',
    summary: 'Staff performance (any member): per member tours and days worked, available days, utilisation, clash overrides, notifications on their tours and time to acknowledge, tracking coverage; from/to, staffId',
    query: [...range, 'staffId'],
  },
  {
    method: 'get',
    path: '/api/reports/traveler-insights',
    summary: 'Traveler insights (any member): travelers of the tours starting in the range by nationality and age band, repeat travelers, tours per traveler, dietary and medical needs of upcoming tours; from/to, nationality',
    query: [...range, 'nationality'],
  },
  {
    method: 'get',
    path: '/api/reports/{report}/csv',
    summary: 'One table of a report as text/csv (report: tour-performance, staff-performance or traveler-insights; table: one of the report’s tables; the report’s own query); attachment named {report}-{table}-{from}-{to}.csv',
    query: [...range, 'table', 'status', 'measure', 'staffId', 'nationality'],
  },
];
