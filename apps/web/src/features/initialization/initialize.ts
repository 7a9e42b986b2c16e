// SPEC.md §4 initialization, run whenever the identity changes: session from the API, then settings (both from boot, side by side, when a kept token asked for them).
import { api } from '../../app/api';
import { takeBootSession } from '../../app/bootRequests';
import { createAppAsyncThunk } from '../../app/hooks';
import { problemStatus, toProblem } from '../../app/problem';
import { positionForgotten } from '../../app/readYourWritesSlice';
import { getAccessToken } from '../identity/identityBridge';
import { sessionApi } from '../session/sessionApi';
import { sessionCleared, sessionStarted } from '../session/sessionSlice';
import { dropUnsentSaves } from '../settings/saveSettings';
import { settingsApi } from '../settings/settingsApi';
import { initializationFailed, initializationReset, initializationStepped, settingsFellBackToDefaults } from './initializationSlice';

export const ORGANIZATION_MISSING = 'Organization ID is missing.';

export const initialize = createAppAsyncThunk('initialization/run', async (_, { dispatch, getState, signal }) => {
  const { identity } = getState();
  // Every run starts from a clean slate: nothing cached for a previous user or organization survives.
  dispatch(initializationReset());
  dispatch(api.util.resetApiState());
  dropUnsentSaves();
  dispatch(positionForgotten());
  if (!identity.providerReady) return;
  dispatch(initializationStepped('session'));

  if (!identity.signedIn) {
    dispatch(sessionCleared());
    dispatch(initializationStepped('settings'));
    dispatch(initializationStepped('ready'));
    return;
  }

  // A reload of a signed-in operator: the session and the settings were asked for at boot, side by side (ADR 0043).
  const early = takeBootSession(await getAccessToken());
  if (early) {
    const [bootMe, bootSettings] = await Promise.all([early.me, early.settings]);
    if (signal.aborted) return;
    if (bootMe && bootSettings) {
      // An upsert lands in the cache a turn later: ready before it, a page would draw (and an edit save) the defaults.
      await Promise.all([dispatch(sessionApi.util.upsertQueryData('getMe', undefined, bootMe)), dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, bootSettings))]);
      if (signal.aborted) return;
      dispatch(sessionStarted(bootMe));
      dispatch(initializationStepped('ready'));
      return;
    }
    // Anything but two answers: ask again the usual way, which handles every problem.
  }

  const me = await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (signal.aborted) return;
  if (me.error) {
    const problem = toProblem(me.error);
    if (problemStatus(me.error) === 401) {
      // A rejected local token is dropped by the sessionRejected listener, which signs out and so runs this again.
      if (identity.mode !== 'local') dispatch(initializationFailed('The API did not accept the session token (401).'));
      return;
    }
    if (problemStatus(me.error) === 403 && problem?.detail === ORGANIZATION_MISSING) {
      dispatch(sessionCleared());
      dispatch(initializationStepped('no-organization'));
      return;
    }
    dispatch(initializationFailed(problem ? `${problem.title}: ${problem.detail}` : 'The API could not be reached.'));
    return;
  }
  dispatch(sessionStarted(me.data!));

  dispatch(initializationStepped('settings'));
  const settings = await dispatch(settingsApi.endpoints.getSettings.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (signal.aborted) return;
  if (settings.error) dispatch(settingsFellBackToDefaults());
  dispatch(initializationStepped('ready'));
});
