// The wizard's steps across the top: done, current and still ahead; a reached step can be opened again.
import { Button } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import type { WizardStep } from '@tourops/domain';
import { isLater, SHOWN_STEPS, type ShownStep } from './wizardSteps';

export interface WizardStepperProps {
  current: ShownStep;
  reached: WizardStep;
  busy: boolean;
  onOpen: (step: ShownStep) => void;
}

export function WizardStepper({ current, reached, busy, onOpen }: WizardStepperProps) {
  return (
    <ol className="wizard-stepper" aria-label="Wizard steps">
      {SHOWN_STEPS.map(({ step, label, purpose }, index) => {
        const done = isLater(reached, step) && step !== current;
        return (
          <li key={step} className={step === current ? 'is-current' : done ? 'is-done' : ''}>
            <Button
              variant="minimal"
              icon={done ? <TickIcon /> : <span className="wizard-step-number">{index + 1}</span>}
              text={label}
              title={purpose}
              aria-current={step === current ? 'step' : undefined}
              disabled={busy || step === current || isLater(step, reached)}
              onClick={() => onOpen(step)}
              data-testid={`wizard-step-${step}`}
              data-state={step === current ? 'current' : done ? 'done' : 'ahead'}
            />
          </li>
        );
      })}
    </ol>
  );
}
