// "Check now": an operator's request recorded on the subject's stream; the monitor sees it in the monitoring-subjects read model on its next look.
import { NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { SUBJECT_CHECKS_MAX_COUNT, subjectChecksDecider, subjectChecksStreamName, watchedSubjects } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { EventStore } from '@tourops/event-store';
import { Clock, CommandPath, EVENT_STORE, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { readTour } from '../../tours/tours.stream';

export class RequestCheckCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly subjectId: string,
  ) {
    super();
  }
}

@CommandHandler(RequestCheckCommand)
export class RequestCheckHandler implements ICommandHandler<RequestCheckCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
    private readonly clock: Clock,
  ) {}

  /** 404 unless the subject is on the watch list of the caller's organization now (its tour folded from its stream). */
  async execute({ caller, subjectId }: RequestCheckCommand): Promise<WriteResult> {
    const tourId = subjectId.slice(0, subjectId.indexOf('/'));
    const now = this.clock.now().toISOString();
    const tour = await readTour(this.eventStore, caller.orgId, tourId).catch(() => null);
    const subject = tour ? watchedSubjects(tour, now).find((candidate) => candidate.id === subjectId && !candidate.over) : undefined;
    if (!subject) throw new NotFoundException('Subject not found on the watch list: its tour is not confirmed or running, or it is over.');
    return writeResultOf(await this.commands.run({
      streamName: subjectChecksStreamName(caller.orgId, subjectId),
      decider: subjectChecksDecider,
      command: { type: 'RequestCheck', data: { subjectId, tourId: subject.tourId, at: now } },
      caller: { orgId: caller.orgId, actorId: caller.userId },
      resultId: subjectId,
      maxCount: SUBJECT_CHECKS_MAX_COUNT,
    }));
  }
}
