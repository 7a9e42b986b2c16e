// Records a read or an export of the audit log on the organization's audit trail, by the caller.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { auditTrailDecider, auditTrailStreamName, type AuditTrailCommand } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';

export class RecordAuditTrailCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly command: AuditTrailCommand,
  ) {
    super();
  }
}

@CommandHandler(RecordAuditTrailCommand)
export class RecordAuditTrailHandler implements ICommandHandler<RecordAuditTrailCommand, WriteResult> {
  constructor(private readonly commands: CommandPath) {}

  async execute({ caller, command }: RecordAuditTrailCommand): Promise<WriteResult> {
    return writeResultOf(
      await this.commands.run({
        streamName: auditTrailStreamName(caller.orgId),
        decider: auditTrailDecider,
        command,
        caller: { orgId: caller.orgId, actorId: caller.userId },
        resultId: 'log',
        tail: 1,
      }),
    );
  }
}
