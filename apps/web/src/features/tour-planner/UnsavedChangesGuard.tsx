// Keeps unsaved changes from being lost: autosave sends them on leaving; without autosave, leaving asks first.
import { Alert } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAutosave } from './plannedTour';
import { selectTourPlan } from './plannerSlice';
import { discardTourChanges, saveTourChanges } from './saveTourChanges';

export function UnsavedChangesGuard({ tourId }: { tourId: string }) {
  const dispatch = useAppDispatch();
  const autosave = useAppSelector(selectAutosave);
  const unsaved = useAppSelector((state) => selectTourPlan(state, tourId).pending.length);
  const guarded = !autosave && unsaved > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarded && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!guarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);

  // With autosave, whatever waits for the debounce is sent when the page is left.
  useEffect(() => () => void (autosave && dispatch(saveTourChanges(tourId))), [autosave, dispatch, tourId]);

  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="danger"
      icon={undefined}
      confirmButtonText="Leave without saving"
      cancelButtonText="Stay on the page"
      canEscapeKeyCancel
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        dispatch(discardTourChanges(tourId));
        blocker.proceed?.();
      }}
      style={{ width: 500, maxWidth: 'calc(100vw - 32px)' }}
    >
      <p data-testid="unsaved-changes-warning">
        {unsaved} change{unsaved === 1 ? '' : 's'} to this tour {unsaved === 1 ? 'is' : 'are'} not saved (autosave is off). Leave and lose{' '}
        {unsaved === 1 ? 'it' : 'them'}?
      </p>
    </Alert>
  );
}
