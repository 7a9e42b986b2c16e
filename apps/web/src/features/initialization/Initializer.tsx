// The initializer wrapper (SPEC.md §2, §4): re-runs initialization when the identity changes, then shows the routed page.
import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useIdentityWidgets } from '../identity/identityWidgets';
import { initialize } from './initialize';

export function Initializer({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { providerReady, signedIn, accountKey } = useAppSelector((state) => state.identity);
  const { step, error } = useAppSelector((state) => state.initialization);
  const { OrganizationPanel } = useIdentityWidgets();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const run = dispatch(initialize());
    return () => run.abort();
  }, [dispatch, providerReady, signedIn, accountKey, attempt]);

  switch (step) {
    case 'ready':
      return children;
    case 'no-organization':
      return (
        <main className="initializer-panel">
          <OrganizationPanel />
        </main>
      );
    case 'failed':
      return (
        <main className="initializer-panel">
          <Callout intent="danger" title="The application could not start" data-testid="initialization-error">
            <p>{error}</p>
            <Button icon={<RefreshIcon />} text="Try again" onClick={() => setAttempt((n) => n + 1)} />
          </Callout>
        </main>
      );
    default:
      return null;
  }
}
