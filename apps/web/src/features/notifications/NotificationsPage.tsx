// /tools/notifications: the inbox of threshold crossings, most urgent first, filtered by status, level, measure, tour and day, each saying what it is about, explained, acted on one by one or in bulk.
import { Button, Checkbox, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { Fragment, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MEASURES, labelOf, formatValue, subjectWhen, type Measure, type NotificationStatus } from '@tourops/domain';
import type { NotificationAction, NotificationView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { RelativeTime } from '../../shared/RelativeTime';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { ListPager } from '../../shared/ListPager';
import { useCursorPages } from '../../shared/useCursorPages';
import { LinkedNotification } from './LinkedNotification';
import { NoteDialog } from './NoteDialog';
import { NotificationExplanation } from './NotificationExplanation';
import { NOTIFICATION_PAGE_SIZE, useActOnNotificationsMutation, useListNotificationsQuery, type NotificationFilters } from './notificationsApi';
import { SeverityTag } from './SeverityTag';
import { EmptyState } from '../../shared/SubHeading';

const OPEN = 'UNREAD,READ,ACKNOWLEDGED';
const STATUS_OPTIONS = [
  { value: OPEN, label: 'Open' },
  { value: 'UNREAD', label: 'Unread' },
  { value: 'ACKNOWLEDGED', label: 'Acknowledged' },
  { value: 'RESOLVED,DISMISSED,EXPIRED', label: 'Closed' },
  { value: '', label: 'All' },
];
const SEVERITY_OPTIONS = [{ value: '', label: 'Any level' }, ...['CRITICAL', 'ALERT', 'WARNING', 'INFO'].map((level) => ({ value: level, label: level }))];
const MEASURE_OPTIONS = [{ value: '', label: 'Any measure' }, ...MEASURES.map((measure) => ({ value: measure, label: labelOf(measure as Measure) }))];
const STATUS_WORDS: Record<NotificationStatus, string> = { UNREAD: 'Unread', READ: 'Read', ACKNOWLEDGED: 'Acknowledged', RESOLVED: 'Resolved', DISMISSED: 'Dismissed', EXPIRED: 'Expired' };
const ACTION_DONE: Record<NotificationAction, string> = { read: 'marked read', acknowledge: 'acknowledged', resolve: 'resolved', dismiss: 'dismissed' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Filters a link can set (the overview's): ?severity=CRITICAL, ?status=UNREAD, ?tourId=…, ?day=2026-11-28; open notifications of any level otherwise. */
function filtersFrom(params: URLSearchParams): NotificationFilters {
  const known = (options: { value: string }[], value: string | null) => (value !== null && options.some((option) => option.value === value) ? value : null);
  const matching = (pattern: RegExp, value: string | null) => (value !== null && pattern.test(value) ? value : '');
  return {
    status: known(STATUS_OPTIONS, params.get('status')) ?? OPEN,
    severity: known(SEVERITY_OPTIONS, params.get('severity')) ?? '',
    measure: known(MEASURE_OPTIONS, params.get('measure')) ?? '',
    tourId: matching(UUID, params.get('tourId')),
    day: matching(DATE, params.get('day')),
  };
}

/** The tours the inbox has shown so far, by title: what the tour filter offers. */
function useToursSeen(items: readonly NotificationView[]): { value: string; label: string }[] {
  const [seen, setSeen] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    const fresh = items.flatMap(({ about }) => (about.tour && seen.get(about.tour.id) !== about.tour.title ? [[about.tour.id, about.tour.title] as const] : []));
    if (fresh.length > 0) setSeen((current) => new Map([...current, ...fresh]));
  }, [items, seen]);
  const tours = [...seen].sort(([, a], [, b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
  return [{ value: '', label: 'Any tour' }, ...tours];
}

export function NotificationsPage() {
  const canOperate = useCanOperate();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<NotificationFilters>(() => filtersFrom(params));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const linked = params.get('open');
  const [opened, setOpened] = useState<string | null>(linked);
  /** The notifications a dialog asks a reason (dismiss) or a note (acknowledge) for. */
  const [asking, setAsking] = useState<{ ids: string[]; action: 'dismiss' | 'acknowledge' } | null>(null);
  const pages = useCursorPages(JSON.stringify(filters));
  const { data, error, isLoading, isFetching, refetch } = useListNotificationsQuery({ ...filters, cursor: pages.cursor });
  const [act, { isLoading: acting }] = useActOnNotificationsMutation();
  const items = data?.items ?? [];
  const tourOptions = useToursSeen(items);

  const run = async (ids: string[], action: NotificationAction, text?: string) => {
    const words = !text ? {} : action === 'dismiss' ? { reason: text } : { note: text };
    const result = await act({ ids, action, ...words });
    if ('error' in result) return showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'Nothing was changed.' });
    const done = result.data.results.filter((outcome) => outcome.status === 'done').length;
    const refused = result.data.results.filter((outcome) => outcome.status === 'refused');
    showToast({ intent: refused.length ? 'warning' : 'success', message: `${done} ${ACTION_DONE[action]}${refused.length ? `; ${refused.length} refused: ${refused[0].detail ?? ''}` : ''}.` });
    setSelected(new Set());
  };
  const toggle = (id: string) => setSelected((current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id]));
  const chosen = [...selected];

  return (
    <main className="notifications-page" data-testid="notifications-page">
      <PageHeader title="Notifications" subtitle="Raised when a flight, transfer or weather reading reaches a threshold of the notification settings; resolved by the system after two normal checks." />
      <div className="list-toolbar notifications-toolbar">
        <HTMLSelect value={filters.status} options={STATUS_OPTIONS} onChange={(event) => setFilters({ ...filters, status: event.target.value })} data-testid="filter-status" aria-label="Status" />
        <HTMLSelect value={filters.severity} options={SEVERITY_OPTIONS} onChange={(event) => setFilters({ ...filters, severity: event.target.value })} data-testid="filter-severity" aria-label="Level" />
        <HTMLSelect value={filters.measure} options={MEASURE_OPTIONS} onChange={(event) => setFilters({ ...filters, measure: event.target.value })} data-testid="filter-measure" aria-label="Measure" />
        <HTMLSelect
          value={filters.tourId}
          options={tourOptions.some((option) => option.value === filters.tourId) ? tourOptions : [...tourOptions, { value: filters.tourId, label: 'The chosen tour' }]}
          onChange={(event) => setFilters({ ...filters, tourId: event.target.value })}
          data-testid="filter-tour"
          aria-label="Tour"
        />
        <InputGroup
          type="date"
          value={filters.day}
          onChange={(event) => setFilters({ ...filters, day: DATE.test(event.target.value) ? event.target.value : '' })}
          data-testid="filter-day"
          aria-label="Day"
          title="The tour day the flight, transfer or place is planned on"
        />
        {canOperate && (
          <span className="bulk-actions">
            <Button text={`Mark read (${chosen.length})`} disabled={chosen.length === 0} loading={acting} onClick={() => void run(chosen, 'read')} data-testid="bulk-read" />
            <Button text="Acknowledge" disabled={chosen.length === 0} loading={acting} onClick={() => void run(chosen, 'acknowledge')} data-testid="bulk-acknowledge" />
            <Button text="Dismiss…" intent="danger" minimal disabled={chosen.length === 0} onClick={() => setAsking({ ids: chosen, action: 'dismiss' })} data-testid="bulk-dismiss" />
          </span>
        )}
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {linked && data && <LinkedNotification id={linked} listed={items} />}
      {isLoading ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState icon={<NotificationsIcon />} title="No notifications" description="Nothing matches these filters. Notifications appear here live as the monitor raises them." />
      ) : (
        <HTMLTable className="notification-table" interactive striped data-testid="notification-list">
          <thead>
            <tr>
              {canOperate && <th scope="col"><span className="visually-hidden">Select</span></th>}
              <th>Level</th>
              <th>Tour</th>
              <th>Subject</th>
              <th>Measure</th>
              <th>Reading</th>
              <th>Status</th>
              <th>Since</th>
            </tr>
          </thead>
          <tbody>
            {items.map((notification: NotificationView) => (
              <Fragment key={notification.id}>
                <tr data-testid="notification-row" data-id={notification.id} data-status={notification.status} data-level={notification.level} onClick={() => setOpened(opened === notification.id ? null : notification.id)}>
                  {canOperate && (
                    <td onClick={(event) => event.stopPropagation()}>
                      <Checkbox checked={selected.has(notification.id)} onChange={() => toggle(notification.id)} aria-label="Select" data-testid="notification-select" />
                    </td>
                  )}
                  <td>
                    <SeverityTag level={notification.level} />
                  </td>
                  <td data-testid="notification-tour">{notification.about.tour?.title ?? 'No tour'}</td>
                  <td data-testid="notification-subject">{subjectWhen(notification.about)}</td>
                  <td>{notification.label}</td>
                  <td>{formatValue(notification.measure, notification.explanation.reading.value)}{notification.explanation.reading.simulated ? ' (simulated)' : ''}</td>
                  <td data-testid="notification-status">{STATUS_WORDS[notification.status]}</td>
                  <td>
                    <RelativeTime instant={notification.levelSince} />
                  </td>
                </tr>
                {opened === notification.id && (
                  <tr className="notification-details">
                    <td colSpan={canOperate ? 8 : 7}>
                      <NotificationExplanation notification={notification} />
                      {canOperate && !['RESOLVED', 'DISMISSED', 'EXPIRED'].includes(notification.status) && (
                        <div className="notification-actions">
                          {notification.status !== 'ACKNOWLEDGED' && (
                            <Button text="Acknowledge…" intent="primary" onClick={() => setAsking({ ids: [notification.id], action: 'acknowledge' })} data-testid="acknowledge" />
                          )}
                          <Button text="Resolve" onClick={() => void run([notification.id], 'resolve')} data-testid="resolve" />
                          <Button text="Dismiss…" intent="danger" minimal onClick={() => setAsking({ ids: [notification.id], action: 'dismiss' })} data-testid="dismiss" />
                        </div>
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ListPager noun="Notifications" pages={pages} pageSize={NOTIFICATION_PAGE_SIZE} shown={items.length} nextCursor={data?.nextCursor ?? null} loading={isFetching} />
      {asking && (
        <NoteDialog
          title={`${asking.action === 'dismiss' ? 'Dismiss' : 'Acknowledge'} ${asking.ids.length === 1 ? 'the notification' : `${asking.ids.length} notifications`}`}
          label={asking.action === 'dismiss' ? 'Reason' : 'Note (optional): what is being done'}
          action={asking.action === 'dismiss' ? 'Dismiss' : 'Acknowledge'}
          intent={asking.action === 'dismiss' ? 'danger' : 'primary'}
          required={asking.action === 'dismiss'}
          maxLength={asking.action === 'dismiss' ? 500 : 1000}
          onClose={() => setAsking(null)}
          onConfirm={(text) => {
            void run(asking.ids, asking.action, text);
            setAsking(null);
          }}
        />
      )}
    </main>
  );
}
