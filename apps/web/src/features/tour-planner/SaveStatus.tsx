// Whether the tour's changes are saved: saving, saved, or (autosave off) unsaved with Save and Discard.
import { Button, Spinner, Tag } from '@blueprintjs/core';
import { FloppyDiskIcon, TickIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAutosave } from './plannedTour';
import { selectTourPlan } from './plannerSlice';
import { discardTourChanges, saveTourChanges } from './saveTourChanges';

export function SaveStatus({ tourId }: { tourId: string }) {
  const dispatch = useAppDispatch();
  const autosave = useAppSelector(selectAutosave);
  const { pending, saving, failure, stale } = useAppSelector((state) => selectTourPlan(state, tourId));
  const unsaved = pending.length;
  const state = stale ? 'stale' : failure ? 'failed' : saving ? 'saving' : unsaved > 0 ? 'unsaved' : 'saved';
  const save = () => void dispatch(saveTourChanges(tourId));
  const count = `${unsaved} unsaved change${unsaved === 1 ? '' : 's'}`;

  return (
    <div className="save-status" data-testid="save-status" data-state={state} data-unsaved={unsaved} role="status">
      {state === 'saved' && (
        <Tag minimal round icon={<TickIcon />} title={autosave ? 'Autosave is on: changes are saved as you make them.' : 'Autosave is off: save your changes yourself.'}>
          All changes saved
        </Tag>
      )}
      {state === 'saving' && (
        <Tag minimal round icon={<Spinner size={12} />}>
          Saving…
        </Tag>
      )}
      {state === 'stale' && (
        <Tag minimal round intent="warning" icon={<WarningSignIcon />}>
          Changed elsewhere
        </Tag>
      )}
      {state === 'failed' && (
        <Tag minimal round intent="danger" icon={<WarningSignIcon />} title={failure ?? undefined}>
          Not saved: {count}
        </Tag>
      )}
      {state === 'unsaved' && (
        <Tag minimal round intent={autosave ? 'none' : 'warning'}>
          {autosave ? 'Saving soon…' : count}
        </Tag>
      )}
      {(state === 'failed' || (state === 'unsaved' && !autosave)) && (
        <>
          <Button intent="primary" icon={<FloppyDiskIcon />} text={state === 'failed' ? 'Try again' : 'Save'} onClick={save} data-testid="save-changes" />
          <Button variant="minimal" text="Discard" onClick={() => dispatch(discardTourChanges(tourId))} data-testid="discard-changes" />
        </>
      )}
    </div>
  );
}
