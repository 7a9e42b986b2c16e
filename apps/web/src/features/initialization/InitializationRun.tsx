// Runs initialization whenever the identity changes or "Try again" is asked, from outside the router: the session is read while the page's code loads, not after it (ADR 0043).
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { initialize } from './initialize';

export function InitializationRun() {
  const dispatch = useAppDispatch();
  const { providerReady, signedIn, accountKey } = useAppSelector((state) => state.identity);
  const attempt = useAppSelector((state) => state.initialization.attempt);

  useEffect(() => {
    const run = dispatch(initialize());
    return () => run.abort();
  }, [dispatch, providerReady, signedIn, accountKey, attempt]);

  return null;
}
