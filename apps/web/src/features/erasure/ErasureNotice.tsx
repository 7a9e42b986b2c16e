// Tells that a traveler's or field staff member's personal data was erased: when, by whom and why, from the newest erasure in the history.
import { Callout } from '@blueprintjs/core';
import type { HistoryEntry } from '@tourops/contracts';
import { RelativeTime } from '../../shared/RelativeTime';
import { useGetHistoryInfiniteQuery } from '../history/historyApi';

const ERASURE_EVENTS = ['TravelerErased', 'FieldStaffMemberErased'].join(',');

const reasonOf = (entry: HistoryEntry) => {
  const reason = (entry.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
};

export function ErasureNotice({ entity, id, person }: { entity: 'travelers' | 'field-staff'; id: string; person: string }) {
  const { data } = useGetHistoryInfiniteQuery({ entity, id, kind: ERASURE_EVENTS, limit: 1 });
  const erasure = data?.pages[0]?.items[0];
  const reason = erasure ? reasonOf(erasure) : null;
  return (
    <Callout intent="warning" title="Personal data erased" className="page-callout" data-testid="erasure-notice">
      The personal data of this {person} was erased
      {erasure ? (
        <>
          {' '}
          <RelativeTime instant={erasure.occurredAt} /> by {erasure.actorName}
        </>
      ) : (
        ''
      )}
      {reason ? `: “${reason}”.` : '.'}
    </Callout>
  );
}
