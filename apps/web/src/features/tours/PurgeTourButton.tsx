// Admins: forgets a deleted tour for good in every list and view; its recorded events stay as the audit trail.
import { DeleteIcon } from '@blueprintjs/icons';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { showToast } from '../../shared/toaster';
import { usePurgeTourMutation } from './toursApi';

export function PurgeTourButton({ tourId, title }: { tourId: string; title: string }) {
  const [purgeTour] = usePurgeTourMutation();
  return (
    <ConfirmButton
      icon={<DeleteIcon />}
      intent="danger"
      variant="minimal"
      text="Purge"
      aria-label={`Purge ${title}`}
      data-testid="purge-tour"
      question={
        <>
          <p>
            Purge “{title}” permanently? It disappears from every list and can no longer be restored or opened.
          </p>
          <p>Its history, the recorded changes, is kept for the audit trail.</p>
        </>
      }
      confirmText="Purge permanently"
      onConfirm={async () => {
        const result = await purgeTour(tourId);
        if ('error' in result) {
          const problem = toProblem(result.error);
          showToast({ intent: 'danger', message: `“${title}” was not purged: ${problem?.detail || problem?.title}` });
          return;
        }
        showToast({ intent: 'success', message: `“${title}” was purged; its history stays in the audit trail.` });
      }}
    />
  );
}
