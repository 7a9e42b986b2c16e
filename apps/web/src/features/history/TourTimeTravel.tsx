// The tour editor's time travel: a slider over the tour's revisions, the tour as it was (read-only), and what changed since.
import { Button, Callout, Card, Section, SectionCard, Slider, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, TimeIcon } from '@blueprintjs/icons';
import type { TourAsOfView, TourView } from '@tourops/contracts';
import { clockDateTime } from '@tourops/domain';
import { useState } from 'react';
import { toProblem } from '../../app/problem';
import { countOf, formatDateRange, formatDayDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { tourDifferences } from '../tour-planner/tourDifferences';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';
import { useGetTourAsOfQuery } from './historyApi';
import { SectionTitle } from '../../shared/SubHeading';

function TourThen({ then }: { then: TourAsOfView }) {
  return (
    <div className="time-travel-tour" data-testid="time-travel-tour">
      <h3 data-testid="time-travel-title">{then.title}</h3>
      <p className="time-travel-meta">
        {TOUR_STATUS_LABELS[then.status]} · {formatDateRange(then.startDate, then.endDate)} · {then.timezone}
        {then.deleted ? ' · deleted' : ''}
      </p>
      {then.days.length === 0 && <p className="time-travel-empty">No days yet.</p>}
      {then.days.map((day) => (
        <Card key={day.id} compact className="time-travel-day">
          <strong>{formatDayDate(day.date)}</strong> {day.title}
          <ul>
            {day.segments.map((segment) => (
              <li key={segment.id}>
                {segment.startTime} {segment.title} <span className="time-travel-type">({segment.type})</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function ChangedSince({ then, now }: { then: TourAsOfView; now: TourView }) {
  const differences = tourDifferences(then, now);
  if (differences.length === 0) return <p data-testid="changed-since-none">Nothing has changed since then.</p>;
  return (
    <ul className="changed-since" data-testid="changed-since">
      {differences.map((difference) => (
        <li key={difference}>{difference}</li>
      ))}
    </ul>
  );
}

export function TourTimeTravel({ tour }: { tour: TourView }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [tab, setTab] = useState<'then' | 'compare'>('then');
  const revision = Math.min(picked ?? tour.revision, tour.revision);
  const settled = useDebouncedValue(revision, 150);
  const past = settled < tour.revision;
  const { data: then, error, isFetching } = useGetTourAsOfQuery({ tourId: tour.id, revision: settled }, { skip: !open || !past });
  const shown = then && then.revision === settled && past ? then : null;

  return (
    <Section titleRenderer={SectionTitle} className="time-travel" title="Time travel" icon={<TimeIcon />} collapsible collapseProps={{ isOpen: open, onToggle: () => setOpen((current) => !current) }} data-testid="time-travel">
      <SectionCard>
        <div className="time-travel-controls">
          <Button icon={<ChevronLeftIcon />} aria-label="One revision earlier" disabled={revision === 0} onClick={() => setPicked(Math.max(0, revision - 1))} data-testid="revision-earlier" />
          <Slider
            className="revision-slider"
            min={0}
            max={Math.max(tour.revision, 1)}
            stepSize={1}
            labelStepSize={Math.max(1, Math.ceil(tour.revision / 8))}
            value={revision}
            onChange={setPicked}
            labelRenderer={(value, options) => (options?.isHandleTooltip ? (value === tour.revision ? 'now' : `${countOf(tour.revision - value, 'change')} back`) : String(value))}
            disabled={tour.revision === 0}
            handleHtmlProps={{ 'aria-label': 'Revision of the tour shown' }}
            data-testid="revision-slider"
          />
          <Button icon={<ChevronRightIcon />} aria-label="One revision later" disabled={revision === tour.revision} onClick={() => setPicked(Math.min(tour.revision, revision + 1))} data-testid="revision-later" />
        </div>
        {!past && <p data-testid="time-travel-now">This is the tour as it is now. Slide back to see it as it was.</p>}
        <ProblemCallout problem={past ? toProblem(error) : null} />
        {past && isFetching && !shown && <Spinner size={20} aria-label="Loading the tour as it was" />}
        {shown && (
          <>
            <Callout intent="primary" icon={<TimeIcon />} className="time-travel-label">
              <span data-testid="time-travel-label">
                As it was on {clockDateTime(shown.asOf, { timeZone: tour.timezone })}, {shown.revision === 0 ? 'when it was created' : `${countOf(tour.revision - shown.revision, 'change')} ago`}, read-only.
              </span>
              <Button text="Back to now" size="small" variant="outlined" onClick={() => setPicked(null)} data-testid="time-travel-back" />
            </Callout>
            <Tabs id="time-travel-tabs" selectedTabId={tab} onChange={(next) => setTab(next as 'then' | 'compare')}>
              <Tab id="then" title="The tour then" panel={<TourThen then={shown} />} />
              <Tab id="compare" title="Compare with now" panel={<ChangedSince then={shown} now={tour} />} data-testid="compare-with-now" />
            </Tabs>
          </>
        )}
      </SectionCard>
    </Section>
  );
}
