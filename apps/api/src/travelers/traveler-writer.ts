// Runs one traveler command on the traveler's stream with the caller's metadata and the server's date.
import { Inject, Injectable } from '@nestjs/common';
import { travelerDecider, travelerStreamName, type TravelerCommand, type TravelerContext } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { commandMetadata, handleCommand } from '../shared/handle-command';

export interface TravelerWriteOptions {
  expectedRevision?: number;
  context?: Omit<TravelerContext, 'today'>;
}

@Injectable()
export class TravelerWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  /** The operator's date for the rules (date of birth not in the future): the server clock's UTC date. */
  today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  async run(caller: Caller, travelerId: string, command: TravelerCommand, options: TravelerWriteOptions = {}): Promise<WriteResult> {
    const outcome = await handleCommand(
      this.eventStore,
      travelerStreamName(caller.orgId, travelerId),
      travelerDecider,
      command,
      { ...options.context, today: this.today() },
      {
        expectedRevision: options.expectedRevision,
        metadata: commandMetadata(caller.orgId, caller.userId, this.clock.now().toISOString()),
      },
    );
    return { id: travelerId, revision: outcome.revision, position: outcome.position.toString() };
  }
}
