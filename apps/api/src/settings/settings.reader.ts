// An organization's settings merged over the SPEC §9 defaults: from their streams for commands, from the read model for display.
import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS_NAMES, defaultSettings, mergeOverDefaults, settingsDecider, settingsStreamName, type Settings, type SettingsName, type SettingsState } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { SETTINGS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE, loadFolded } from '@tourops/runtime';
import { SecretBox, maskSecret } from './secret-box';

interface SettingsDocument {
  _id: SettingsName;
  values: Record<string, unknown>;
  revision: number;
}

@Injectable()
export class SettingsReader {
  private readonly merged = new WeakMap<SettingsState, Map<SettingsName, Settings[SettingsName]>>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly secrets: SecretBox,
  ) {}

  /** Stored values as written (api keys still sealed), or null when never saved; folded from the document's stream, so a write never waits on the projector. */
  async stored(orgId: string, name: SettingsName): Promise<Record<string, unknown> | null> {
    const { state } = await loadFolded(this.eventStore, settingsStreamName(orgId, name), settingsDecider);
    return state.values;
  }

  /**
   * One settings document for commands and the server's own use: merged over defaults, secrets opened.
   * Merged once per folded state (states are immutable), so a command's context costs a map lookup; treat it as read-only.
   */
  async get<N extends SettingsName>(orgId: string, name: N): Promise<Settings[N]> {
    const { state } = await loadFolded(this.eventStore, settingsStreamName(orgId, name), settingsDecider);
    let merged = this.merged.get(state);
    if (!merged) this.merged.set(state, (merged = new Map()));
    if (!merged.has(name)) merged.set(name, this.open(name, mergeOverDefaults(defaultSettings()[name], state.values)));
    return merged.get(name) as Settings[N];
  }

  private open<N extends SettingsName>(name: N, merged: Settings[N]): Settings[N] {
    if (name !== 'api') return merged;
    const api = merged as Settings['api'];
    return Object.fromEntries(Object.entries(api).map(([key, value]) => [key, this.secrets.open(value)])) as unknown as Settings[N];
  }

  /** Every settings document as the API shows it: merged over defaults, secrets masked. */
  async forDisplay(orgId: string): Promise<Settings> {
    const documents = await this.readStore
      .forOrganization(orgId)
      .collection<SettingsDocument & Record<string, unknown>>(SETTINGS_COLLECTION)
      .find({ _id: { $in: [...SETTINGS_NAMES] } });
    const byName = new Map(documents.map((document) => [document._id, document.values]));
    const defaults = defaultSettings();
    const settings = Object.fromEntries(SETTINGS_NAMES.map((name) => [name, mergeOverDefaults(defaults[name], byName.get(name))])) as unknown as Settings;
    settings.api = Object.fromEntries(Object.entries(settings.api).map(([key, value]) => [key, maskSecret(this.secrets.open(value))])) as unknown as Settings['api'];
    return settings;
  }
}
