// The wizard's Back, Next (or Finish) and Leave buttons; Next submits the step's form when it has one.
import { Button } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, LogOutIcon, TickIcon } from '@blueprintjs/icons';

export interface WizardFooterProps {
  busy: boolean;
  onBack?: () => void;
  onNext?: () => void;
  /** The form Next submits, instead of onNext. */
  nextForm?: string;
  finish?: boolean;
  onLeave: () => void;
}

export function WizardFooter({ busy, onBack, onNext, nextForm, finish = false, onLeave }: WizardFooterProps) {
  return (
    <div className="wizard-footer">
      <Button variant="minimal" icon={<LogOutIcon />} text="Leave the wizard" onClick={onLeave} disabled={busy} data-testid="wizard-leave" title="Your progress is saved; come back to resume here." />
      <span className="wizard-footer-spacer" />
      {onBack && <Button icon={<ArrowLeftIcon />} text="Back" onClick={onBack} disabled={busy} data-testid="wizard-back" />}
      {finish ? (
        <Button intent="primary" icon={<TickIcon />} text="Finish" onClick={onNext} loading={busy} data-testid="wizard-finish" />
      ) : (
        <Button
          intent="primary"
          endIcon={<ArrowRightIcon />}
          text="Next"
          type={nextForm ? 'submit' : 'button'}
          form={nextForm}
          onClick={nextForm ? undefined : onNext}
          loading={busy}
          data-testid="wizard-next"
        />
      )}
    </div>
  );
}
