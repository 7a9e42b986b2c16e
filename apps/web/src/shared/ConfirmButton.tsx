// A button whose action waits for a confirmation dialog (persistent, 500 px wide: SPEC.md §9).
import { Alert, Button, type ButtonProps, type Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the dialog asks. */
  question: ReactNode;
  confirmText: string;
  confirmIntent?: Intent;
  onConfirm: () => Promise<unknown> | void;
}

export function ConfirmButton({ question, confirmText, confirmIntent = 'danger', onConfirm, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} />
      <Alert
        isOpen={open}
        intent={confirmIntent}
        confirmButtonText={confirmText}
        cancelButtonText="Keep it"
        canEscapeKeyCancel
        canOutsideClickCancel={false}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        style={{ width: 500, maxWidth: 'calc(100vw - 32px)' }}
      >
        {question}
      </Alert>
    </>
  );
}
