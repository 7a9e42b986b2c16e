// The identity provider wrapper (SPEC.md §2): asks the API how to sign in, then mounts the local or the Clerk provider.
import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { takeBootIdentityConfig } from '../../app/bootRequests';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { withRetries } from '../../shared/withRetries';
import { fetchIdentityConfig } from './identityApi';
import { identityConfigured } from './identitySlice';
import { LocalIdentity } from './LocalIdentity';

const ClerkIdentity = lazy(() => withRetries(() => import('./ClerkIdentity')));

export interface IdentityProviderProps {
  /** Client-side navigation for the provider's own redirects. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  children: ReactNode;
}

export function IdentityProvider({ navigate, children }: IdentityProviderProps) {
  const dispatch = useAppDispatch();
  const { mode, clerkPublishableKey } = useAppSelector((state) => state.identity);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailure(null);
    // The answer to the request sent at boot (app/bootRequests), or a new one when there is none.
    const early = takeBootIdentityConfig();
    (early ?? Promise.resolve(null))
      .then((config) => config ?? withRetries(fetchIdentityConfig))
      .then((config) => current && dispatch(identityConfigured(config)))
      .catch((error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      current = false;
    };
  }, [dispatch, attempt]);

  if (failure) {
    return (
      <Callout intent="danger" title="Sign-in is unavailable" className="identity-unavailable" data-testid="identity-unavailable">
        <p>The sign-in configuration could not be loaded. {failure}</p>
        <Button icon={<RefreshIcon />} text="Try again" onClick={() => setAttempt((n) => n + 1)} />
      </Callout>
    );
  }
  if (mode === 'local') return <LocalIdentity>{children}</LocalIdentity>;
  if (mode === 'clerk' && clerkPublishableKey) {
    return (
      <Suspense fallback={null}>
        <ClerkIdentity publishableKey={clerkPublishableKey} navigate={navigate}>
          {children}
        </ClerkIdentity>
      </Suspense>
    );
  }
  if (mode === 'clerk') {
    return (
      <Callout intent="danger" title="Sign-in is unavailable" className="identity-unavailable" data-testid="identity-unavailable">
        The server uses Clerk but sent no publishable key. Please contact support.
      </Callout>
    );
  }
  return null;
}
