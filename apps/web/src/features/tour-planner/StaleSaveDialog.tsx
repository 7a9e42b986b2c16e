// When a save meets a newer revision: what changed since the operator's version, and re-apply or discard their changes.
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { ChangesIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTourPlan } from './plannerSlice';
import { resolveStaleSave } from './saveTourChanges';
import { tourDifferences } from './tourDifferences';

export function StaleSaveDialog({ tourId }: { tourId: string }) {
  const dispatch = useAppDispatch();
  const stale = useAppSelector((state) => selectTourPlan(state, tourId).stale);
  const differences = stale?.edited && stale.fresh ? tourDifferences(stale.edited, stale.fresh) : null;
  const resolve = (reapply: boolean) => void dispatch(resolveStaleSave(tourId, reapply));

  return (
    <Dialog
      isOpen={stale !== null}
      title="Someone else changed this tour"
      icon={<ChangesIcon />}
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
      isCloseButtonShown={false}
      style={{ width: 560, maxWidth: 'calc(100vw - 32px)' }}
    >
      <DialogBody data-testid="stale-save-dialog">
        <p>
          While you were editing, someone else saved the tour. Nothing of yours was
          saved over their work.
        </p>
        <h4 className="dialog-heading">What changed since your version</h4>
        {differences === null ? (
          <Spinner size={20} aria-label="Loading the latest version" />
        ) : differences.length === 0 ? (
          <p className="muted">Nothing you can see in the plan (for example a status or wizard step).</p>
        ) : (
          <ul className="stale-differences" data-testid="stale-differences">
            {differences.map((difference) => (
              <li key={difference} data-testid="stale-difference">
                {difference}
              </li>
            ))}
          </ul>
        )}
        <h4 className="dialog-heading">Your changes, not saved yet</h4>
        <ul data-testid="stale-my-changes">
          {stale?.labels.map((label, index) => (
            <li key={`${index}-${label}`}>{label}</li>
          ))}
        </ul>
        <Callout intent="primary" compact className="info-callout">
          Re-apply makes the same changes on the latest version; Discard keeps the latest version as it is.
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Discard my change" onClick={() => resolve(false)} data-testid="stale-discard" />
            <Button intent="primary" text="Re-apply my change" disabled={!stale?.fresh} onClick={() => resolve(true)} data-testid="stale-reapply" />
          </>
        }
      />
    </Dialog>
  );
}
