// The OpenAPI entries of the tours slice (tours, days, segments); a test checks them against the routes the server really has.
import {
  addDayBody,
  addSegmentBody,
  changeDayBody,
  changeSegmentBody,
  changeTourBody,
  changeTourStatusBody,
  copyTourBody,
  createTourBody,
  duplicateDayBody,
  insertDayBody,
  moveSegmentBody,
  reorderSegmentsBody,
  saveAsTemplateBody,
  shiftTourBody,
  undoBody,
  wizardStepBody,
  TOUR_SIZES,
} from '@tourops/contracts';
import type { Route } from '../http/api-route';
import { historyRoute } from '../history/history.routes';

const { daysPerTour, segmentsPerDay } = TOUR_SIZES;

/** Every tour write may answer a notification (caused-by.interceptor.ts). */
const causedBy = {
  name: 'X-Caused-By',
  description: 'The id of a notification of your organization (ntf-…) this change answers: the change carries its correlation and follows its latest event.',
};

const ROUTES: Route[] = [
  { method: 'post', path: '/api/tours', summary: `Create a tour (at most ${daysPerTour} days, at most ${segmentsPerDay} segments a day)`, body: createTourBody, created: true },
  { method: 'get', path: '/api/tours', summary: 'List tours (newest change first by default); period=running-today or departing-next-7-days narrows to the calendar, each tour by its own zone’s today', query: ['status', 'q', 'sort', 'order', 'from', 'to', 'period', 'limit', 'cursor', 'minPosition'] },
  { method: 'get', path: '/api/tours/deleted', summary: 'List deleted tours', query: ['status', 'q', 'sort', 'order', 'from', 'to', 'period', 'limit', 'cursor', 'minPosition'] },
  { method: 'get', path: '/api/tours/templates', summary: 'List tour templates', query: ['q', 'sort', 'order', 'limit', 'cursor', 'minPosition'] },
  { method: 'post', path: '/api/tours/{tourId}/copy', summary: 'A new tour copied from this tour or template, dates shifted to startDate', body: copyTourBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/template', summary: 'Save a copy of this tour as a template', body: saveAsTemplateBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/wizard', summary: 'Record the wizard step reached', body: wizardStepBody },
  { method: 'post', path: '/api/tours/{tourId}/shift', summary: 'Move the whole tour to a new start date', body: shiftTourBody },
  { method: 'post', path: '/api/tours/{tourId}/undo', summary: 'Put back the plan of an earlier revision (If-Match required)', body: undoBody },
  { method: 'post', path: '/api/tours/{tourId}/purge', summary: 'Forget a deleted tour in the read models (admins; events stay)' },
  { method: 'post', path: '/api/tours/{tourId}/days/insert', summary: `Insert a day; later days move one day on (a tour lasts at most ${daysPerTour} days)`, body: insertDayBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/days/{dayId}/duplicate', summary: 'Duplicate a day onto the next date (ids of the copies from the body, or made by the server)', body: duplicateDayBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/segments/{segmentId}/move', summary: `Move a segment within or across days (a day holds at most ${segmentsPerDay} segments)`, body: moveSegmentBody },
  { method: 'get', path: '/api/tours/{tourId}', summary: 'One tour with its days and segments (ETag: revision); with asOf (an instant) or revision, the tour as it was then, read-only', query: ['asOf', 'revision', 'minPosition'] },
  { method: 'patch', path: '/api/tours/{tourId}', summary: `Change title, description, dates or time zone (If-Match: revision; a tour lasts at most ${daysPerTour} days)`, body: changeTourBody },
  { method: 'post', path: '/api/tours/{tourId}/status', summary: 'Move the tour to another status', body: changeTourStatusBody },
  { method: 'delete', path: '/api/tours/{tourId}', summary: 'Delete the tour (soft)' },
  { method: 'post', path: '/api/tours/{tourId}/restore', summary: 'Restore a deleted tour' },
  historyRoute('/api/tours/{tourId}/history', 'the tour'),
  { method: 'post', path: '/api/tours/{tourId}/days', summary: `Add a day (a tour lasts at most ${daysPerTour} days)`, body: addDayBody, created: true },
  { method: 'patch', path: '/api/tours/{tourId}/days/{dayId}', summary: 'Change a day', body: changeDayBody },
  { method: 'delete', path: '/api/tours/{tourId}/days/{dayId}', summary: 'Remove a day (?redate=true: later days move one day back)', query: ['redate'] },
  { method: 'post', path: '/api/tours/{tourId}/days/{dayId}/segments', summary: `Add a segment (a day holds at most ${segmentsPerDay} segments)`, body: addSegmentBody, created: true },
  { method: 'post', path: '/api/tours/{tourId}/days/{dayId}/segments/reorder', summary: 'Reorder the day’s segments', body: reorderSegmentsBody },
  { method: 'patch', path: '/api/tours/{tourId}/days/{dayId}/segments/{segmentId}', summary: 'Change a segment', body: changeSegmentBody },
  { method: 'delete', path: '/api/tours/{tourId}/days/{dayId}/segments/{segmentId}', summary: 'Remove a segment' },
];

export const TOUR_ROUTES: Route[] = ROUTES.map((route) => (route.method === 'get' ? route : { ...route, headers: [causedBy] }));
