// The one Nest command that carries any field staff command from a controller to the member's stream.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fieldStaffDecider, fieldStaffStreamName, type FieldStaffCommand } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';

export class ExecuteFieldStaffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly command: FieldStaffCommand,
    /** The id the write answers with: the member's, or the new assignment's. */
    readonly resultId: string = staffId,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ExecuteFieldStaffCommand)
export class ExecuteFieldStaffCommandHandler implements ICommandHandler<ExecuteFieldStaffCommand, WriteResult> {
  constructor(private readonly commands: CommandPath) {}

  async execute({ caller, staffId, command, resultId, expectedRevision }: ExecuteFieldStaffCommand): Promise<WriteResult> {
    const { id, revision, position } = await this.commands.run({
      streamName: fieldStaffStreamName(caller.orgId, staffId),
      decider: fieldStaffDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: () => ({}),
      expectedRevision,
      resultId,
    });
    return { id, revision, position };
  }
}
