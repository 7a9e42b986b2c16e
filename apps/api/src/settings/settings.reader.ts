// An organization's settings as the API shows them: the read model merged over the SPEC §9 defaults, secrets masked.
// (Commands and the monitor read settings from their streams with SettingsStreams.)
import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS_NAMES, defaultSettings, mergeOverDefaults, type Settings, type SettingsName } from '@tourops/domain';
import { SETTINGS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE, SecretBox, maskSecret } from '@tourops/runtime';

interface SettingsDocument {
  _id: SettingsName;
  values: Record<string, unknown>;
  revision: number;
}

@Injectable()
export class SettingsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly secrets: SecretBox,
  ) {}

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
