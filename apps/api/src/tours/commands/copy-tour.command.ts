// Creating a tour (or a template) from another: its days and segments under new ids, dates shifted to the new start.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { copyPlan } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

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
  constructor(private readonly tours: TourStream) {}

  async execute({ caller, sourceTourId, copy }: CopyTourCommand): Promise<WriteResult> {
    const source = await this.tours.read(caller.orgId, sourceTourId);
    const plan = copyPlan(source, copy.startDate ?? source.startDate, randomUUID);
    const tourId = randomUUID();
    const title = copy.title ?? (copy.template ? `${source.title} (template)` : source.title);
    const origin = { kind: source.template ? ('template' as const) : ('copy' as const), tourId: source.id, title: source.title };
    const data = { tourId, ...plan, title, timezone: copy.timezone ?? plan.timezone, template: copy.template, origin };
    return this.tours.run(caller, tourId, { type: 'CreateTour', data }, tourId);
  }
}
