// Saves a settings document 500 ms after its last change (SPEC.md §4); the cached settings show the change at once.
import type { Settings, SettingsName } from '@tourops/domain';
import type { AppDispatch } from '../../app/store';
import { toProblem } from '../../app/problem';
import { showToast } from '../../shared/toaster';
import { settingsApi } from './settingsApi';

export const SETTINGS_SAVE_DEBOUNCE_MS = 500;

const pendingSaves = new Map<SettingsName, ReturnType<typeof setTimeout>>();

export const saveSettings =
  <N extends SettingsName>(name: N, document: Settings[N]) =>
  (dispatch: AppDispatch) => {
    dispatch(settingsApi.util.updateQueryData('getSettings', undefined, (draft) => { draft[name] = document; }));
    clearTimeout(pendingSaves.get(name));
    pendingSaves.set(
      name,
      setTimeout(() => {
        pendingSaves.delete(name);
        dispatch(settingsApi.endpoints.putSettings.initiate({ name, document }))
          .unwrap()
          .catch((error) => {
            const problem = toProblem(error);
            showToast({ intent: 'danger', message: `The ${name} settings were not saved: ${problem?.detail || problem?.title || 'unknown error'}` });
            dispatch(settingsApi.util.invalidateTags(['Settings']));
          });
      }, SETTINGS_SAVE_DEBOUNCE_MS),
    );
  };
