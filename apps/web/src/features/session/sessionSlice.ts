// The signed-in user and the active organization, as the API reported them at initialization.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MeView } from '@tourops/contracts';
import { signedOut } from '../identity/identitySlice';

export interface SessionState {
  user: MeView['user'] | null;
  organization: MeView['organization'] | null;
}

const initialState: SessionState = { user: null, organization: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<MeView>) {
      return { user: action.payload.user, organization: action.payload.organization };
    },
    sessionCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { sessionStarted, sessionCleared } = sessionSlice.actions;
