// Commands on a tour as a whole: create, details, status, delete, restore, purge, shift, wizard, undo.
import { daysBetween } from '../shared/calendar-date';
import { conflict, invalid } from '../shared/decider';
import type { Day, TourCreation, TourDetails, TourEvent, TourPlan, TourState, TourStatus, WizardStep } from './tour';
import { changedOnly } from '../shared/changed-fields';
import { checkDates, editableTour, existingTour } from './tour-rules';
import { checkRoomInDay, checkTourLength } from './tour-sizes';
import { allowedTransitions } from './tour-status';

export function createTour(data: { tourId: string; status?: 'DRAFT' | 'PLANNED' } & TourDetails & TourCreation, state: TourState): TourEvent[] {
  if (state.status === 'present') throw conflict('A tour with this id already exists.');
  const { tourId, status = 'DRAFT', template, origin, days, ...details } = data;
  checkDates(details.startDate, details.endDate);
  checkTourLength(details.startDate, details.endDate);
  checkCopiedDays(details, days ?? []);
  const creation: TourCreation = {
    ...(template ? { template: true } : {}),
    ...(origin ? { origin } : {}),
    ...(days && days.length > 0 ? { days } : {}),
  };
  return [{ type: 'TourCreated', data: { tourId, ...details, status: template ? 'DRAFT' : status, ...creation } }];
}

function checkCopiedDays(details: TourDetails, days: readonly Day[]) {
  const outside = days.filter((day) => day.date < details.startDate || day.date > details.endDate);
  if (outside.length > 0) throw invalid(`Days on ${outside.map((day) => day.date).join(', ')} fall outside the tour dates.`, { endDate: 'Must cover every copied day.' });
  if (new Set(days.map((day) => day.date)).size !== days.length) throw invalid('Two copied days share a date.');
  for (const day of days) checkRoomInDay(day, 0);
}

export function changeTourDetails(data: { changes: Partial<TourDetails> }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const changes = changedOnly<TourDetails>(tour, data.changes);
  if (Object.keys(changes).length === 0) return [];
  const next = { ...tour, ...changes };
  checkDates(next.startDate, next.endDate);
  if (changes.startDate !== undefined || changes.endDate !== undefined) checkTourLength(next.startDate, next.endDate);
  const outside = tour.days.filter((day) => day.date < next.startDate || day.date > next.endDate);
  if (outside.length > 0)
    throw conflict(`Days on ${outside.map((day) => day.date).join(', ')} would fall outside the new dates; move or remove them first.`);
  return [{ type: 'TourDetailsChanged', data: { tourId: tour.id, changes } }];
}

export function changeTourStatus(data: { status: TourStatus }, state: TourState): TourEvent[] {
  const tour = existingTour(state);
  if (tour.deleted) throw conflict('The tour is deleted; restore it first.');
  if (tour.template) throw conflict('A template has no status of its own; create a tour from it.');
  if (!allowedTransitions(tour.status).includes(data.status)) throw conflict(`A ${tour.status} tour cannot become ${data.status}.`);
  return [{ type: 'TourStatusChanged', data: { tourId: tour.id, from: tour.status, to: data.status } }];
}

export function deleteTour(state: TourState): TourEvent[] {
  const tour = existingTour(state);
  if (tour.deleted) throw conflict('The tour is already deleted.');
  return [{ type: 'TourDeleted', data: { tourId: tour.id } }];
}

export function restoreTour(state: TourState): TourEvent[] {
  const tour = existingTour(state);
  if (!tour.deleted) throw conflict('The tour is not deleted.');
  return [{ type: 'TourRestored', data: { tourId: tour.id } }];
}

/** The read models forget a purged tour; its events stay as the audit trail. Only deleted tours are purged. */
export function purgeTour(state: TourState): TourEvent[] {
  const tour = existingTour(state);
  if (!tour.deleted) throw conflict('Only a deleted tour can be purged; delete it first.');
  return [{ type: 'TourPurged', data: { tourId: tour.id } }];
}

/** Moves the whole tour to a new start date: every day, flight and stay by the same number of days. */
export function shiftTourTo(data: { startDate: string }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const days = daysBetween(tour.startDate, data.startDate);
  return days === 0 ? [] : [{ type: 'TourShifted', data: { tourId: tour.id, days } }];
}

export function reachWizardStep(data: { step: WizardStep }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  return tour.wizardStep === data.step ? [] : [{ type: 'TourWizardStepReached', data: { tourId: tour.id, step: data.step } }];
}

/** Puts back the plan (details and days) the tour had at an earlier revision: a compensating event. */
export function undoChanges(data: { toRevision: number; plan: TourPlan }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const { title, description, startDate, endDate, timezone, days } = tour;
  if (JSON.stringify({ title, description, startDate, endDate, timezone, days }) === JSON.stringify(data.plan)) return [];
  return [{ type: 'ChangesUndone', data: { tourId: tour.id, toRevision: data.toRevision, plan: data.plan } }];
}
