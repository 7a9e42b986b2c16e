// The Redux store: the RTK Query cache and the app-wide slices.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { identitySlice } from '../features/identity/identitySlice';
import { initializationSlice } from '../features/initialization/initializationSlice';
import { liveUpdatesSlice } from '../features/live-updates/liveUpdatesSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { api } from './api';
import { listeners } from './listeners';
import { readYourWritesSlice } from './readYourWritesSlice';

const rootReducer = combineSlices(api, identitySlice, initializationSlice, sessionSlice, liveUpdatesSlice, readYourWritesSlice);

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
});

setupListeners(store.dispatch);

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = typeof store;
export type AppDispatch = typeof store.dispatch;
