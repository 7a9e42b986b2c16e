// Asks before a change to a confirmed or running tour: travelers already rely on its plan.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import type { TourStatus } from '@tourops/domain';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';

export type TravelerImpactAnswer = 'change' | 'change-all' | 'keep';

export interface TravelerImpactDialogProps {
  question: { label: string; status: TourStatus } | null;
  onAnswer: (answer: TravelerImpactAnswer) => void;
}

export function TravelerImpactDialog({ question, onAnswer }: TravelerImpactDialogProps) {
  return (
    <Dialog
      isOpen={question !== null}
      title="This change affects travelers"
      icon={<WarningSignIcon />}
      canOutsideClickClose={false}
      onClose={() => onAnswer('keep')}
      style={{ width: 500, maxWidth: 'calc(100vw - 32px)' }}
    >
      <DialogBody data-testid="traveler-impact-dialog">
        <p>
          The tour is <strong>{question && TOUR_STATUS_LABELS[question.status].toLowerCase()}</strong>: travelers already have its plan.
        </p>
        <p>
          <strong>{question?.label}</strong> changes what they were told. Make the change?
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Keep the plan" onClick={() => onAnswer('keep')} data-testid="traveler-impact-keep" />
            <Button text="Change, and don’t ask again on this page" onClick={() => onAnswer('change-all')} data-testid="traveler-impact-change-all" />
            <Button intent="warning" text="Make the change" onClick={() => onAnswer('change')} data-testid="traveler-impact-change" />
          </>
        }
      />
    </Dialog>
  );
}
