// The admin's "Erase personal data" action of a traveler or field staff member: a dialog that says what is lost and asks why.
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { EraserIcon } from '@blueprintjs/icons';
import type { Problem } from '@tourops/contracts';
import { ERASURE_REASON_LENGTH } from '@tourops/domain';
import { useState } from 'react';
import { TextField } from '../../shared/forms/TextField';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { useIsAdmin } from '../session/permissions';

export interface ErasePersonButtonProps {
  /** 'traveler' or 'field staff member'. */
  person: string;
  /** What is erased, in words: 'name, contact details, …'. */
  fields: string;
  /** Erased already: no button, but an open dialog stays to tell why its erasure is refused. */
  erased: boolean;
  /** Sends the erasure; the problem when refused. */
  onErase: (reason: string) => Promise<Problem | null>;
}

export function ErasePersonButton(props: ErasePersonButtonProps) {
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      {!props.erased && <Button variant="minimal" intent="danger" icon={<EraserIcon />} text="Erase personal data" onClick={() => setOpen(true)} data-testid="erase-person" />}
      {open && <EraseDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  const { min, max } = ERASURE_REASON_LENGTH;
  if (length < min) return `Say why in at least ${min} characters.`;
  return length > max ? `At most ${max} characters.` : null;
}

function EraseDialog({ person, fields, onErase, onClose }: ErasePersonButtonProps & { onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const error = reasonError(reason);
  const erase = async () => {
    setBusy(true);
    const refused = await onErase(reason.trim());
    setBusy(false);
    if (refused) return setProblem(refused);
    showToast({ intent: 'success', message: 'Personal data erased' });
    onClose();
  };
  return (
    <Dialog isOpen title={`Erase this ${person}'s personal data?`} onClose={busy ? undefined : onClose} canOutsideClickClose={false} style={{ width: 500, maxWidth: 'calc(100vw - 32px)' }} className="erase-dialog">
      <DialogBody>
        <Callout intent="danger" className="page-callout">
          <p>Their {fields} are erased for good from every view, export and history.</p>
          <p>The events stay: the history shows who erased them, when and why.</p>
          <strong>This cannot be undone.</strong>
        </Callout>
        <ProblemCallout problem={problem} />
        <TextField
          label="Reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          error={reason === '' ? null : (problem?.errors?.reason ?? error)}
          helperText="Say why, without repeating their personal data (e.g. a ticket number)"
          testId="erase-reason"
          multiline
          required
          autoFocus
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={busy} />
            <Button intent="danger" text="Erase for good" disabled={error !== null} loading={busy} onClick={() => void erase()} data-testid="erase-confirm" />
          </>
        }
      />
    </Dialog>
  );
}
