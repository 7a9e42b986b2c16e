// /tours/edit/{id}: the planner. Details, status, days beside their segments and timelines, drag and drop, autosave, undo, manifest, staff, live, time travel and history.
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { CalendarIcon, DuplicateIcon, StepChartIcon } from '@blueprintjs/icons';
import type { TourView } from '@tourops/contracts';
import { useNavigate, useParams } from 'react-router';
import { countOf, formatDateRange } from '../../shared/format';
import { TourStaffPanel } from '../field-staff/TourStaffPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { TourTimeTravel } from '../history/TourTimeTravel';
import { TourManifestPanel } from '../travelers/TourManifestPanel';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { ShareTourButton } from '../shared-links/ShareTourButton';
import { DeleteTourButton } from '../tours/DeleteTourButton';
import { ReadOnlyNotice } from '../tours/ReadOnlyNotice';
import { RestoreTourButton } from '../tours/RestoreTourButton';
import { TourStatusTag } from '../tours/TourStatusTag';
import { isFinalStatus, TOUR_STATUS_LABELS } from '../tours/tourStatus';
import { useGetTourQuery } from '../tours/toursApi';
import { AnsweringNotification } from './AnsweringNotification';
import { DayForm } from './DayForm';
import { firstFreeDate } from './dayDraft';
import { DayStrip } from './DayStrip';
import { DayWindowCallout } from './DayWindowCallout';
import { usePlanner } from './PlannerContext';
import { PlannerDayCard } from './PlannerDayCard';
import { SaveAsTemplateButton } from './SaveAsTemplateButton';
import { SaveStatus } from './SaveStatus';
import { TourDetailsSection } from './TourDetailsSection';
import { TourLoadProblem } from './TourLoadProblem';
import { TourPlanner } from './TourPlanner';
import { TourStatusPanel } from './TourStatusPanel';
import { UndoButton } from './UndoButton';
import { useScrollToHash } from './useScrollToHash';
import { EmptyState } from '../../shared/SubHeading';

export function TourEditorPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetTourQuery(id);

  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the tour" />;
  if (!data) return <TourLoadProblem error={error} onRetry={() => void refetch()} />;
  return <TourPlanner tourId={id}>{({ tour }) => <TourEditor key={tour.id} />}</TourPlanner>;
}

function TourEditor() {
  const navigate = useNavigate();
  const canPlan = useCanPlanTours();
  const { tour, editable, rules } = usePlanner();
  const final = isFinalStatus(tour.status);
  const freeDate = firstFreeDate(tour);
  useScrollToHash();

  return (
    <main className="tour-editor-page" data-testid="tour-editor" data-tour-id={tour.id} data-revision={tour.revision}>
      <PageHeader
        title={tour.title}
        subtitle={<EditorSubtitle tour={tour} />}
        actions={
          <>
            <SaveStatus tourId={tour.id} />
            <UndoButton tourId={tour.id} />
            {canPlan && !tour.deleted && (
              <>
                <Button
                  icon={<DuplicateIcon />}
                  text={tour.template ? 'New tour from this template' : 'Copy tour'}
                  onClick={() => navigate(`/tours/constructor?from=${tour.id}`)}
                  data-testid="copy-tour"
                />
                {!tour.template && <ShareTourButton tour={tour} />}
                {!tour.template && <SaveAsTemplateButton />}
                {editable && !tour.template && (
                  <Button icon={<StepChartIcon />} text="Wizard" onClick={() => navigate(`/tours/wizard/${tour.id}`)} data-testid="open-wizard" />
                )}
                <DeleteTourButton tourId={tour.id} title={tour.title} text="Delete" variant="outlined" onDeleted={() => navigate('/tours/all')} />
              </>
            )}
          </>
        }
      />
      {!canPlan && <ReadOnlyNotice />}
      {canPlan && editable && <AnsweringNotification tourId={tour.id} />}
      {tour.deleted && (
        <Callout intent="warning" title="This tour is deleted" className="page-callout" data-testid="tour-deleted">
          <p>It is kept with its days and history; restore it to plan it again.</p>
          {canPlan && <RestoreTourButton tourId={tour.id} title={tour.title} />}
        </Callout>
      )}
      {final && !tour.deleted && (
        <Callout intent="primary" className="page-callout">
          A {TOUR_STATUS_LABELS[tour.status].toLowerCase()} tour can no longer be changed.
        </Callout>
      )}
      <TourStatusPanel canChange={canPlan} />
      <TourDetailsSection />

      <section className="tour-planner" aria-labelledby="tour-days-title">
        <DayStrip />
        <div className="day-plans">
          <h2 id="tour-days-title" className="section-title">
            Plan
          </h2>
          <DayWindowCallout day={rules.day} autoFill={rules.autoFill} />
          {tour.days.length === 0 && (
            <EmptyState icon={<CalendarIcon size={32} />} title="No days yet" description={editable ? 'Add the first day of the tour below.' : undefined} layout="horizontal" />
          )}
          {tour.days.map((day) => (
            <PlannerDayCard key={day.id} day={day} />
          ))}
          {editable && freeDate && (
            <section className="add-day" aria-labelledby="add-day-title">
              <h3 id="add-day-title">Add a day</h3>
              <DayForm key={tour.days.length} />
            </section>
          )}
        </div>
      </section>

      {!tour.template && <TourManifestPanel tourId={tour.id} editable={canPlan && !tour.deleted} />}
      <TourStaffPanel tourId={tour.id} editable={canPlan && !tour.deleted && !tour.template} />

      <TourTimeTravel tour={tour} />
      <HistoryPanel entity="tours" id={tour.id} defaultOpen={false} testId="tour-history" />
    </main>
  );
}

function EditorSubtitle({ tour }: { tour: TourView }) {
  return (
    <span className="tour-editor-subtitle">
      {tour.template ? <span className="template-tag">Template</span> : <TourStatusTag status={tour.status} />} {formatDateRange(tour.startDate, tour.endDate)} ·{' '}
      {tour.timezone} · {countOf(tour.dayCount, 'day')}, {countOf(tour.segmentCount, 'segment')}
    </span>
  );
}
