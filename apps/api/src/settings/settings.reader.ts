// An organization's settings as the API shows them: the read model merged over the SPEC §9 defaults, secrets masked;
// the first load of an organization without settings saves the defaults (SPEC §4). (Commands and the monitor read settings from their streams with SettingsStreams.)
import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS_NAMES, defaultSettings, mergeOverDefaults, settingsDecider, settingsStreamName, type Settings, type SettingsName } from '@tourops/domain';
import { SETTINGS_COLLECTION } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { CommandPath, READ_STORE, SecretBox, maskSecret } from '@tourops/runtime';

/** Who saves the defaults on an organization's first load: no person chose them. */
export const SETTINGS_DEFAULTS_ACTOR = 'system:initializer';

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
    private readonly commands: CommandPath,
  ) {}

  /** Every settings document as the API shows it: merged over defaults, secrets masked. */
  async forDisplay(orgId: string): Promise<Settings> {
    const documents = await this.readStore
      .forOrganization(orgId)
      .collection<SettingsDocument & Record<string, unknown>>(SETTINGS_COLLECTION)
      .find({ _id: { $in: [...SETTINGS_NAMES] } });
    const byName = new Map(documents.map((document) => [document._id, document.values]));
    const defaults = defaultSettings();
    if (documents.length === 0) await this.saveDefaults(orgId, defaults);
    const settings = Object.fromEntries(SETTINGS_NAMES.map((name) => [name, mergeOverDefaults(defaults[name], byName.get(name))])) as unknown as Settings;
    settings.api = Object.fromEntries(Object.entries(settings.api).map(([key, value]) => [key, maskSecret(this.secrets.open(value))])) as unknown as Settings['api'];
    return settings;
  }

  /**
   * Each document's stream decides: a stream never written gets the defaults, any other records nothing. Two first
   * loads at once save once: the command path decides the second on the stream the first appended to.
   */
  private async saveDefaults(orgId: string, defaults: Settings): Promise<void> {
    await Promise.all(
      SETTINGS_NAMES.map((name) =>
        this.commands.run({
          streamName: settingsStreamName(orgId, name),
          decider: settingsDecider,
          command: { type: 'SaveDefaultSettings', data: { name, values: defaults[name] as unknown as Record<string, unknown> } },
          caller: { orgId, actorId: SETTINGS_DEFAULTS_ACTOR },
          resultId: name,
        }),
      ),
    );
  }
}
