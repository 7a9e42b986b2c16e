// The tour's history: every recorded change, newest first, read on demand.
import { Button, HTMLTable, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { formatInstant } from '../../shared/format';
import { useGetTourHistoryQuery } from '../tours/toursApi';

/** 'SegmentRetimed' reads 'Segment retimed'. */
const readable = (eventType: string) => eventType.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

export function TourHistorySection({ tourId }: { tourId: string }) {
  const [open, setOpen] = useState(false);
  const { data, isLoading, error, refetch } = useGetTourHistoryQuery(tourId, { skip: !open });
  const problem = toProblem(error);
  return (
    <Section
      className="tour-history"
      title="History"
      icon={<HistoryIcon />}
      collapsible
      collapseProps={{ isOpen: open, onToggle: () => setOpen((current) => !current) }}
      data-testid="tour-history"
    >
      <SectionCard padded={false}>
        <ProblemCallout problem={problem} action={<Button text="Try again" onClick={() => void refetch()} />} />
        {isLoading && <Spinner size={20} aria-label="Loading the history" />}
        {data && (
          <HTMLTable compact striped className="history-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">By</th>
                <th scope="col" className="numeric">Revision</th>
              </tr>
            </thead>
            <tbody>
              {[...data].reverse().map((entry) => (
                <tr key={`${entry.revision}-${entry.position}`}>
                  <td className="nowrap">{formatInstant(entry.occurredAt)}</td>
                  <td>{readable(entry.type)}</td>
                  <td>{entry.actor}</td>
                  <td className="numeric">{entry.revision}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </SectionCard>
    </Section>
  );
}
