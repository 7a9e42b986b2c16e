// The Redux store: the RTK Query cache, the app-wide slices, and the slices lazily loaded pages inject.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { identitySlice } from '../features/identity/identitySlice';
import { initializationSlice } from '../features/initialization/initializationSlice';
import { liveUpdatesSlice } from '../features/live-updates/liveUpdatesSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { api } from './api';
import { listeners } from './listeners';
import { readYourWritesSlice } from './readYourWritesSlice';

/** Slices of lazily loaded pages add themselves here (declaration merging) and inject into rootReducer. */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, identitySlice, initializationSlice, sessionSlice, liveUpdatesSlice, readYourWritesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
});

setupListeners(store.dispatch);

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = typeof store;
export type AppDispatch = typeof store.dispatch;
