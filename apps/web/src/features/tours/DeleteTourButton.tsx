// Deletes a tour after asking; a deleted tour can be restored from the deleted tours page.
import type { ButtonProps } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { showToast } from '../../shared/toaster';
import { useDeleteTourMutation } from './toursApi';

export function DeleteTourButton({ tourId, title, onDeleted, ...button }: { tourId: string; title: string; onDeleted?: () => void } & Omit<ButtonProps, 'onClick'>) {
  const [deleteTour] = useDeleteTourMutation();
  return (
    <ConfirmButton
      icon={<TrashIcon />}
      intent="danger"
      data-testid="delete-tour"
      aria-label={`Delete ${title}`}
      {...button}
      question={<p>Delete “{title}”? It moves to the deleted tours, from where it can be restored.</p>}
      confirmText="Delete tour"
      onConfirm={async () => {
        const result = await deleteTour(tourId);
        if ('error' in result) {
          const problem = toProblem(result.error);
          showToast({ intent: 'danger', message: `“${title}” was not deleted: ${problem?.detail || problem?.title}` });
          return;
        }
        showToast({ intent: 'success', message: `“${title}” was deleted.` });
        onDeleted?.();
      }}
    />
  );
}
