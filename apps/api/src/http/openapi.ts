// The OpenAPI document of the HTTP API, built from the contracts' zod schemas.
import { z } from 'zod';
import {
  addDayBody,
  addSegmentBody,
  changeDayBody,
  changeSegmentBody,
  changeTourBody,
  changeTourStatusBody,
  createTourBody,
  devSessionBody,
  reorderSegmentsBody,
  copyTourBody,
  saveAsTemplateBody,
  wizardStepBody,
  shiftTourBody,
  undoBody,
  insertDayBody,
  duplicateDayBody,
  moveSegmentBody,
  draftRequestBody,
  settingsBodies,
} from '@tourops/contracts';
import { TRAVELER_ROUTES } from '../travelers/traveler.routes';
import { FIELD_STAFF_ROUTES } from '../field-staff/field-staff.routes';
import { TRACKING_ROUTES } from '../tracking/tracking.routes';
import { USER_ROUTES } from '../users/user.routes';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
export interface Route {
  method: Method;
  path: string;
  summary: string;
  body?: z.ZodType;
  public?: boolean;
  query?: string[];
  /** Answers 201 with the new id (else 200). */
  created?: boolean;
}

const write = 'WriteResult';

/** Every API route; a test checks this list against the routes the server really has. */
export const API_ROUTES: Route[] = [
  { method: 'get', path: '/api/identity', summary: 'How to sign in: local or Clerk', public: true },
  { method: 'post', path: '/api/dev/session', summary: 'Local sign-in (development only): a session token', body: devSessionBody, public: true, created: true },
  { method: 'get', path: '/api/me', summary: 'The signed-in user and active organization' },
  { method: 'post', path: '/api/tours', summary: 'Create a tour', body: createTourBody, created: true },
  { method: 'get', path: '/api/tours', summary: 'List tours (newest change first by default)', query: ['status', 'q', 'sort', 'order', 'from', 'to', 'limit', 'cursor', 'minPosition'] },
  { method: 'get', path: '/api/tours/deleted', summary: 'List deleted tours', query: ['status', 'q', 'sort', 'order', 'from', 'to', 'limit', 'cursor', 'minPosition'] },
  { method: 'get', path: '/api/tours/templates', summary: 'List tour templates', query: ['q', 'sort', 'order', 'limit', 'cursor', 'minPosition'] },
  { method: 'post', path: '/api/tours/{tourId}/copy', summary: 'A new tour copied from this tour or template, dates shifted to startDate', body: copyTourBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/template', summary: 'Save a copy of this tour as a template', body: saveAsTemplateBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/wizard', summary: 'Record the wizard step reached', body: wizardStepBody },
  { method: 'post', path: '/api/tours/{tourId}/shift', summary: 'Move the whole tour to a new start date', body: shiftTourBody },
  { method: 'post', path: '/api/tours/{tourId}/undo', summary: 'Put back the plan of an earlier revision (If-Match required)', body: undoBody },
  { method: 'post', path: '/api/tours/{tourId}/purge', summary: 'Forget a deleted tour in the read models (admins; events stay)' },
  { method: 'post', path: '/api/tours/{tourId}/days/insert', summary: 'Insert a day; later days move one day on', body: insertDayBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/days/{dayId}/duplicate', summary: 'Duplicate a day onto the next date (ids of the copies from the body, or made by the server)', body: duplicateDayBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/segments/{segmentId}/move', summary: 'Move a segment within or across days', body: moveSegmentBody },
  { method: 'get', path: '/api/tours/{tourId}', summary: 'One tour with its days and segments (ETag: revision)', query: ['minPosition'] },
  { method: 'patch', path: '/api/tours/{tourId}', summary: 'Change title, description, dates or time zone (If-Match: revision)', body: changeTourBody },
  { method: 'post', path: '/api/tours/{tourId}/status', summary: 'Move the tour to another status', body: changeTourStatusBody },
  { method: 'delete', path: '/api/tours/{tourId}', summary: 'Delete the tour (soft)' },
  { method: 'post', path: '/api/tours/{tourId}/restore', summary: 'Restore a deleted tour' },
  { method: 'get', path: '/api/tours/{tourId}/history', summary: 'Every event of the tour, in order', query: ['minPosition'] },
  { method: 'post', path: '/api/tours/{tourId}/days', summary: 'Add a day', body: addDayBody, created: true },
  { method: 'patch', path: '/api/tours/{tourId}/days/{dayId}', summary: 'Change a day', body: changeDayBody },
  { method: 'delete', path: '/api/tours/{tourId}/days/{dayId}', summary: 'Remove a day (?redate=true: later days move one day back)', query: ['redate'] },
  { method: 'post', path: '/api/tours/{tourId}/days/{dayId}/segments', summary: 'Add a segment', body: addSegmentBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/days/{dayId}/segments/reorder', summary: 'Reorder the day’s segments', body: reorderSegmentsBody },
  { method: 'patch', path: '/api/tours/{tourId}/days/{dayId}/segments/{segmentId}', summary: 'Change a segment', body: changeSegmentBody },
  { method: 'delete', path: '/api/tours/{tourId}/days/{dayId}/segments/{segmentId}', summary: 'Remove a segment' },
  { method: 'get', path: '/api/places', summary: 'Search cities and airports by name or IATA code (offline index, or the geocoding provider when the maps key is set)', query: ['q', 'kind', 'limit', 'minPosition'] },
  { method: 'get', path: '/api/assistant', summary: 'Whether the AI assistant is set up (AI_BASE_URL), and the model of the ai settings', query: ['minPosition'] },
  {
    method: 'post',
    path: '/api/assistant/drafts',
    summary: 'Draft a day title or description, or a tour description (operators): 200 text/event-stream of data: {message} pieces, then {result: {text}} or {error: {status, message}}; writes nothing',
    body: draftRequestBody,
  },
  { method: 'get', path: '/api/settings', summary: 'All settings documents, merged over defaults (secrets masked)', query: ['minPosition'] },
  { method: 'get', path: '/api/settings/{name}', summary: 'One settings document', query: ['minPosition'] },
  { method: 'put', path: '/api/settings/{name}', summary: 'Save one settings document (admins): the body of the named document', body: z.union(Object.values(settingsBodies)) },
  ...TRAVELER_ROUTES,
  ...FIELD_STAFF_ROUTES,
  ...TRACKING_ROUTES,
  ...USER_ROUTES,
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
    ];
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      security: route.public ? [] : [{ bearer: [] }],
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
