// Remove (soft) and restore buttons of one traveler.
import { Button } from '@blueprintjs/core';
import { TrashIcon, UndoIcon } from '@blueprintjs/icons';
import type { TravelerView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { personName } from '../../shared/personName';
import { showToast } from '../../shared/toaster';
import { useRemoveTravelerMutation, useRestoreTravelerMutation } from './travelersApi';

export function RemoveTravelerButton({ traveler, text, onRemoved }: { traveler: TravelerView; text?: string; onRemoved?: () => void }) {
  const [remove] = useRemoveTravelerMutation();
  return (
    <ConfirmButton
      variant={text ? 'outlined' : 'minimal'}
      icon={<TrashIcon />}
      text={text}
      aria-label={`Remove ${personName(traveler)}`}
      data-testid="remove-traveler"
      question={`Remove ${personName(traveler)}? They leave the list and their tours' manifests; their history is kept and they can be restored.`}
      confirmText="Remove"
      onConfirm={async () => {
        const result = await remove(traveler.id);
        if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'The traveler was not removed.' });
        else onRemoved?.();
      }}
    />
  );
}

export function RestoreTravelerButton({ traveler }: { traveler: TravelerView }) {
  const [restore, restoring] = useRestoreTravelerMutation();
  return (
    <Button
      variant="minimal"
      icon={<UndoIcon />}
      text="Restore"
      loading={restoring.isLoading}
      data-testid="restore-traveler"
      onClick={async () => {
        const result = await restore(traveler.id);
        if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'The traveler was not restored.' });
      }}
    />
  );
}
