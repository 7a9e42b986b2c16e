// Removes a day after asking whether the later days move one day earlier (the tour then ends a day sooner).
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { DayView } from '@tourops/contracts';
import { useState } from 'react';
import { countOf, formatDayDate } from '../../shared/format';
import { usePlanner } from './PlannerContext';

export function RemoveDayButton({ day }: { day: DayView }) {
  const { tour, planOrTell } = usePlanner();
  const [open, setOpen] = useState(false);
  const later = tour.days.filter((candidate) => candidate.date > day.date).length;
  const remove = (redate: boolean) => {
    setOpen(false);
    void planOrTell({ kind: 'removeDay', dayId: day.id, redate });
  };
  return (
    <>
      <Button variant="minimal" intent="danger" icon={<TrashIcon />} text="Remove" onClick={() => setOpen(true)} data-testid="remove-day" />
      <Dialog
        isOpen={open}
        title="Remove this day?"
        onClose={() => setOpen(false)}
        canOutsideClickClose={false}
        style={{ width: 500, maxWidth: 'calc(100vw - 32px)' }}
      >
        <DialogBody data-testid="remove-day-dialog">
          <p>
            The day of {formatDayDate(day.date)} {day.title && <>(“{day.title}”) </>}and {day.segments.length === 1 ? 'its segment is' : `its ${countOf(day.segments.length, 'segment')} are`} removed.
          </p>
          {later > 0 && <p>{later === 1 ? 'The later day' : `The ${countOf(later, 'later day')}`} can move one day earlier, so the tour ends a day sooner; or keep their dates and leave a gap.</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Keep the day" onClick={() => setOpen(false)} />
              {later > 0 && <Button intent="danger" variant="outlined" text="Remove, keep later dates" onClick={() => remove(false)} data-testid="remove-day-keep-dates" />}
              <Button intent="danger" text={later > 0 ? 'Remove, move later days back' : 'Remove day'} onClick={() => remove(later > 0)} data-testid="remove-day-confirm" />
            </>
          }
        />
      </Dialog>
    </>
  );
}
