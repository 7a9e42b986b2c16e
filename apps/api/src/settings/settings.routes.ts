// The OpenAPI entries of the settings slice; a test checks them against the routes the server really has.
import { z } from 'zod';
import { notificationBacktestBody, settingsBodies } from '@tourops/contracts';
import type { Route } from '../http/api-route';

export const SETTINGS_ROUTES: Route[] = [
  { method: 'get', path: '/api/settings', summary: 'All settings documents, merged over defaults (secrets masked)', query: ['minPosition'] },
  { method: 'get', path: '/api/settings/{name}', summary: 'One settings document', query: ['minPosition'] },
  { method: 'put', path: '/api/settings/{name}', summary: 'Save one settings document (admins): the body of the named document', body: z.union(Object.values(settingsBodies)) },
  {
    method: 'post',
    path: '/api/settings/notifications/backtest',
    summary:
      'Backtest draft thresholds (a query: it writes nothing; every role): the organization’s recorded checks of the last days (1 to 30, default 30) replayed with the draft and with the stored settings; 200 {days, from, to, checks, subjects, counts {WARNING, ALERT, CRITICAL}, escalations, current {counts, escalations}}; 400 naming the fields of bad thresholds',
    body: notificationBacktestBody,
  },
];
