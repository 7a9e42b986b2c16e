// Asks for the words an action records: a dismissal's reason (required), an acknowledgement's note (optional).
import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { TextField } from '../../shared/forms/TextField';

export interface NoteDialogProps {
  title: string;
  label: string;
  action: string;
  intent: Intent;
  /** A dismissal says why; an acknowledgement may say what is being done. */
  required: boolean;
  maxLength: number;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

export function NoteDialog({ title, label, action, intent, required, maxLength, onConfirm, onClose }: NoteDialogProps) {
  const [text, setText] = useState('');
  const error = required && text.trim() === '' ? 'Say why, for whoever reads the history.' : text.length > maxLength ? `At most ${maxLength} characters.` : null;
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 500 }}>
      <DialogBody>
        <TextField label={label} value={text} onChange={setText} error={text === '' ? null : error} testId="note-text" multiline required={required} autoFocus />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent={intent} text={action} disabled={error !== null} onClick={() => onConfirm(text.trim())} data-testid="note-confirm" />
          </>
        }
      />
    </Dialog>
  );
}
