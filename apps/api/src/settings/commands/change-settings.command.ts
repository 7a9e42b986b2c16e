// Saving one settings document: validated values become a SettingsChanged event on the document's stream.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { settingsDecider, settingsStreamName, type SettingsName } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath, SecretBox, isMasked, SettingsStreams, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';

export class ChangeSettingsCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly name: SettingsName,
    readonly values: Record<string, unknown>,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand, WriteResult> {
  constructor(
    private readonly commands: CommandPath,
    private readonly reader: SettingsStreams,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ caller, name, values, expectedRevision }: ChangeSettingsCommand): Promise<WriteResult> {
    const toStore = name === 'api' ? await this.sealApiKeys(caller.orgId, values) : values;
    return writeResultOf(await this.commands.run({
      streamName: settingsStreamName(caller.orgId, name),
      decider: settingsDecider,
      command: { type: 'ChangeSettings', data: { name, values: toStore } },
      caller: { orgId: caller.orgId, actorId: caller.userId },
      expectedRevision,
      resultId: name,
    }));
  }

  /** Keys sent back masked, or left out, keep their stored value; new keys are sealed. */
  private async sealApiKeys(orgId: string, values: Record<string, unknown>) {
    const stored = (await this.reader.stored(orgId, 'api')) ?? {};
    const sealed: Record<string, unknown> = {};
    for (const key of ['mapsApiKey', 'weatherApiKey', 'flightDataApiKey']) {
      const value = values[key];
      sealed[key] = typeof value !== 'string' || isMasked(value) ? (stored[key] ?? '') : this.secrets.seal(value);
    }
    return sealed;
  }
}
