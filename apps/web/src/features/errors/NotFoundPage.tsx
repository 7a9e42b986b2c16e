// What an unmatched path shows: the 404 error page naming the path.
import { useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`Page Not Found: ${pathname}`} />;
}
