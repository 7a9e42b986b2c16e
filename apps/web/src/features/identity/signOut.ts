// Signing out (SPEC.md §4): the provider forgets the session, the cache is emptied, initialization starts over.
import { api } from '../../app/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { positionForgotten } from '../../app/readYourWritesSlice';
import { signOutOfProvider } from './identityBridge';
import { signedOut } from './identitySlice';

export const signOut = createAppAsyncThunk('identity/signOut', async (_, { dispatch }) => {
  try {
    await signOutOfProvider();
  } finally {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    dispatch(positionForgotten());
  }
});
