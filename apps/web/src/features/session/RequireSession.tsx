// Pages behind sign-in: a signed-out visitor is sent to /sign-in and brought back afterwards.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useSettings } from '../settings/useSettings';

export function RequireSession() {
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const { pathname, search } = useLocation();
  useSettings(); // keeps the organization's settings cached while any page is shown
  if (!signedIn) return <Navigate to={`/sign-in?next=${encodeURIComponent(pathname + search)}`} replace />;
  return <Outlet />;
}
