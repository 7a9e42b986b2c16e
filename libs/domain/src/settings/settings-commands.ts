// The settings decider: each settings document of an organization is a stream of SettingsChanged.
import type { SettingsName } from './settings';

export type SettingsEvent = { type: 'SettingsChanged'; data: { name: SettingsName; values: Record<string, unknown> } };
export type SettingsCommand =
  | { type: 'ChangeSettings'; data: { name: SettingsName; values: Record<string, unknown> } }
  /** SPEC §4: the first load of an organization without settings saves the defaults; a document already saved stays as it is. */
  | { type: 'SaveDefaultSettings'; data: { name: SettingsName; values: Record<string, unknown> } };
export type SettingsState = { values: Record<string, unknown> | null };

export const SETTINGS_EVENT_TYPES = ['SettingsChanged'] as const;
export const initialSettingsState: SettingsState = { values: null };

export function evolveSettings(_state: SettingsState, event: SettingsEvent): SettingsState {
  return { values: event.data.values };
}

/** Saving the values a document already has records nothing; defaults are saved only into a document never saved. */
export function decideSettings(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  switch (command.type) {
    case 'ChangeSettings':
      if (state.values && JSON.stringify(state.values) === JSON.stringify(command.data.values)) return [];
      return [{ type: 'SettingsChanged', data: command.data }];
    case 'SaveDefaultSettings':
      return state.values === null ? [{ type: 'SettingsChanged', data: command.data }] : [];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const settingsStreamName = (orgId: string, name: SettingsName) => `settings-${orgId}.${name}`;

export const settingsDecider = { decide: decideSettings, evolve: evolveSettings, initialState: initialSettingsState };
