// The highest event-store position this browser has written: later reads wait for the projections to reach it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ReadYourWritesState {
  position: string | null;
}

const initialState: ReadYourWritesState = { position: null };

const isPosition = (value: string) => /^\d{1,30}$/.test(value);

export const readYourWritesSlice = createSlice({
  name: 'readYourWrites',
  initialState,
  reducers: {
    positionWritten(state, action: PayloadAction<string>) {
      const written = action.payload;
      if (!isPosition(written)) return;
      if (state.position === null || BigInt(written) > BigInt(state.position)) state.position = written;
    },
    positionForgotten() {
      return initialState;
    },
  },
});

export const { positionWritten, positionForgotten } = readYourWritesSlice.actions;
export const selectWrittenPosition = (state: { readYourWrites: ReadYourWritesState }) => state.readYourWrites.position;
