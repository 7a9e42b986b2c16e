// The OpenAPI entries of the travelers slice; a test checks them against the routes the server really has.
import { TOUR_SIZES, changeTravelerBody, createTravelerBody, erasureBody, importTravelersBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';
import { historyRoute } from '../history/history.routes';

const LIST_QUERY = ['q', 'tag', 'nationality', 'tourId', 'tourPeriod', 'deleted', 'sort', 'order', 'minPosition'];

export const TRAVELER_ROUTES: Route[] = [
  {
    method: 'post',
    path: '/api/travelers',
    summary: 'Register a traveler; 409 with the possible duplicates (same email, or name and date of birth) unless allowDuplicate',
    body: createTravelerBody,
    created: true,
  },
  { method: 'get', path: '/api/travelers', summary: 'List and search travelers (by name by default; deleted=true: the removed ones)', query: [...LIST_QUERY, 'limit', 'cursor'] },
  { method: 'get', path: '/api/travelers/export.csv', summary: 'The travelers the list filters select, as CSV in the import columns', query: LIST_QUERY },
  {
    method: 'post',
    path: '/api/travelers/import/preview',
    summary: 'Check a CSV import: every row as new, existing or invalid with its reasons; writes nothing',
    body: importTravelersBody,
  },
  {
    method: 'post',
    path: '/api/travelers/import',
    summary: `Import a CSV: registers the new rows, assigns new and existing ones to tourId (a tour takes at most ${TOUR_SIZES.travelersPerTour} travelers: rows beyond fail); per-row results and the highest position`,
    body: importTravelersBody,
  },
  { method: 'get', path: '/api/travelers/{travelerId}', summary: 'One traveler (ETag: revision; passport number masked except for admins)', query: ['minPosition'] },
  { method: 'patch', path: '/api/travelers/{travelerId}', summary: 'Change a traveler’s details (If-Match: revision)', body: changeTravelerBody },
  { method: 'delete', path: '/api/travelers/{travelerId}', summary: 'Remove the traveler (soft)' },
  { method: 'post', path: '/api/travelers/{travelerId}/restore', summary: 'Restore a removed traveler' },
  {
    method: 'post',
    path: '/api/travelers/{travelerId}/erasure',
    summary: 'Erase the traveler’s personal data for good (admins; a reason of 3-500 characters; 409 once erased): the key is shredded, the events stay',
    body: erasureBody,
  },
  historyRoute('/api/travelers/{travelerId}/history', 'the traveler'),
  { method: 'get', path: '/api/travelers/{travelerId}/tours', summary: 'The traveler’s tours, upcoming and past', query: ['minPosition'] },
  { method: 'post', path: '/api/travelers/{travelerId}/tours/{tourId}', summary: `Put the traveler on a tour of the organization (409 for a deleted tour; a tour takes at most ${TOUR_SIZES.travelersPerTour} travelers)` },
  { method: 'delete', path: '/api/travelers/{travelerId}/tours/{tourId}', summary: 'Take the traveler off a tour' },
  { method: 'get', path: '/api/tours/{tourId}/manifest', summary: 'The tour’s travelers by name, with counts', query: ['minPosition'] },
];
