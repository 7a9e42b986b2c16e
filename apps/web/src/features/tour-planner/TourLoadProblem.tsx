// What a planning page shows when its tour cannot be read: not found (404/400), or the problem with a retry.
import { Button } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router';
import { problemStatus, toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../../shared/SubHeading';

export function TourLoadProblem({ error, onRetry }: { error: FetchBaseQueryError | SerializedError | undefined; onRetry: () => void }) {
  const navigate = useNavigate();
  const status = problemStatus(error);
  if (status === 404 || status === 400) {
    return (
      <main data-testid="tour-not-found">
        <PageHeader title="Tour not found" />
        <EmptyState
          icon={<SearchIcon size={48} />}
          title="No such tour"
          description="This organization has no tour with this id. It may belong to another organization, or it was purged."
          action={<Button text="Go to all tours" onClick={() => navigate('/tours/all')} />}
        />
      </main>
    );
  }
  return (
    <main>
      <PageHeader title="Tour" />
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={onRetry} />} />
    </main>
  );
}
