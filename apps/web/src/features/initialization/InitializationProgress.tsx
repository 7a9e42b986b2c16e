// The thin progress bar at the very top while initialization runs: 50% identity ready, 75% settings, 100% shown.
import { ProgressBar } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';

export function InitializationProgress() {
  const { step, progress } = useAppSelector((state) => state.initialization);
  if (step === 'ready' || step === 'no-organization' || step === 'failed') return null;
  const percent = Math.round(progress * 100);
  return (
    <div
      className="initialization-progress"
      data-testid="initialization-progress"
      data-progress={percent}
      role="progressbar"
      aria-label="Starting the application"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <ProgressBar intent="primary" value={Math.max(progress, 0.05)} stripes={false} animate={false} />
    </div>
  );
}
