// /tours/edit/{id}: a tour's details, status, days and segments, kept current by pushes from other tabs and people.
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { CalendarIcon, SearchIcon } from '@blueprintjs/icons';
import { useNavigate, useParams } from 'react-router';
import { problemStatus, toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { formatDateRange } from '../../shared/format';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { useSettings } from '../settings/useSettings';
import { DayCard } from './DayCard';
import { DayForm } from './DayForm';
import { firstFreeDate } from './dayDraft';
import { DayWindowCallout } from './DayWindowCallout';
import { DeleteTourButton } from './DeleteTourButton';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { RestoreTourButton } from './RestoreTourButton';
import { TourDetailsSection } from './TourDetailsSection';
import { TourHistorySection } from './TourHistorySection';
import { TourStatusActions } from './TourStatusActions';
import { TourStatusTag } from './TourStatusTag';
import { isFinalStatus, TOUR_STATUS_LABELS } from './tourStatus';
import { useGetTourQuery } from './toursApi';

export function TourEditorPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canPlan = useCanPlanTours();
  const { day: daySettings } = useSettings();
  const { data: tour, error, isLoading, refetch } = useGetTourQuery(id);

  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the tour" />;
  if (!tour) {
    // 404: no such tour in this organization; 400: the id cannot name a tour at all.
    const status = problemStatus(error);
    if (status === 404 || status === 400) {
      return (
        <main data-testid="tour-not-found">
          <PageHeader title="Tour not found" />
          <NonIdealState
            icon={<SearchIcon size={48} />}
            title="No such tour"
            description="This organization has no tour with this id. It may belong to another organization."
            action={<Button text="Go to all tours" onClick={() => navigate('/tours/all')} />}
          />
        </main>
      );
    }
    return (
      <main>
        <PageHeader title="Tour" />
        <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      </main>
    );
  }

  const final = isFinalStatus(tour.status);
  const editable = canPlan && !tour.deleted && !final;
  const freeDate = firstFreeDate(tour);

  return (
    <main className="tour-editor-page" data-testid="tour-editor" data-tour-id={tour.id} data-revision={tour.revision}>
      <PageHeader
        title={tour.title}
        subtitle={
          <span className="tour-editor-subtitle">
            <TourStatusTag status={tour.status} /> {formatDateRange(tour.startDate, tour.endDate)} · {tour.timezone} · {tour.dayCount} day(s),{' '}
            {tour.segmentCount} segment(s)
          </span>
        }
        actions={
          canPlan &&
          !tour.deleted && (
            <>
              <TourStatusActions tour={tour} />
              <DeleteTourButton tourId={tour.id} title={tour.title} text="Delete" variant="outlined" onDeleted={() => navigate('/tours/all')} />
            </>
          )
        }
      />
      {!canPlan && <ReadOnlyNotice />}
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

      <TourDetailsSection key={tour.id} tour={tour} editable={editable} />

      <section className="tour-days" aria-labelledby="tour-days-title">
        <h2 id="tour-days-title" className="section-title">
          Days
        </h2>
        <DayWindowCallout day={daySettings} />
        {tour.days.length === 0 && (
          <NonIdealState icon={<CalendarIcon size={32} />} title="No days yet" description={editable ? 'Add the first day of the tour below.' : undefined} layout="horizontal" />
        )}
        {tour.days.map((day) => (
          <DayCard key={day.id} tour={tour} day={day} editable={editable} />
        ))}
        {editable && (
          <section className="add-day" aria-labelledby="add-day-title">
            <h3 id="add-day-title">Add a day</h3>
            {freeDate ? <DayForm key={tour.days.length} tour={tour} /> : <p className="muted">Every date of the tour has its day; extend the tour’s dates to add more.</p>}
          </section>
        )}
      </section>

      <TourHistorySection tourId={tour.id} />
    </main>
  );
}
