// Undo: a compensating command putting back the tour's plan as it was at an earlier revision.
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { ExecuteTourCommand } from '../execute-tour-command';
import { readTour } from '../tours.stream';

export class UndoTourChangesCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly toRevision: number,
    /** The revision the client's last change produced: undo only if nobody changed the tour since. */
    readonly expectedRevision: number,
  ) {
    super();
  }
}

@CommandHandler(UndoTourChangesCommand)
export class UndoTourChangesHandler implements ICommandHandler<UndoTourChangesCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ caller, tourId, toRevision, expectedRevision }: UndoTourChangesCommand): Promise<WriteResult> {
    if (toRevision >= expectedRevision)
      throw invalid('Undo goes back to a revision before the current one.', { toRevision: 'Must be lower than the revision in If-Match.' });
    const { title, description, startDate, endDate, timezone, days } = await readTour(this.eventStore, caller.orgId, tourId, toRevision);
    return this.commandBus.execute(
      new ExecuteTourCommand(caller, tourId, { type: 'UndoChanges', data: { toRevision, plan: { title, description, startDate, endDate, timezone, days } } }, tourId, expectedRevision),
    );
  }
}
