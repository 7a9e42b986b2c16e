// /dashboard/overview, the landing page: the day at a glance, every figure a link to the list it counts, kept current by pushes.
import { Button, Spinner } from '@blueprintjs/core';
import { AirplaneIcon, CalendarIcon, PeopleIcon, PathSearchIcon, PersonIcon } from '@blueprintjs/icons';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime } from '../../shared/RelativeTime';
import { PageHeader } from '../layout/PageHeader';
import { FigureCard } from './FigureCard';
import { FlightDelays } from './FlightDelays';
import { NotificationFigures } from './NotificationFigures';
import { OVERVIEW_POLL_MS, useGetOverviewQuery } from './overviewApi';
import { OVERVIEW_LINKS } from './overviewLinks';
import { StaffInField } from './StaffInField';
import { TodayTimeline } from './TodayTimeline';
import './overview.css';

export function OverviewPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetOverviewQuery(undefined, { pollingInterval: OVERVIEW_POLL_MS });
  return (
    <main className="overview-page" data-testid="overview-page" aria-busy={isFetching}>
      <PageHeader
        title="Overview"
        subtitle={
          data ? (
            <>
              The day at a glance, <RelativeTime instant={data.at} prefix="as of " />; “today” is each tour’s own date in its time zone, and each time reads on the clock where it happens.
            </>
          ) : undefined
        }
      />
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner aria-label="Loading the overview" />
      ) : (
        data && (
          <>
            <section className="overview-figures" aria-label="Figures">
              <FigureCard label="Tours running today" value={data.tours.runningToday} to={OVERVIEW_LINKS.runningToday} icon={<PathSearchIcon size={20} />} testId="figure-running-today" />
              <FigureCard label="Departing in the next 7 days" value={data.tours.departingNext7Days} to={OVERVIEW_LINKS.departingNext7Days} icon={<CalendarIcon size={20} />} testId="figure-departing" />
              <FigureCard label="Travelers on tour today" value={data.travelersOnTourToday} to={OVERVIEW_LINKS.travelersOnTourToday} icon={<PeopleIcon size={20} />} testId="figure-travelers" />
              <FigureCard label="Staff in the field" value={data.staffInField.count} to={OVERVIEW_LINKS.staffInField} icon={<PersonIcon size={20} />} testId="figure-staff" />
              <FigureCard
                label="Monitored flights"
                value={data.flights.monitored}
                to={OVERVIEW_LINKS.flights}
                icon={<AirplaneIcon size={20} />}
                testId="figure-flights"
                hint={data.flights.delayed > 0 ? `${data.flights.delayed} delayed` : undefined}
                intent={data.flights.delayed > 0 ? 'warning' : undefined}
              />
            </section>
            <div className="overview-columns">
              <NotificationFigures notifications={data.notifications} />
              <StaffInField staff={data.staffInField} />
            </div>
            <TodayTimeline timeline={data.timeline} />
            <FlightDelays flights={data.flights} />
          </>
        )
      )}
    </main>
  );
}
