// What every part of the editor and the wizard shares: the tour as shown, whether it may change, the rules, and plan().
import type { TourView } from '@tourops/contracts';
import { createContext, useContext } from 'react';
import type { EditBase } from './editBase';
import type { PlanningRules } from './previewTour';
import type { PlanOutcome } from './saveTourChanges';
import type { TourChange } from './tourChange';

export interface Planner {
  tour: TourView;
  editable: boolean;
  rules: PlanningRules;
  /**
   * Makes a change (after asking, on a tour travelers already rely on); a refused change answers why.
   * A form passes the version it was opened on: if what it edits changed since, the save is stale and says so.
   */
  plan: (change: TourChange, openedOn?: EditBase) => Promise<PlanOutcome>;
  /** plan(), with a refusal told in a toast: for changes made without a form (drag and drop, menus). */
  planOrTell: (change: TourChange) => Promise<boolean>;
  /** Says a message politely in the planner's live region (what a keyboard move did, where focus went). */
  announce: (message: string) => void;
}

export const PlannerContext = createContext<Planner | null>(null);

export function usePlanner(): Planner {
  const planner = useContext(PlannerContext);
  if (!planner) throw new Error('usePlanner is used outside a TourPlanner.');
  return planner;
}
