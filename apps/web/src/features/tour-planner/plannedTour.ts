// Selectors of the planner: the organization's planning rules, and the tour as shown (the cached tour plus unsaved changes).
import { createSelector } from '@reduxjs/toolkit';
import { defaultSettings, type Settings } from '@tourops/domain';
import type { RootState } from '../../app/store';
import { settingsApi } from '../settings/settingsApi';
import { toursApi } from '../tours/toursApi';
import { selectTourPlan } from './plannerSlice';
import { previewChanges, type PlanningRules } from './previewTour';

const DEFAULTS = defaultSettings();

const selectSettings = (state: RootState): Settings => settingsApi.endpoints.getSettings.select()(state).data ?? DEFAULTS;

export const selectPlanningRules = createSelector([selectSettings], (settings): PlanningRules => ({ day: settings.day, autoFill: settings.editor.tourEditor.autoFillSegment }));

export const selectAutosave = (state: RootState) => selectSettings(state).editor.tourEditor.autosave;

const selectCachedTour = (state: RootState, tourId: string) => toursApi.endpoints.getTour.select(tourId)(state).data;

/** The tour as the operator sees it: saved changes the cache has not reached yet and pending ones, applied in order. */
export const selectPlannedTour = createSelector([selectCachedTour, selectTourPlan, selectPlanningRules], (cached, plan, rules) => {
  if (!cached) return null;
  const unconfirmed = plan.saved.filter((saved) => saved.revision > cached.revision).map((saved) => saved.change);
  const pending = plan.pending.map((pending) => pending.change);
  if (unconfirmed.length === 0 && pending.length === 0) return { tour: cached, refused: [] };
  return previewChanges(cached, [...unconfirmed, ...pending], rules);
});
