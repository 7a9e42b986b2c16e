// /tools/audit-log (admins and auditors): every event of the organization, newest first, in words; filters; chained exports of a range.
import { Button, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { AUDIT_ENTITY_KINDS, eventTypeInWords, PHRASED_EVENT_TYPES } from '@tourops/domain';
import { toProblem } from '../../app/problem';
import { calendarToday } from '../../shared/calendarToday';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime } from '../../shared/RelativeTime';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { PageHeader } from '../layout/PageHeader';
import { ListPager } from '../../shared/ListPager';
import { useCursorPages } from '../../shared/useCursorPages';
import { AuditLogExportButtons } from './AuditLogExportButtons';
import { AUDIT_LOG_PAGE_SIZE, useListAuditLogQuery, type AuditLogFilters } from './auditLogApi';
import './audit-log.css';
import { EmptyState } from '../../shared/SubHeading';

const KIND_OPTIONS = [{ value: '', label: 'Any entity' }, ...AUDIT_ENTITY_KINDS.map((kind) => ({ value: kind, label: kind.replace('-', ' ') }))];
const TYPE_OPTIONS = [{ value: '', label: 'Any event' }, ...[...PHRASED_EVENT_TYPES].sort().map((type) => ({ value: type, label: eventTypeInWords(type) }))];
const EMPTY: AuditLogFilters = { from: '', to: '', entityKind: '', actor: '', eventType: '' };

export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditLogFilters>(EMPTY);
  const actor = useDebouncedValue(filters.actor, 400);
  const sent = { ...filters, actor };
  const pages = useCursorPages(JSON.stringify(sent));
  const { data, error, isLoading, isFetching, refetch } = useListAuditLogQuery({ ...sent, cursor: pages.cursor });
  const items = data?.items ?? [];
  const today = calendarToday();
  const exportFrom = filters.from || `${today.slice(0, 8)}01`;
  const exportTo = filters.to || today;
  const set = (change: Partial<AuditLogFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <main className="audit-log-page" data-testid="audit-log-page">
      <PageHeader title="Audit log" subtitle="Every event of the organization, newest first; the monitor's readings and staff positions are in the exports only. Reading and exporting the log are recorded here too." />
      <div className="list-toolbar audit-log-toolbar">
        <InputGroup type="date" value={filters.from} onValueChange={(from) => set({ from })} aria-label="From" data-testid="filter-from" />
        <InputGroup type="date" value={filters.to} onValueChange={(to) => set({ to })} aria-label="To" data-testid="filter-to" />
        <HTMLSelect value={filters.entityKind} options={KIND_OPTIONS} onChange={(event) => set({ entityKind: event.target.value })} aria-label="Entity" data-testid="filter-entity" />
        <HTMLSelect value={filters.eventType} options={TYPE_OPTIONS} onChange={(event) => set({ eventType: event.target.value })} aria-label="Event" data-testid="filter-type" />
        <InputGroup value={filters.actor} onValueChange={(value) => set({ actor: value })} placeholder="Actor: name or id" aria-label="Actor" data-testid="filter-actor" />
        <AuditLogExportButtons from={exportFrom} to={exportTo < exportFrom ? exportFrom : exportTo} />
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner />
      ) : items.length === 0 ? (
        !error && <EmptyState icon={<HistoryIcon />} title="No events" description="Nothing matches these filters." />
      ) : (
        <div className="audit-log-scroll">
        <HTMLTable className="audit-log-table" striped compact data-testid="audit-log-list">
          <thead>
            <tr>
              <th>Time</th>
              <th>Actor</th>
              <th>Entity</th>
              <th>Event</th>
              <th>What happened</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.position} data-testid="audit-log-row" data-type={entry.type} data-position={entry.position}>
                <td className="audit-log-time">
                  <RelativeTime instant={entry.occurredAt} />
                </td>
                <td title={entry.actor.id}>{entry.actor.name}</td>
                <td title={entry.entity.id}>
                  <Tag minimal>{entry.entity.kind.replace(/-/g, ' ')}</Tag> {entry.entity.label}
                </td>
                <td className="audit-log-type">{eventTypeInWords(entry.type)}</td>
                <td className="audit-log-summary" data-testid="audit-log-summary">{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        </div>
      )}
      <ListPager noun="Events" pages={pages} pageSize={AUDIT_LOG_PAGE_SIZE} shown={items.length} nextCursor={data?.nextCursor ?? null} loading={isFetching} />
    </main>
  );
}
