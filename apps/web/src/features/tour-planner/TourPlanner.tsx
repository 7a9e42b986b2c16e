// Provides the tour being planned to the editor or the wizard, with the dialogs and the live region every planning page needs.
import './planner.css';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { showToast } from '../../shared/toaster';
import { useCanPlanTours } from '../session/permissions';
import { isFinalStatus } from '../tours/tourStatus';
import { changeLabel } from './changeLabel';
import { staleBase, type EditBase } from './editBase';
import { selectPlannedTour, selectPlanningRules } from './plannedTour';
import { PlannerContext, type Planner } from './PlannerContext';
import { planTourChange, type PlanOutcome } from './saveTourChanges';
import { StaleSaveDialog } from './StaleSaveDialog';
import { affectsTravelers, type TourChange } from './tourChange';
import { TRAVELERS_RELY_ON } from './travelerImpact';
import { TravelerImpactDialog, type TravelerImpactAnswer } from './TravelerImpactDialog';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

interface Question {
  label: string;
  resolve: (answer: TravelerImpactAnswer) => void;
}

export function TourPlanner({ tourId, children }: { tourId: string; children: (planner: Planner) => ReactNode }) {
  const dispatch = useAppDispatch();
  const canPlan = useCanPlanTours();
  const planned = useAppSelector((state) => selectPlannedTour(state, tourId));
  const rules = useAppSelector(selectPlanningRules);
  const [question, setQuestion] = useState<Question | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const askNoMore = useRef(false);
  const tour = planned?.tour ?? null;
  const status = tour?.status ?? 'DRAFT';

  const plan = useCallback(
    async (change: TourChange, openedOn?: EditBase): Promise<PlanOutcome> => {
      if (tour && affectsTravelers(change) && TRAVELERS_RELY_ON.has(tour.status) && !askNoMore.current) {
        const answer = await new Promise<TravelerImpactAnswer>((resolve) => setQuestion({ label: changeLabel(change, tour), resolve }));
        setQuestion(null);
        if (answer === 'keep') return { planned: false, refused: { change, message: 'The plan was kept as it was.' } };
        if (answer === 'change-all') askNoMore.current = true;
      }
      return dispatch(planTourChange(tourId, change, tour && openedOn ? staleBase(openedOn, tour, change) : undefined));
    },
    [dispatch, tour, tourId],
  );

  const planner = useMemo((): Planner | null => {
    if (!tour) return null;
    return {
      tour,
      editable: canPlan && !tour.deleted && !isFinalStatus(tour.status),
      rules,
      plan,
      planOrTell: async (change) => {
        const outcome = await plan(change);
        if (!outcome.planned && outcome.refused.message !== 'The plan was kept as it was.') showToast({ intent: 'danger', message: outcome.refused.message });
        return outcome.planned;
      },
      announce: setAnnouncement,
    };
  }, [tour, canPlan, rules, plan]);

  if (!planner) return null;
  return (
    <PlannerContext.Provider value={planner}>
      {children(planner)}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="planner-announcement">
        {announcement}
      </div>
      <StaleSaveDialog tourId={tourId} />
      <TravelerImpactDialog question={question && { label: question.label, status }} onAnswer={(answer) => question?.resolve(answer)} />
      <UnsavedChangesGuard tourId={tourId} />
    </PlannerContext.Provider>
  );
}
