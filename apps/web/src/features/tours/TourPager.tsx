// Previous and next page of a tour list, with which tours the page shows.
import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { CursorPages } from './useCursorPages';

export interface TourPagerProps {
  pages: CursorPages;
  pageSize: number;
  shown: number;
  nextCursor: string | null;
  loading: boolean;
  /** Called when the pointer or focus reaches Next: the next page can be fetched before it is asked for. */
  onNextIntent?: (cursor: string) => void;
}

export function TourPager({ pages, pageSize, shown, nextCursor, loading, onNextIntent }: TourPagerProps) {
  const firstShown = (pages.number - 1) * pageSize + 1;
  if (pages.number === 1 && !nextCursor) return null;
  return (
    <div className="tour-pager" data-testid="tour-pager">
      <span className="muted" data-testid="tour-pager-range">
        {shown === 0 ? 'No tours on this page' : `Tours ${firstShown}–${firstShown + shown - 1}`} · page {pages.number}
      </span>
      <ButtonGroup>
        <Button icon={<ChevronLeftIcon />} text="Previous" disabled={pages.number === 1 || loading} onClick={pages.previous} data-testid="tour-list-previous" />
        <Button
          endIcon={<ChevronRightIcon />}
          text="Next"
          disabled={!nextCursor || loading}
          onClick={() => nextCursor && pages.next(nextCursor)}
          onMouseEnter={() => nextCursor && onNextIntent?.(nextCursor)}
          onFocus={() => nextCursor && onNextIntent?.(nextCursor)}
          data-testid="tour-list-next"
        />
      </ButtonGroup>
    </div>
  );
}
