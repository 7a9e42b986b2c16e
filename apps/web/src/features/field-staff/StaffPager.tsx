// Previous and next page of the field staff list, with which members the page shows.
import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { CursorPages } from '../tours/useCursorPages';

export function StaffPager({ pages, pageSize, shown, nextCursor, loading }: { pages: CursorPages; pageSize: number; shown: number; nextCursor: string | null; loading: boolean }) {
  if (pages.number === 1 && !nextCursor) return null;
  const firstShown = (pages.number - 1) * pageSize + 1;
  return (
    <div className="tour-pager" data-testid="staff-pager">
      <span className="muted">
        {shown === 0 ? 'No one on this page' : `Members ${firstShown}–${firstShown + shown - 1}`} · page {pages.number}
      </span>
      <ButtonGroup>
        <Button icon={<ChevronLeftIcon />} text="Previous" disabled={pages.number === 1 || loading} onClick={pages.previous} data-testid="staff-list-previous" />
        <Button endIcon={<ChevronRightIcon />} text="Next" disabled={!nextCursor || loading} onClick={() => nextCursor && pages.next(nextCursor)} data-testid="staff-list-next" />
      </ButtonGroup>
    </div>
  );
}
