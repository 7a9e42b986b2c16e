// /sign-in: hosts the identity provider's sign-in, and sends a signed-in visitor on to where they were going.
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../layout/usePageTitle';
import { useIdentityWidgets } from './identityWidgets';

/** Only same-site paths: never an open redirect. */
export const safeNextPath = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');

export function SignInPage() {
  const [params] = useSearchParams();
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const { SignInPanel } = useIdentityWidgets();
  usePageTitle('Sign in');
  if (signedIn) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return (
    <main className="sign-in-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="page-title">Sign in</h1>
      <SignInPanel />
    </main>
  );
}
