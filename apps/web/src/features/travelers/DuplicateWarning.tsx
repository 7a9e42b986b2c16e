// The 409 of a registration that may duplicate known travelers: who matches and why, with "Create anyway".
import { Button, Callout } from '@blueprintjs/core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { DuplicateMatch } from '@tourops/contracts';
import { Link } from 'react-router';

const REASONS: Record<DuplicateMatch['reason'], string> = {
  'same-email': 'same email',
  'same-name-and-date-of-birth': 'same name and date of birth',
};

/** The matches a 409 of POST /api/travelers lists, or null for any other failure. */
export function duplicatesOf(error: FetchBaseQueryError | SerializedError | undefined): DuplicateMatch[] | null {
  if (!error || !('status' in error) || error.status !== 409) return null;
  const body = error.data as { duplicates?: unknown } | undefined;
  return Array.isArray(body?.duplicates) ? (body.duplicates as DuplicateMatch[]) : null;
}

export function DuplicateWarning({ matches, busy, onCreateAnyway }: { matches: DuplicateMatch[]; busy: boolean; onCreateAnyway: () => void }) {
  return (
    <Callout intent="warning" title="This traveler may already exist" className="page-callout" data-testid="duplicate-warning" role="alert">
      <ul className="duplicate-list">
        {matches.map((match) => (
          <li key={`${match.id}-${match.reason}`} data-testid="duplicate-match" data-traveler-id={match.id}>
            <Link to={`/travelers/details/${match.id}`} target="_blank">
              {match.name || 'A traveler'}
            </Link>{' '}
            <span className="muted">({REASONS[match.reason]})</span>
          </li>
        ))}
      </ul>
      <p>Open a match to check it, or keep both travelers.</p>
      <Button intent="warning" text="Create anyway" loading={busy} onClick={onCreateAnyway} data-testid="create-anyway" />
    </Callout>
  );
}
