// The app's providers in order: store, Blueprint overlays, the initialization run, identity, and the router with the route table; the skip link first of all.
import { OverlaysProvider } from '@blueprintjs/core';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { IdentityProvider } from '../features/identity/IdentityProvider';
import { InitializationProgress } from '../features/initialization/InitializationProgress';
import { InitializationRun } from '../features/initialization/InitializationRun';
import { SkipLink } from '../shared/SkipLink';
import { routes } from './routes';
import { store } from './store';

const router = createBrowserRouter(routes);

const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);

export function App() {
  return (
    <Provider store={store}>
      <OverlaysProvider>
        <SkipLink />
        <InitializationProgress />
        <InitializationRun />
        <IdentityProvider navigate={navigate}>
          <RouterProvider router={router} />
        </IdentityProvider>
      </OverlaysProvider>
    </Provider>
  );
}
