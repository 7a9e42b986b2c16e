// Recording the step of the new-tour wizard a tour has reached.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WizardStep } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class ReachWizardStepCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly step: WizardStep,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ReachWizardStepCommand)
export class ReachWizardStepHandler implements ICommandHandler<ReachWizardStepCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, step, expectedRevision }: ReachWizardStepCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'ReachWizardStep', data: { step } }, tourId, expectedRevision);
  }
}
