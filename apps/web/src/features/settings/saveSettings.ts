// Saves a settings document 500 ms after its last change (SPEC.md §4), one save after the other; the cached settings show the change at once, and until it lands.
import type { Settings, SettingsName } from '@tourops/domain';
import type { AppDispatch } from '../../app/store';
import { toProblem } from '../../app/problem';
import { showToast } from '../../shared/toaster';
import { settingsApi } from './settingsApi';
import { unsavedEdits } from './unsavedEdits';

export const SETTINGS_SAVE_DEBOUNCE_MS = 500;

const pendingSaves = new Map<SettingsName, ReturnType<typeof setTimeout>>();

/**
 * Runs each task once the previous one of its key has settled. Two saves of one document in flight at once could land in
 * either order, and the earlier edit overwrite the later one (a slow answer to the first, a second edit 500 ms later).
 */
export function inTurn<K>(): (key: K, task: () => Promise<void>) => Promise<void> {
  const last = new Map<K, Promise<void>>();
  return (key, task) => {
    const next = (last.get(key) ?? Promise.resolve()).then(task, task);
    last.set(key, next);
    const forget = () => {
      if (last.get(key) === next) last.delete(key);
    };
    next.then(forget, forget);
    return next;
  };
}

const savedInTurn = inTurn<SettingsName>();

/**
 * Drops the edits not yet sent, for a new identity or organization: sent later, they would go with the next session's token,
 * into another organization, and show over its settings.
 */
export function dropUnsentSaves(): void {
  for (const timer of pendingSaves.values()) clearTimeout(timer);
  pendingSaves.clear();
  unsavedEdits.clear();
}

export const saveSettings =
  <N extends SettingsName>(name: N, document: Settings[N]) =>
  (dispatch: AppDispatch) => {
    dispatch(settingsApi.util.updateQueryData('getSettings', undefined, (draft) => { draft[name] = document; }));
    unsavedEdits.keep(name, document);
    clearTimeout(pendingSaves.get(name));
    pendingSaves.set(
      name,
      setTimeout(() => {
        pendingSaves.delete(name);
        void savedInTurn(name, () =>
          dispatch(settingsApi.endpoints.putSettings.initiate({ name, document }))
            .unwrap()
            .then(
              () => unsavedEdits.settle(name, document),
              (error) => {
                unsavedEdits.settle(name, document);
                const problem = toProblem(error);
                showToast({ intent: 'danger', message: `The ${name} settings were not saved: ${problem?.detail || problem?.title || 'unknown error'}` });
                dispatch(settingsApi.util.invalidateTags(['Settings']));
              },
            ),
        );
      }, SETTINGS_SAVE_DEBOUNCE_MS),
    );
  };
