// Saving one settings document: validated values become a SettingsChanged event on the document's stream.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideSettings, evolveSettings, initialSettingsState, settingsStreamName, type SettingsName } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { commandMetadata, handleCommand } from '../shared/handle-command';
import { SecretBox, isMasked } from './secret-box';
import { SettingsReader } from './settings.reader';

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

const settingsDecider = { decide: decideSettings, evolve: evolveSettings, initialState: initialSettingsState };

@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly reader: SettingsReader,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, name, values, expectedRevision }: ChangeSettingsCommand): Promise<WriteResult> {
    const toStore = name === 'api' ? await this.sealApiKeys(caller.orgId, values) : values;
    const outcome = await handleCommand(
      this.eventStore,
      settingsStreamName(caller.orgId, name),
      settingsDecider,
      { type: 'ChangeSettings', data: { name, values: toStore } },
      undefined,
      {
        expectedRevision,
        metadata: commandMetadata(caller.orgId, caller.userId, this.clock.now().toISOString()),
      },
    );
    return { id: name, revision: outcome.revision, position: outcome.position.toString() };
  }

  /** Keys sent back masked, or left out, keep their stored value; new keys are sealed. */
  private async sealApiKeys(orgId: string, values: Record<string, unknown>) {
    const stored = (await this.reader.stored(orgId, 'api'))?.values ?? {};
    const sealed: Record<string, unknown> = {};
    for (const key of ['mapsApiKey', 'weatherApiKey', 'flightDataApiKey']) {
      const value = values[key];
      sealed[key] = typeof value !== 'string' || isMasked(value) ? (stored[key] ?? '') : this.secrets.seal(value);
    }
    return sealed;
  }
}
