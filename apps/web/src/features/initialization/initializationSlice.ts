// SPEC.md §4 initialization: which step it is at, the progress it shows, and why it stopped if it did.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../identity/identitySlice';

export type InitializationStep =
  | 'identity' // waiting for the identity provider to load
  | 'session' // provider ready: signing in to the API, reading user and organization
  | 'settings' // loading the organization's settings
  | 'ready'
  | 'no-organization' // signed in, but no organization is active
  | 'failed';

export interface InitializationState {
  step: InitializationStep;
  progress: number;
  error: string | null;
  /** Settings could not be loaded: the defaults are in use. */
  settingsFallback: boolean;
  /** Counts "Try again": each one runs initialization again (kept across resets). */
  attempt: number;
}

const PROGRESS: Record<InitializationStep, number> = {
  identity: 0,
  session: 0.5,
  settings: 0.75,
  ready: 1,
  'no-organization': 1,
  failed: 1,
};

const initialState: InitializationState = { step: 'identity', progress: 0, error: null, settingsFallback: false, attempt: 0 };

export const initializationSlice = createSlice({
  name: 'initialization',
  initialState,
  reducers: {
    initializationReset(state) {
      return { ...initialState, attempt: state.attempt };
    },
    initializationRetried(state) {
      state.attempt++;
    },
    initializationStepped(state, action: PayloadAction<Exclude<InitializationStep, 'failed'>>) {
      state.step = action.payload;
      state.progress = PROGRESS[action.payload];
      state.error = null;
    },
    settingsFellBackToDefaults(state) {
      state.settingsFallback = true;
    },
    initializationFailed(state, action: PayloadAction<string>) {
      state.step = 'failed';
      state.progress = PROGRESS.failed;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, (state) => ({ ...initialState, attempt: state.attempt })),
});

export const { initializationReset, initializationRetried, initializationStepped, settingsFellBackToDefaults, initializationFailed } = initializationSlice.actions;
