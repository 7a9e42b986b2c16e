// Whether the browser is receiving the organization's change pushes.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../identity/identitySlice';

export type LiveConnection = 'off' | 'connecting' | 'live' | 'interrupted';

export interface LiveUpdatesState {
  connection: LiveConnection;
}

const initialState: LiveUpdatesState = { connection: 'off' };

export const liveUpdatesSlice = createSlice({
  name: 'liveUpdates',
  initialState,
  reducers: {
    liveConnectionChanged(state, action: PayloadAction<LiveConnection>) {
      state.connection = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { liveConnectionChanged } = liveUpdatesSlice.actions;
