// A traveler's own stream: the one way a traveler command is run on it, with the caller's metadata and the server's date.
import { Injectable } from '@nestjs/common';
import { travelerDecider, travelerStreamName, type TravelerCommand, type TravelerContext } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import { Clock, CommandPath, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';

@Injectable()
export class TravelerStream {
  constructor(
    private readonly commands: CommandPath,
    private readonly clock: Clock,
  ) {}

  /** The operator's date for the rules (date of birth not in the future): the server clock's UTC date. */
  today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  /** `context`: what a registration found in the read model (its possible duplicates); the date is added here. */
  async run(caller: Caller, travelerId: string, command: TravelerCommand, expectedRevision?: number, context?: Omit<TravelerContext, 'today'>): Promise<WriteResult> {
    return writeResultOf(await this.commands.run({
      streamName: travelerStreamName(caller.orgId, travelerId),
      decider: travelerDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: () => ({ ...context, today: this.today() }),
      expectedRevision,
      resultId: travelerId,
    }));
  }
}
