// An organization's settings merged over the SPEC §9 defaults: from their streams for commands, from the read model for display.
import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS_NAMES, defaultSettings, mergeOverDefaults, type Settings, type SettingsName } from '@tourops/domain';
import { SETTINGS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE, SecretBox, SettingsStreams, maskSecret } from '@tourops/runtime';

interface SettingsDocument {
  _id: SettingsName;
  values: Record<string, unknown>;
  revision: number;
}

@Injectable()
export class SettingsReader {
  constructor(
    private readonly streams: SettingsStreams,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly secrets: SecretBox,
  ) {}

  /** Stored values as written (api keys still sealed), or null when never saved; folded from the document's stream, so a write never waits on the projector. */
  stored(orgId: string, name: SettingsName): Promise<Record<string, unknown> | null> {
    return this.streams.stored(orgId, name);
  }

  /** One settings document for commands and the server's own use: merged over defaults, secrets opened (SettingsStreams, shared with the monitor). */
  get<N extends SettingsName>(orgId: string, name: N): Promise<Settings[N]> {
    return this.streams.get(orgId, name);
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
