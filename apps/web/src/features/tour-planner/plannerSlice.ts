// Per tour: the changes not yet saved, the revision they were made on, the last saved change (for Undo) and a stale save to resolve.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { TourView, WriteResult } from '@tourops/contracts';
import { api } from '../../app/api';
import { rootReducer } from '../../app/store';
import { signedOut } from '../identity/identitySlice';
import { toursApi } from '../tours/toursApi';
import type { EditBase } from './editBase';
import { isUndoable, mergedChange, type TourChange } from './tourChange';

export interface PendingChange {
  key: string;
  change: TourChange;
  label: string;
}

/** A saved change, still shown on top of the cached tour until the cache reaches its revision. */
export interface SavedChange {
  change: TourChange;
  revision: number;
}

/** The last change this browser saved, with the revisions around it: what Undo takes back. */
export interface LastChange {
  label: string;
  revisionBefore: number;
  revisionAfter: number;
}

/** A save answered 409: the tour as the operator edited it, as it is now, and the changes waiting. */
export interface StaleSave {
  currentRevision: number;
  edited: TourView | null;
  fresh: TourView | null;
  labels: string[];
}

export interface TourPlan {
  /** The revision the next save sends as If-Match; null until a change is made. */
  nextRevision: number | null;
  /** The tour as shown when the first pending change was made. */
  edited: TourView | null;
  pending: PendingChange[];
  saving: boolean;
  saved: SavedChange[];
  writtenRevision: number;
  lastChange: LastChange | null;
  stale: StaleSave | null;
  /** Why the last save attempt stopped (network, server error): the changes stay pending. */
  failure: string | null;
  /** The notification the saves answer (the editor opened with ?cause=): sent as X-Caused-By. */
  cause: string | null;
}

export interface PlannerState {
  tours: Record<string, TourPlan>;
}

export const EMPTY_PLAN: TourPlan = {
  nextRevision: null,
  edited: null,
  pending: [],
  saving: false,
  saved: [],
  writtenRevision: -1,
  lastChange: null,
  stale: null,
  failure: null,
  cause: null,
};

const initialState: PlannerState = { tours: {} };

type ForTour<T = object> = PayloadAction<{ tourId: string } & T>;

const planOf = (state: PlannerState, tourId: string): TourPlan => (state.tours[tourId] ??= { ...EMPTY_PLAN });

let nextKey = 0;

export const plannerSlice = createSlice({
  name: 'planner',
  initialState,
  reducers: {
    changePlanned: {
      reducer(state, { payload }: ForTour<{ key: string; change: TourChange; label: string; serverRevision: number; shown: TourView; base?: EditBase }>) {
        const plan = planOf(state, payload.tourId);
        if (plan.pending.length === 0 && !plan.saving && !plan.stale) {
          plan.nextRevision = payload.base ? payload.base.revision : Math.max(payload.serverRevision, plan.writtenRevision);
          plan.edited = payload.base ? payload.base.tour : payload.shown;
        }
        const last = plan.pending.at(-1);
        // The change being sent cannot absorb another one.
        const mergeable = last && !(plan.saving && plan.pending.length === 1);
        const merged = mergeable ? mergedChange(last.change, payload.change) : null;
        if (last && merged) last.change = merged;
        else plan.pending.push({ key: payload.key, change: payload.change, label: payload.label });
        plan.failure = null;
      },
      prepare(payload: { tourId: string; change: TourChange; label: string; serverRevision: number; shown: TourView; base?: EditBase }) {
        return { payload: { ...payload, key: `change-${++nextKey}` } };
      },
    },
    savingStarted(state, { payload }: ForTour) {
      planOf(state, payload.tourId).saving = true;
    },
    changeSaved(state, { payload }: ForTour<{ key: string; result: WriteResult; revisionBefore: number }>) {
      const plan = planOf(state, payload.tourId);
      const index = plan.pending.findIndex((pending) => pending.key === payload.key);
      if (index < 0) return;
      const [{ change, label }] = plan.pending.splice(index, 1);
      const { revision } = payload.result;
      plan.saved.push({ change, revision });
      plan.nextRevision = revision;
      plan.writtenRevision = Math.max(plan.writtenRevision, revision);
      if (revision > payload.revisionBefore)
        plan.lastChange = isUndoable(change) ? { label, revisionBefore: payload.revisionBefore, revisionAfter: revision } : null;
    },
    changeRefused(state, { payload }: ForTour<{ key: string }>) {
      const plan = planOf(state, payload.tourId);
      plan.pending = plan.pending.filter((pending) => pending.key !== payload.key);
    },
    savingStopped(state, { payload }: ForTour<{ failure: string | null }>) {
      const plan = planOf(state, payload.tourId);
      plan.saving = false;
      plan.failure = payload.failure;
    },
    staleSaveFound(state, { payload }: ForTour<{ currentRevision: number }>) {
      const plan = planOf(state, payload.tourId);
      plan.saving = false;
      plan.stale = { currentRevision: payload.currentRevision, edited: plan.edited, fresh: null, labels: plan.pending.map((pending) => pending.label) };
    },
    freshTourLoaded(state, { payload }: ForTour<{ tour: TourView }>) {
      const plan = planOf(state, payload.tourId);
      if (plan.stale) plan.stale.fresh = payload.tour;
    },
    staleSaveResolved(state, { payload }: ForTour<{ reapply: boolean }>) {
      const plan = planOf(state, payload.tourId);
      const stale = plan.stale;
      if (!stale) return;
      plan.stale = null;
      if (payload.reapply) {
        plan.nextRevision = stale.fresh?.revision ?? stale.currentRevision;
        plan.edited = stale.fresh;
      } else {
        plan.pending = [];
        plan.edited = null;
        plan.nextRevision = null;
      }
    },
    changesDiscarded(state, { payload }: ForTour) {
      const plan = planOf(state, payload.tourId);
      if (plan.saving) plan.pending = plan.pending.slice(0, 1);
      else plan.pending = [];
      plan.failure = null;
    },
    /** A write outside the queue (Undo): later changes start from its revision. */
    tourWritten(state, { payload }: ForTour<{ revision: number }>) {
      const plan = planOf(state, payload.tourId);
      plan.writtenRevision = Math.max(plan.writtenRevision, payload.revision);
      plan.lastChange = null;
      if (plan.pending.length === 0 && !plan.saving) plan.nextRevision = null;
    },
    causeChosen(state, { payload }: ForTour<{ cause: string | null }>) {
      planOf(state, payload.tourId).cause = payload.cause;
    },
    lastChangeForgotten(state, { payload }: ForTour) {
      planOf(state, payload.tourId).lastChange = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialState)
      .addMatcher(api.util.resetApiState.match, () => initialState)
      .addMatcher(toursApi.endpoints.getTour.matchFulfilled, (state, action) => {
        const plan = state.tours[action.meta.arg.originalArgs];
        if (plan) plan.saved = plan.saved.filter((saved) => saved.revision > action.payload.revision);
      });
  },
  selectors: {
    selectTourPlan: (state, tourId: string): TourPlan => state.tours[tourId] ?? EMPTY_PLAN,
  },
});

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof plannerSlice> {}
}

const injectedPlannerSlice = plannerSlice.injectInto(rootReducer);

export const { changePlanned, savingStarted, changeSaved, changeRefused, savingStopped, staleSaveFound, freshTourLoaded, staleSaveResolved, changesDiscarded, tourWritten, lastChangeForgotten, causeChosen } =
  plannerSlice.actions;
export const { selectTourPlan } = injectedPlannerSlice.selectors;
