// The one Nest command that carries any tour command from a controller to the tour stream.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tourDecider, tourStreamName, type TourCommand } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
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
    private readonly commands: CommandPath,
    private readonly settings: SettingsReader,
  ) {}

  async execute({ caller, tourId, command, resultId, expectedRevision }: ExecuteTourCommand): Promise<WriteResult> {
    const { id, revision, position } = await this.commands.run({
      streamName: tourStreamName(caller.orgId, tourId),
      decider: tourDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: async () => {
        const [day, editor] = await Promise.all([this.settings.get(caller.orgId, 'day'), this.settings.get(caller.orgId, 'editor')]);
        return { day, autoFill: editor.tourEditor.autoFillSegment };
      },
      expectedRevision,
      resultId,
    });
    return { id, revision, position };
  }
}
