// Undo: a compensating command putting back the tour's plan as it was at an earlier revision.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

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
  constructor(private readonly tours: TourStream) {}

  async execute({ caller, tourId, toRevision, expectedRevision }: UndoTourChangesCommand): Promise<WriteResult> {
    if (toRevision >= expectedRevision)
      throw invalid('Undo goes back to a revision before the current one.', { toRevision: 'Must be lower than the revision in If-Match.' });
    const { title, description, startDate, endDate, timezone, days } = await this.tours.read(caller.orgId, tourId, toRevision);
    const plan = { title, description, startDate, endDate, timezone, days };
    return this.tours.run(caller, tourId, { type: 'UndoChanges', data: { toRevision, plan } }, tourId, expectedRevision);
  }
}
