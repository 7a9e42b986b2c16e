// The settings edits on their way to the server: a read of the settings shows them over its answer, so a refetch that lands first never undoes one.
import type { Settings, SettingsName } from '@tourops/domain';

const unsaved = new Map<SettingsName, Settings[SettingsName]>();

export const unsavedEdits = {
  /** An edit made: shown over every read until its save settles. */
  keep<N extends SettingsName>(name: N, document: Settings[N]): void {
    unsaved.set(name, document);
  },
  /** Its save has landed or failed: the edit is forgotten, unless a later one of the same document replaced it. */
  settle<N extends SettingsName>(name: N, document: Settings[N]): void {
    if (unsaved.get(name) === document) unsaved.delete(name);
  },
  /** Forgets every edit: a new session's settings are its own. */
  clear(): void {
    unsaved.clear();
  },
  /** The settings as read, with the edits still on their way in place of the documents they change. */
  over(settings: Settings): Settings {
    return unsaved.size === 0 ? settings : ({ ...settings, ...Object.fromEntries(unsaved) } as Settings);
  },
};
