// Planning, saving (debounced when autosave is on), re-applying after a stale save, and undoing tour changes.
import type { TourView } from '@tourops/contracts';
import { problemStatus, toProblem } from '../../app/problem';
import type { AppDispatch, RootState } from '../../app/store';
import { showToast } from '../../shared/toaster';
import { toursApi } from '../tours/toursApi';
import { changeLabel } from './changeLabel';
import type { EditBase } from './editBase';
import { selectAutosave, selectPlannedTour, selectPlanningRules } from './plannedTour';
import { plannerApi } from './plannerApi';
import {
  changePlanned,
  changeRefused,
  changeSaved,
  changesDiscarded,
  freshTourLoaded,
  lastChangeForgotten,
  savingStarted,
  savingStopped,
  selectTourPlan,
  staleSaveFound,
  staleSaveResolved,
  tourWritten,
} from './plannerSlice';
import { applyChange, type RefusedChange } from './previewTour';
import type { TourChange } from './tourChange';

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** Autosave waits this long after the last change (the settings debounce of SPEC.md §4). */
export const AUTOSAVE_DEBOUNCE_MS = 500;
const FRESH_TOUR_ATTEMPTS = 25;
const FRESH_TOUR_PAUSE_MS = 120;

export type PlanOutcome = { planned: true } | { planned: false; refused: RefusedChange };
export type SaveOutcome = 'saved' | 'stale' | 'failed';

const autosaveTimers = new Map<string, ReturnType<typeof setTimeout>>();
const runningSaves = new Map<string, Promise<SaveOutcome>>();

/**
 * Checks a change against the tour as shown, shows it at once, and saves it (after the debounce) when autosave is on.
 * `base`: the version a form was opened on, when what it edits changed since (the save then meets a 409).
 */
export const planTourChange =
  (tourId: string, change: TourChange, base?: EditBase): Thunk<PlanOutcome> =>
  (dispatch, getState) => {
    const state = getState();
    const cached = toursApi.endpoints.getTour.select(tourId)(state).data;
    const shown = selectPlannedTour(state, tourId)?.tour;
    if (!cached || !shown) return { planned: false, refused: { change, message: 'The tour is still loading.' } };
    const result = applyChange(shown, change, selectPlanningRules(state));
    if ('refused' in result) return { planned: false, refused: result.refused };
    dispatch(changePlanned({ tourId, change, label: changeLabel(change, shown), serverRevision: cached.revision, shown, base }));
    if (selectAutosave(state)) {
      clearTimeout(autosaveTimers.get(tourId));
      autosaveTimers.set(tourId, setTimeout(() => void dispatch(saveTourChanges(tourId)), AUTOSAVE_DEBOUNCE_MS));
    }
    return { planned: true };
  };

/** Sends the pending changes one by one, each with If-Match; a 409 stops and opens the stale-save dialog. */
export const saveTourChanges =
  (tourId: string): Thunk<Promise<SaveOutcome>> =>
  (dispatch, getState) => {
    clearTimeout(autosaveTimers.get(tourId));
    const running = runningSaves.get(tourId);
    if (running) return running;
    if (selectTourPlan(getState(), tourId).pending.length === 0) return Promise.resolve('saved');
    const run = saveInOrder(tourId, dispatch, getState).finally(() => runningSaves.delete(tourId));
    runningSaves.set(tourId, run);
    return run;
  };

async function saveInOrder(tourId: string, dispatch: AppDispatch, getState: () => RootState): Promise<SaveOutcome> {
  if (selectTourPlan(getState(), tourId).stale) return 'stale';
  dispatch(savingStarted({ tourId }));
  for (;;) {
    const plan = selectTourPlan(getState(), tourId);
    const next = plan.pending[0];
    if (!next) {
      dispatch(savingStopped({ tourId, failure: null }));
      return 'saved';
    }
    const revision = plan.nextRevision ?? toursApi.endpoints.getTour.select(tourId)(getState()).data?.revision ?? 0;
    const result = await dispatch(plannerApi.endpoints.saveTourChange.initiate({ tourId, revision, change: next.change, cause: plan.cause }, { track: false }));
    if (result.data) {
      dispatch(changeSaved({ tourId, key: next.key, result: result.data, revisionBefore: revision }));
      continue;
    }
    const status = problemStatus(result.error);
    const problem = toProblem(result.error);
    if (status === 409 && problem?.currentRevision !== undefined) {
      dispatch(staleSaveFound({ tourId, currentRevision: problem.currentRevision }));
      const fresh = await loadFreshTour(dispatch, tourId, problem.currentRevision);
      if (fresh) dispatch(freshTourLoaded({ tourId, tour: fresh }));
      return 'stale';
    }
    if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) {
      // The tour refuses this change (it no longer fits): drop it, say why, and go on with the others.
      dispatch(changeRefused({ tourId, key: next.key }));
      showToast({ intent: 'danger', message: `Not saved: ${next.label}. ${problem?.detail || problem?.title || ''}` });
      continue;
    }
    dispatch(savingStopped({ tourId, failure: problem ? `${problem.title}: ${problem.detail}` : 'The changes could not be saved.' }));
    return 'failed';
  }
}

/** The tour at or after `revision` (the projection may be a moment behind the 409). */
async function loadFreshTour(dispatch: AppDispatch, tourId: string, revision: number): Promise<TourView | null> {
  let latest: TourView | null = null;
  for (let attempt = 0; attempt < FRESH_TOUR_ATTEMPTS; attempt++) {
    const result = await dispatch(toursApi.endpoints.getTour.initiate(tourId, { subscribe: false, forceRefetch: true }));
    latest = result.data ?? latest;
    if (latest && latest.revision >= revision) return latest;
    await new Promise((resolve) => setTimeout(resolve, FRESH_TOUR_PAUSE_MS));
  }
  return latest;
}

/** The operator's answer to a stale save: send the same changes again on the fresh revision, or drop them. */
export const resolveStaleSave =
  (tourId: string, reapply: boolean): Thunk<Promise<SaveOutcome>> =>
  async (dispatch) => {
    dispatch(staleSaveResolved({ tourId, reapply }));
    return reapply ? dispatch(saveTourChanges(tourId)) : 'saved';
  };

export const discardTourChanges =
  (tourId: string): Thunk<void> =>
  (dispatch) => {
    clearTimeout(autosaveTimers.get(tourId));
    dispatch(changesDiscarded({ tourId }));
  };

/** Takes back this browser's last saved change with a compensating command (If-Match: the revision it produced). */
export const undoLastChange =
  (tourId: string): Thunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const plan = selectTourPlan(getState(), tourId);
    const last = plan.lastChange;
    if (!last || plan.pending.length > 0 || plan.saving || plan.stale) return false;
    const result = await dispatch(
      plannerApi.endpoints.undoTourChange.initiate({ tourId, toRevision: last.revisionBefore, revision: last.revisionAfter }, { track: false }),
    );
    if (result.data) {
      dispatch(tourWritten({ tourId, revision: result.data.revision }));
      showToast({ intent: 'success', message: `Undone: ${last.label}.` });
      return true;
    }
    const problem = toProblem(result.error);
    if (problemStatus(result.error) === 409) {
      dispatch(lastChangeForgotten({ tourId }));
      showToast({ intent: 'warning', message: 'Someone changed the tour after your last change, so it can no longer be undone. Change it back by hand.' });
    } else {
      showToast({ intent: 'danger', message: `Not undone: ${problem?.detail || problem?.title}` });
    }
    return false;
  };
