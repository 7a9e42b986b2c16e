// The tour as it will be once pending changes are saved, computed with the domain's own decider and evolve.
import type { TourView } from '@tourops/contracts';
import { allowedTransitions, decide, DomainError, evolveTour, type DayWindow, type Tour } from '@tourops/domain';
import type { TourChange } from './tourChange';
import { commandOf } from './tourChange';

export interface PlanningRules {
  day: DayWindow;
  /** editor.tourEditor.autoFillSegment: re-time a day from its first segment after a reorder or move. */
  autoFill: boolean;
}

export interface RefusedChange {
  change: TourChange;
  message: string;
  fields?: Record<string, string>;
}

const tourOf = (view: TourView): Tour => ({
  id: view.id,
  title: view.title,
  description: view.description,
  startDate: view.startDate,
  endDate: view.endDate,
  timezone: view.timezone,
  status: view.status,
  deleted: view.deleted,
  purged: false,
  template: view.template,
  origin: view.origin,
  wizardStep: view.wizardStep,
  days: view.days,
});

function viewOf(tour: Tour, base: TourView): TourView {
  return {
    ...base,
    title: tour.title,
    description: tour.description,
    startDate: tour.startDate,
    endDate: tour.endDate,
    timezone: tour.timezone,
    status: tour.status,
    wizardStep: tour.wizardStep,
    days: tour.days,
    dayCount: tour.days.length,
    segmentCount: tour.days.reduce((count, day) => count + day.segments.length, 0),
    allowedTransitions: tour.deleted || tour.template ? [] : allowedTransitions(tour.status),
  };
}

/** Applies one change, or says why the tour refuses it (the same words the API would use). */
export function applyChange(view: TourView, change: TourChange, rules: PlanningRules): { tour: TourView } | { refused: RefusedChange } {
  try {
    const events = decide(commandOf(change), { status: 'present', tour: tourOf(view) }, { day: rules.day, autoFill: rules.autoFill });
    let tour: Tour | null = tourOf(view);
    for (const event of events) tour = evolveTour(tour, event);
    return { tour: tour ? viewOf(tour, view) : view };
  } catch (error) {
    if (error instanceof DomainError) return { refused: { change, message: error.message, fields: error.fields } };
    throw error;
  }
}

/** The tour with every change applied in order; a change it no longer accepts is left out and reported. */
export function previewChanges(view: TourView, changes: readonly TourChange[], rules: PlanningRules): { tour: TourView; refused: RefusedChange[] } {
  let tour = view;
  const refused: RefusedChange[] = [];
  for (const change of changes) {
    const result = applyChange(tour, change, rules);
    if ('refused' in result) refused.push(result.refused);
    else tour = result.tour;
  }
  return { tour, refused };
}
