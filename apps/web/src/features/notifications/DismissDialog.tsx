// Asks why notifications are dismissed: a dismissal always records its reason.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { TextField } from '../../shared/forms/TextField';

export function DismissDialog({ count, onDismiss, onClose }: { count: number; onDismiss: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const error = reason.trim() === '' ? 'Say why, for whoever reads the history.' : reason.length > 500 ? 'At most 500 characters.' : null;
  return (
    <Dialog isOpen title={count === 1 ? 'Dismiss the notification' : `Dismiss ${count} notifications`} onClose={onClose} style={{ width: 500 }}>
      <DialogBody>
        <TextField label="Reason" value={reason} onChange={setReason} error={reason === '' ? null : error} testId="dismiss-reason" multiline required autoFocus />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="danger" text="Dismiss" disabled={error !== null} onClick={() => onDismiss(reason.trim())} data-testid="dismiss-confirm" />
          </>
        }
      />
    </Dialog>
  );
}
