// Brings a deleted tour back to the tour list.
import { Button } from '@blueprintjs/core';
import { UndoIcon } from '@blueprintjs/icons';
import { toProblem } from '../../app/problem';
import { showToast } from '../../shared/toaster';
import { useRestoreTourMutation } from './toursApi';

export function RestoreTourButton({ tourId, title, onRestored }: { tourId: string; title: string; onRestored?: () => void }) {
  const [restoreTour, { isLoading }] = useRestoreTourMutation();
  const restore = async () => {
    const result = await restoreTour(tourId);
    if ('error' in result) {
      const problem = toProblem(result.error);
      showToast({ intent: 'danger', message: `“${title}” was not restored: ${problem?.detail || problem?.title}` });
      return;
    }
    showToast({ intent: 'success', message: `“${title}” is back in the tour list.` });
    onRestored?.();
  };
  return <Button icon={<UndoIcon />} text="Restore" loading={isLoading} data-testid="restore-tour" aria-label={`Restore ${title}`} onClick={() => void restore()} />;
}
