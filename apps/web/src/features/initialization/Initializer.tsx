// The initializer wrapper (SPEC.md §2, §4): shows the routed page once initialization (run by InitializationRun) is ready, or why it is not.
import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useIdentityWidgets } from '../identity/identityWidgets';
import { initializationRetried } from './initializationSlice';

export function Initializer({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { step, error } = useAppSelector((state) => state.initialization);
  const { OrganizationPanel } = useIdentityWidgets();

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
            <Button icon={<RefreshIcon />} text="Try again" onClick={() => dispatch(initializationRetried())} />
          </Callout>
        </main>
      );
    default:
      return null;
  }
}
