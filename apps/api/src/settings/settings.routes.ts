// The OpenAPI entries of the settings slice; a test checks them against the routes the server really has.
import { z } from 'zod';
import { settingsBodies } from '@tourops/contracts';
import type { Route } from '../http/api-route';

export const SETTINGS_ROUTES: Route[] = [
  { method: 'get', path: '/api/settings', summary: 'All settings documents, merged over defaults (secrets masked)', query: ['minPosition'] },
  { method: 'get', path: '/api/settings/{name}', summary: 'One settings document', query: ['minPosition'] },
  { method: 'put', path: '/api/settings/{name}', summary: 'Save one settings document (admins): the body of the named document', body: z.union(Object.values(settingsBodies)) },
];
