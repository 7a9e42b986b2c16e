// Undo of this browser's last saved change (Ctrl+Z or ⌘Z outside text fields), by a compensating command.
import { Button } from '@blueprintjs/core';
import { UndoIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTourPlan } from './plannerSlice';
import { undoLastChange } from './saveTourChanges';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function UndoButton({ tourId }: { tourId: string }) {
  const dispatch = useAppDispatch();
  const { lastChange, pending, saving, stale } = useAppSelector((state) => selectTourPlan(state, tourId));
  const [undoing, setUndoing] = useState(false);
  const available = lastChange !== null && pending.length === 0 && !saving && !stale && !undoing;

  const undo = async () => {
    setUndoing(true);
    try {
      await dispatch(undoLastChange(tourId));
    } finally {
      setUndoing(false);
    }
  };

  useEffect(() => {
    if (!available) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || isTextField(event.target)) return;
      event.preventDefault();
      void undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!lastChange) return null;
  return (
    <Button
      icon={<UndoIcon />}
      text="Undo"
      title={`Undo: ${lastChange.label} (Ctrl+Z)`}
      aria-label={`Undo: ${lastChange.label}`}
      disabled={!available}
      loading={undoing}
      onClick={() => void undo()}
      data-testid="undo-last-change"
    />
  );
}
