// The error page (SPEC.md §2, §8): 'Page Not Found' for 404, 'Internal Server Error' for any other status.
import { Button } from '@blueprintjs/core';
import { ErrorIcon, HomeIcon, SearchIcon } from '@blueprintjs/icons';
import { usePageTitle } from '../layout/usePageTitle';
import { EmptyState } from '../../shared/SubHeading';

export const errorMessageOf = (status: number) => (status === 404 ? 'Page Not Found' : 'Internal Server Error');

export function ErrorPage({ status, message = errorMessageOf(status) }: { status: number; message?: string }) {
  usePageTitle(errorMessageOf(status));
  return (
    <main className="error-page" data-testid="error-page" data-status={status}>
      <EmptyState
        level={1}
        icon={status === 404 ? <SearchIcon size={48} /> : <ErrorIcon size={48} />}
        title={<span data-testid="error-message">{message}</span>}
        description={`Status ${status}`}
        action={<Button icon={<HomeIcon />} text="Go to the overview" onClick={() => window.location.assign('/')} />}
      />
    </main>
  );
}
