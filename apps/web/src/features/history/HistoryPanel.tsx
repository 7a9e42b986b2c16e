// The one History panel of tours, travelers, field staff and notifications: who did what and when, the fields it changed, links, filters, older pages on demand.
import { Button, FormGroup, HTMLSelect, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import type { HistoryEntry, RelatedLink } from '@tourops/contracts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toProblem } from '../../app/problem';
import { eventTypeInWords } from '@tourops/domain';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime } from '../../shared/RelativeTime';
import { useGetHistoryInfiniteQuery, type HistoryEntity } from './historyApi';
import { historyValue } from './historyValues';
import './history.css';
import { EmptyState, SectionTitle } from '../../shared/SubHeading';

/** 'SegmentsRetimed' reads 'Segments retimed'. */
const kindWords = eventTypeInWords;

const RELATIONS = { cause: 'Caused by', consequence: 'Led to', 'same-correlation': 'Recorded with', tour: 'Tour' } as const;

interface HistoryPanelProps {
  entity: HistoryEntity;
  id: string;
  defaultOpen?: boolean;
  testId: string;
  entryTestId?: string;
  /** What a page adds to an entry (a field staff member's overridden warnings). */
  extra?: (entry: HistoryEntry) => ReactNode;
}

function Changes({ entry }: { entry: HistoryEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <div className="history-changes" role="table" aria-label="Fields changed" data-testid="history-changes">
      {entry.changes.map((change) => (
        <div key={change.field} role="row" className="history-change">
          <span role="rowheader" className="history-field">
            {change.field}
          </span>
          <span role="cell" className="history-before">
            {historyValue(change.before)}
          </span>
          <span aria-hidden="true">→</span>
          <span role="cell" className="history-after">
            {historyValue(change.after)}
          </span>
        </div>
      ))}
    </div>
  );
}

/** What the other entity of a link is, as a tag names it. */
const ENTITY_WORDS: Record<string, string> = {
  tour: 'Tour',
  notification: 'Notification',
  traveler: 'Traveler',
  'field-staff': 'Field staff',
  'monitoring-subject': 'Monitor reading',
  sms: 'SMS',
};

/** Links to events of other entities: who did what there, opening that entity's page when it has one. */
function Elsewhere({ links }: { links: RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="history-elsewhere" aria-label="Linked events of other records">
      {links.map((link) => (
        <li key={`${link.relation}-${link.eventId}`} data-testid="history-cross-link" data-relation={link.relation} data-entity-kind={link.entity?.kind} data-event-type={link.label}>
          <span className="history-elsewhere-relation">{RELATIONS[link.relation]}</span>
          <Tag minimal>{ENTITY_WORDS[link.entity?.kind ?? ''] ?? link.entity?.kind}</Tag>
          {link.href ? <Link to={link.href}>{link.summary ?? kindWords(link.label)}</Link> : <span>{link.summary ?? kindWords(link.label)}</span>}
          {link.occurredAt && <RelativeTime instant={link.occurredAt} />}
        </li>
      ))}
    </ul>
  );
}

function Related({ entry, anchor }: { entry: HistoryEntry; anchor: (revision: number) => string }) {
  const own = entry.related.filter((link) => !link.entity);
  return (
    <>
      {own.length > 0 && <Own links={own} anchor={anchor} />}
      <Elsewhere links={entry.related.filter((link) => link.entity)} />
    </>
  );
}

function Own({ links, anchor }: { links: RelatedLink[]; anchor: (revision: number) => string }) {
  return (
    <p className="history-related">
      {links.map((link) => (
        <span key={`${link.relation}-${link.eventId ?? link.href}`} className="history-link">
          {RELATIONS[link.relation]}{' '}
          {link.href ? <Link to={link.href}>{link.label}</Link> : link.revision !== null ? <a href={`#${anchor(link.revision)}`}>{kindWords(link.label)}</a> : link.label}
        </span>
      ))}
    </p>
  );
}

export function HistoryPanel({ entity, id, defaultOpen = true, testId, entryTestId = 'history-entry', extra }: HistoryPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [kind, setKind] = useState('');
  const [actor, setActor] = useState('');
  // Asked again whenever the panel shows: links to other records follow their writes, which this entity's tags do not.
  const shown = useGetHistoryInfiniteQuery({ entity, id, kind, actor }, { skip: !open, refetchOnMountOrArgChange: true });
  const entries = useMemo(() => shown.data?.pages.flatMap((page) => page.items), [shown.data]);
  // The kinds and people of the whole history (every page answers them), so a filter can find what is not loaded yet.
  const facets = shown.data?.pages[0];
  const kinds = facets?.kinds ?? [];
  const actors = facets?.actors ?? [];
  const list = useRef<HTMLOListElement>(null);
  // After "Show older", the keyboard goes on from the first older entry, not back to the top of the page.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || shown.isFetchingNextPage) return;
    const first = list.current?.children.item(focusFrom);
    if (first instanceof HTMLElement) first.focus();
    if (first || shown.isError) setFocusFrom(null);
  }, [focusFrom, shown.isFetchingNextPage, shown.isError, entries]);
  const showOlder = () => {
    setFocusFrom(entries?.length ?? 0);
    void shown.fetchNextPage();
  };
  const anchor = (revision: number) => `${testId}-revision-${revision}`;

  return (
    <Section titleRenderer={SectionTitle} className="history-panel" title="History" icon={<HistoryIcon />} collapsible collapseProps={{ isOpen: open, onToggle: () => setOpen((current) => !current) }} data-testid={testId}>
      <SectionCard>
        <div className="history-filters">
          <FormGroup label="Kind" inline>
            <HTMLSelect value={kind} onChange={(event) => setKind(event.currentTarget.value)} aria-label="Kind of change" data-testid="history-kind">
              <option value="">Every kind</option>
              {kinds.map((type) => (
                <option key={type} value={type}>
                  {kindWords(type)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="By" inline>
            <HTMLSelect value={actor} onChange={(event) => setActor(event.currentTarget.value)} aria-label="Who made the change" data-testid="history-actor">
              <option value="">Everyone</option>
              {actors.map(({ id: userId, name }) => (
                <option key={userId} value={userId}>
                  {name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <ProblemCallout problem={toProblem(shown.error)} action={<Button text="Try again" onClick={() => void shown.refetch()} />} />
        {shown.isFetching && !entries && <Spinner size={20} aria-label="Loading the history" />}
        {entries && entries.length === 0 && <EmptyState title="No changes match" description="Choose another kind or person." layout="horizontal" />}
        {entries && entries.length > 0 && (
          <ol className="history-entries" ref={list}>
            {entries.map((entry) => (
              <li key={entry.id} id={anchor(entry.revision)} tabIndex={-1} className="history-entry" data-testid={entryTestId} data-type={entry.type} data-revision={entry.revision}>
                <div className="history-entry-head">
                  <RelativeTime instant={entry.occurredAt} />
                  <strong>{entry.actorName}</strong>
                  <Tag minimal round>
                    {kindWords(entry.type)}
                  </Tag>
                </div>
                <p className="history-summary">{entry.summary}</p>
                {extra?.(entry)}
                <Changes entry={entry} />
                <Related entry={entry} anchor={anchor} />
              </li>
            ))}
          </ol>
        )}
        {shown.hasNextPage && (
          <Button className="history-older" text="Show older" loading={shown.isFetchingNextPage} onClick={showOlder} data-testid="history-show-older" />
        )}
      </SectionCard>
    </Section>
  );
}
