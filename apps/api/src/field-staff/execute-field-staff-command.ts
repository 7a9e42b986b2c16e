// The one Nest command that carries any field staff command from a controller to the member's stream.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fieldStaffDecider, fieldStaffStreamName, type FieldStaffCommand } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { commandMetadata, handleCommand } from '../shared/handle-command';

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
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, staffId, command, resultId, expectedRevision }: ExecuteFieldStaffCommand): Promise<WriteResult> {
    const outcome = await handleCommand(this.eventStore, fieldStaffStreamName(caller.orgId, staffId), fieldStaffDecider, command, {}, {
      expectedRevision,
      metadata: commandMetadata(caller.orgId, caller.userId, this.clock.now().toISOString()),
    });
    return { id: resultId, revision: outcome.revision, position: outcome.position.toString() };
  }
}
