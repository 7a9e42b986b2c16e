// /tours/wizard/{id}: walks a tour through basics, days, segments and review; each step is saved as it is left and resumed where it was left.
import './wizard.css';
import { Callout, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { PageHeader } from '../layout/PageHeader';
import { usePlanner } from '../tour-planner/PlannerContext';
import { SaveStatus } from '../tour-planner/SaveStatus';
import { saveTourChanges } from '../tour-planner/saveTourChanges';
import { TourLoadProblem } from '../tour-planner/TourLoadProblem';
import { TourPlanner } from '../tour-planner/TourPlanner';
import { withRetries } from '../../shared/withRetries';
import { useGetTourQuery } from '../tours/toursApi';
import { BASICS_FORM, BasicsStep } from './BasicsStep';
import { WizardFooter } from './WizardFooter';
import { WizardStepper } from './WizardStepper';
import { isLater, neighbours, resumeStep, SHOWN_STEPS, type ShownStep } from './wizardSteps';

// The steps after the basics load when first shown: the segments step brings the planner's day cards, which a wizard opened on its
// basics (a tour just begun) does not need before it shows (ADR 0040, the page-weight budget).
const DaysStep = lazy(() => withRetries(() => import('./DaysStep')).then((module) => ({ default: module.DaysStep })));
const SegmentsStep = lazy(() => withRetries(() => import('./SegmentsStep')).then((module) => ({ default: module.SegmentsStep })));
const ReviewStep = lazy(() => withRetries(() => import('./ReviewStep')).then((module) => ({ default: module.ReviewStep })));

export function TourWizardPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetTourQuery(id);
  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the tour" />;
  if (!data) return <TourLoadProblem error={error} onRetry={() => void refetch()} />;
  return <TourPlanner tourId={id}>{({ tour }) => <TourWizard key={tour.id} />}</TourPlanner>;
}

function TourWizard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { tour, editable, plan } = usePlanner();
  const reached = tour.wizardStep ?? 'basics';
  const [step, setStep] = useState<ShownStep>(() => resumeStep(tour.wizardStep));
  const [busy, setBusy] = useState(false);
  const { previous, next } = neighbours(step);
  const purpose = SHOWN_STEPS.find((candidate) => candidate.step === step)?.purpose;

  /** Leaves the current step: its changes are saved, then the step reached is recorded. */
  const go = async (to: ShownStep | 'done') => {
    setBusy(true);
    try {
      if ((await dispatch(saveTourChanges(tour.id))) !== 'saved') return false;
      if (editable && isLater(to, reached)) {
        const outcome = await plan({ kind: 'reachWizardStep', step: to });
        if (outcome.planned && (await dispatch(saveTourChanges(tour.id))) !== 'saved') return false;
      }
      if (to !== 'done') setStep(to);
      return true;
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    await dispatch(saveTourChanges(tour.id));
    navigate('/tours/all');
  };

  if (tour.template) {
    return (
      <main className="tour-wizard-page">
        <PageHeader title="Tour wizard" />
        <Callout intent="primary" className="page-callout">
          “{tour.title}” is a template: plan it in the <Link to={`/tours/edit/${tour.id}`}>editor</Link>, or start a tour from it in the{' '}
          <Link to={`/tours/constructor?from=${tour.id}`}>constructor</Link>.
        </Callout>
      </main>
    );
  }

  return (
    <main className="tour-wizard-page" data-testid="tour-wizard" data-tour-id={tour.id} data-step={step} data-revision={tour.revision}>
      <PageHeader title={tour.title} subtitle={`Tour wizard · ${purpose}`} actions={<SaveStatus tourId={tour.id} />} />
      <WizardStepper current={step} reached={reached} busy={busy} onOpen={(to) => void go(to)} />
      {!editable && (
        <Callout intent="primary" className="page-callout">
          This tour cannot be changed here; the wizard shows it as it is.
        </Callout>
      )}
      {step === 'basics' && <BasicsStep onDone={() => void go('days')} />}
      <Suspense fallback={<Spinner className="page-spinner" aria-label="Loading the step" />}>
        {step === 'days' && <DaysStep />}
        {step === 'segments' && <SegmentsStep />}
        {step === 'review' && <ReviewStep />}
      </Suspense>
      <WizardFooter
        busy={busy}
        onBack={previous ? () => void go(previous) : undefined}
        nextForm={step === 'basics' ? BASICS_FORM : undefined}
        onNext={
          next
            ? () => void go(next)
            : async () => {
                if (await go('done')) navigate(`/tours/edit/${tour.id}`);
              }
        }
        finish={next === null}
        onLeave={() => void leave()}
      />
    </main>
  );
}
