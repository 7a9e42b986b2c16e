// What the identity provider says: which provider, whether it has loaded, who is signed in to which organization.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdentityConfigView } from '@tourops/contracts';

export type IdentityMode = IdentityConfigView['mode'];

export interface IdentityState {
  mode: IdentityMode | null;
  clerkPublishableKey: string | null;
  providerReady: boolean;
  signedIn: boolean;
  /** Changes whenever the user or the active organization changes; a change restarts initialization. */
  accountKey: string | null;
}

const initialState: IdentityState = { mode: null, clerkPublishableKey: null, providerReady: false, signedIn: false, accountKey: null };

export interface IdentityReport {
  providerReady: boolean;
  signedIn: boolean;
  accountKey: string | null;
}

export const identitySlice = createSlice({
  name: 'identity',
  initialState,
  reducers: {
    identityConfigured(state, action: PayloadAction<IdentityConfigView>) {
      state.mode = action.payload.mode;
      state.clerkPublishableKey = action.payload.clerkPublishableKey;
    },
    identityReported(state, action: PayloadAction<IdentityReport>) {
      const { providerReady, signedIn, accountKey } = action.payload;
      state.providerReady = providerReady;
      state.signedIn = signedIn;
      state.accountKey = signedIn ? accountKey : null;
    },
    signedOut(state) {
      state.signedIn = false;
      state.accountKey = null;
    },
    /** The API answered 401 to a call that needed a session. */
    sessionRejected() {},
  },
});

export const { identityConfigured, identityReported, signedOut, sessionRejected } = identitySlice.actions;
