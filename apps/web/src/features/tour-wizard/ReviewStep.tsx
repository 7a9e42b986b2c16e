// Wizard step 4: the whole plan at a glance, with what still needs attention before finishing.
import { Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { segmentSpan, segmentsOutsideWindow } from '@tourops/domain';
import { countOf, formatDateRange, formatDayDate } from '../../shared/format';
import { usePlanner } from '../tour-planner/PlannerContext';
import { clockOf, spanLabel } from '../tour-planner/segmentFit';
import { SEGMENT_TYPE_LABELS } from '../tour-planner/segmentTypes';
import { TourStatusTag } from '../tours/TourStatusTag';

export function ReviewStep() {
  const { tour, rules } = usePlanner();
  const emptyDays = tour.days.filter((day) => day.segments.length === 0);
  const misfits = tour.days.flatMap((day) => segmentsOutsideWindow(day.segments, clockOf(day, tour.timezone), rules.day).refused);
  return (
    <div className="wizard-card" data-testid="wizard-review">
      <Card>
        <h3 className="wizard-review-title">{tour.title}</h3>
        <p>
          <TourStatusTag status={tour.status} /> {formatDateRange(tour.startDate, tour.endDate)} · {tour.timezone} · {countOf(tour.dayCount, 'day')}, {countOf(tour.segmentCount, 'segment')}
        </p>
        {tour.description && <p className="pre-line">{tour.description}</p>}
        {(emptyDays.length > 0 || misfits.length > 0) && (
          <Callout intent="warning" title="Worth a look before finishing" className="page-callout" data-testid="wizard-review-warnings">
            <ul>
              {emptyDays.map((day) => (
                <li key={day.id}>{formatDayDate(day.date)} has no segments yet.</li>
              ))}
              {misfits.map((segment) => (
                <li key={segment.id}>
                  “{segment.title}” starts at {segment.startTime}, outside the day window {rules.day.startTime}–{rules.day.endTime}.
                </li>
              ))}
            </ul>
          </Callout>
        )}
        <HTMLTable compact striped className="wizard-review-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Segments</th>
            </tr>
          </thead>
          <tbody>
            {tour.days.map((day, index) => (
              <tr key={day.id} data-testid="wizard-review-day" data-day-date={day.date}>
                <td className="nowrap">
                  <strong>Day {index + 1}</strong> {formatDayDate(day.date)}
                  {day.title && <div>{day.title}</div>}
                </td>
                <td>
                  {day.segments.length === 0 ? (
                    <span className="muted">None</span>
                  ) : (
                    <ul className="wizard-review-segments">
                      {day.segments.map((segment) => (
                        <li key={segment.id}>
                          {spanLabel(segment, segmentSpan(segment, clockOf(day, tour.timezone)))}{' '}
                          <Tag minimal round>
                            {SEGMENT_TYPE_LABELS[segment.type]}
                          </Tag>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
