// Side effects that follow actions: a rejected local session signs the browser out; a ready session asks for the landing page's data.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionRejected } from '../features/identity/identitySlice';
import { signOut } from '../features/identity/signOut';
import { initializationStepped } from '../features/initialization/initializationSlice';
import { prefetchPageData } from './pageData';
import type { AppDispatch, RootState } from './store';

export const listeners = createListenerMiddleware();
const startAppListening = listeners.startListening.withTypes<RootState, AppDispatch>();

startAppListening({
  actionCreator: sessionRejected,
  effect: async (_action, listenerApi) => {
    const { identity } = listenerApi.getState();
    // A Clerk token is refreshed by Clerk itself; a rejected local token (expired, or a new server key) is gone for good.
    if (identity.mode === 'local' && identity.signedIn) await listenerApi.dispatch(signOut());
  },
});

startAppListening({
  predicate: (action) => initializationStepped.match(action) && action.payload === 'ready',
  effect: (_action, listenerApi) => {
    const state = listenerApi.getState();
    if (state.identity.signedIn) prefetchPageData(window.location, state, listenerApi.dispatch);
  },
});
