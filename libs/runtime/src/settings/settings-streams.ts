// An organization's settings for commands and system processes: folded from their streams, merged over the defaults, secrets opened.
import { Inject, Injectable } from '@nestjs/common';
import { defaultSettings, mergeOverDefaults, settingsDecider, settingsStreamName, type Settings, type SettingsName, type SettingsState } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { loadFolded } from '../commands/folded-stream';
import { EVENT_STORE } from '../tokens';
import { SecretBox } from './secret-box';

@Injectable()
export class SettingsStreams {
  private readonly merged = new WeakMap<SettingsState, Map<SettingsName, Settings[SettingsName]>>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly secrets: SecretBox,
  ) {}

  /** Stored values as written (api keys still sealed), or null when never saved. */
  async stored(orgId: string, name: SettingsName): Promise<Record<string, unknown> | null> {
    const { state } = await loadFolded(this.eventStore, settingsStreamName(orgId, name), settingsDecider);
    return state.values;
  }

  /** One settings document merged over defaults, secrets opened; merged once per folded state, so treat it as read-only. */
  async get<N extends SettingsName>(orgId: string, name: N): Promise<Settings[N]> {
    return (await this.withRevision(orgId, name)).settings;
  }

  /** The document and the revision of its stream (-1: never saved), as a notification's explanation names it. */
  async withRevision<N extends SettingsName>(orgId: string, name: N): Promise<{ settings: Settings[N]; revision: number }> {
    const { state, revision } = await loadFolded(this.eventStore, settingsStreamName(orgId, name), settingsDecider);
    let merged = this.merged.get(state);
    if (!merged) this.merged.set(state, (merged = new Map()));
    if (!merged.has(name)) merged.set(name, this.open(name, mergeOverDefaults(defaultSettings()[name], state.values)));
    return { settings: merged.get(name) as Settings[N], revision };
  }

  private open<N extends SettingsName>(name: N, merged: Settings[N]): Settings[N] {
    if (name !== 'api') return merged;
    const api = merged as Settings['api'];
    return Object.fromEntries(Object.entries(api).map(([key, value]) => [key, this.secrets.open(value)])) as unknown as Settings[N];
  }
}
