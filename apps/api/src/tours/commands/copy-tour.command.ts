// Creating a tour (or a template) from another: its days and segments under new ids, dates shifted to the new start.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { copyPlan } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { ExecuteTourCommand } from '../execute-tour-command';
import { readTour } from '../tours.stream';

export class CopyTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly sourceTourId: string,
    readonly copy: { title?: string; startDate?: string; timezone?: string; template: boolean },
  ) {
    super();
  }
}

@CommandHandler(CopyTourCommand)
export class CopyTourHandler implements ICommandHandler<CopyTourCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ caller, sourceTourId, copy }: CopyTourCommand): Promise<WriteResult> {
    const source = await readTour(this.eventStore, caller.orgId, sourceTourId);
    const plan = copyPlan(source, copy.startDate ?? source.startDate, randomUUID);
    const tourId = randomUUID();
    const title = copy.title ?? (copy.template ? `${source.title} (template)` : source.title);
    const origin = { kind: source.template ? ('template' as const) : ('copy' as const), tourId: source.id, title: source.title };
    return this.commandBus.execute(
      new ExecuteTourCommand(
        caller,
        tourId,
        { type: 'CreateTour', data: { tourId, ...plan, title, timezone: copy.timezone ?? plan.timezone, template: copy.template, origin } },
        tourId,
      ),
    );
  }
}
