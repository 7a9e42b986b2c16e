// The OpenAPI document of the HTTP API, built from the contracts' zod schemas.
import { z } from 'zod';
import { devSessionBody, draftRequestBody } from '@tourops/contracts';
import { TOUR_ROUTES } from '../tours/tours.routes';
import { SETTINGS_ROUTES } from '../settings/settings.routes';
import { TRAVELER_ROUTES } from '../travelers/travelers.routes';
import { FIELD_STAFF_ROUTES } from '../field-staff/field-staff.routes';
import { TRACKING_ROUTES } from '../tracking/tracking.routes';
import { USER_ROUTES } from '../users/users.routes';
import { NOTIFICATION_ROUTES } from '../notifications/notifications.routes';
import { MONITORING_ROUTES } from '../monitoring/monitoring.routes';
import { READ_MODEL_ROUTES } from '../read-models/read-models.routes';
import { DEMO_CLOCK_ROUTES } from '../demo-clock/demo-clock.routes';
import { REPORT_ROUTES } from '../reports/reports.routes';
import { OVERVIEW_ROUTES } from '../overview/overview.routes';
import { DASHBOARD_MAP_ROUTES } from '../dashboard-map/dashboard-map.routes';
import { SHARED_LINK_ROUTES } from '../shared-links/shared-links.routes';
import { AUDIT_LOG_ROUTES } from '../audit-log/audit-log.routes';
import type { Route } from './api-route';

const write = 'WriteResult';

/** Every API route; a test checks this list against the routes the server really has. */
export const API_ROUTES: Route[] = [
  { method: 'get', path: '/api/identity', summary: 'How to sign in: local or Clerk', public: true },
  { method: 'post', path: '/api/dev/session', summary: 'Local sign-in (development only): a session token; the first member founds a new organization with the role asked, anyone else needs an invitation (403)', body: devSessionBody, public: true, created: true },
  { method: 'get', path: '/api/me', summary: 'The signed-in user and active organization' },
  ...TOUR_ROUTES,
  { method: 'get', path: '/api/places', summary: 'Search cities and airports by name or IATA code (offline index, or the geocoding provider when the maps key is set)', query: ['q', 'kind', 'limit', 'minPosition'] },
  {
    method: 'get',
    path: '/api/places/cities',
    summary: 'The most populous cities (offline index) inside a box of longitudes and latitudes, most populous first: what a map without tiles labels; west east of east crosses the antimeridian',
    query: ['west', 'south', 'east', 'north', 'limit', 'minPosition'],
  },
  { method: 'get', path: '/api/assistant', summary: 'Whether the AI assistant is set up (AI_BASE_URL), and the model of the ai settings', query: ['minPosition'] },
  {
    method: 'post',
    path: '/api/assistant/drafts',
    summary: 'Draft a day title or description, or a tour description (operators): 200 text/event-stream of data: {message} pieces, then {result: {text}} or {error: {status, message}}; writes nothing',
    body: draftRequestBody,
  },
  ...SETTINGS_ROUTES,
  ...TRAVELER_ROUTES,
  ...FIELD_STAFF_ROUTES,
  ...TRACKING_ROUTES,
  ...USER_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...MONITORING_ROUTES,
  ...READ_MODEL_ROUTES,
  ...DEMO_CLOCK_ROUTES,
  ...REPORT_ROUTES,
  ...OVERVIEW_ROUTES,
  ...DASHBOARD_MAP_ROUTES,
  ...SHARED_LINK_ROUTES,
  ...AUDIT_LOG_ROUTES,
  { method: 'get', path: '/api/docs', summary: 'This document', public: true },
  { method: 'get', path: '/api/health', summary: 'Liveness of the api process', public: true },
];

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...(route.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
      ...(route.method === 'get' || route.public ? [] : [{ name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } }]),
      ...(route.headers ?? []).map(({ name, description }) => ({ name, in: 'header', required: false, description, schema: { type: 'string' } })),
    ];
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      security: route.public ? [] : [{ bearer: [] }],
      ...(route.systemWide ? { 'x-system-wide': true } : {}),
      parameters,
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } } } : {}),
      responses: {
        [route.created ? '201' : '200']: { description: route.method === 'get' ? 'OK' : write },
        default: { description: 'Problem', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tour operations back office API', version: '0.1.0' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            currentRevision: { type: 'integer' },
          },
        },
      },
    },
  };
}
