// Catches what a route throws (render errors, failed page loads, thrown responses) and shows the error page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.error(error);
  return <ErrorPage status={status} />;
}
