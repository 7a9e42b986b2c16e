// The one Nest command that carries any tour command from a controller to the tour stream.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tourDecider, tourStreamName, type TourCommand } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { commandMetadata, handleCommand } from '../shared/handle-command';
import { SettingsReader } from '../settings/settings.reader';

export class ExecuteTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly command: TourCommand,
    /** The id the write answers with: the tour's, or the new day's or segment's. */
    readonly resultId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ExecuteTourCommand)
export class ExecuteTourCommandHandler implements ICommandHandler<ExecuteTourCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, tourId, command, resultId, expectedRevision }: ExecuteTourCommand): Promise<WriteResult> {
    const [day, editor] = await Promise.all([this.settings.get(caller.orgId, 'day'), this.settings.get(caller.orgId, 'editor')]);
    const outcome = await handleCommand(this.eventStore, tourStreamName(caller.orgId, tourId), tourDecider, command, { day, autoFill: editor.tourEditor.autoFillSegment }, {
      expectedRevision,
      metadata: commandMetadata(caller.orgId, caller.userId, this.clock.now().toISOString()),
    });
    return { id: resultId, revision: outcome.revision, position: outcome.position.toString() };
  }
}
