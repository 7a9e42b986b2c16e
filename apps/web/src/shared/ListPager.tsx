// The one pager of cursor-paged lists: previous and next page, and which items the page shows ('Travelers 1–50 of 400').
import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';

/** What the pager needs of a list's pages (useCursorPages gives it). */
export interface PagerPages {
  number: number;
  next: (cursor: string) => void;
  previous: () => void;
}

export interface ListPagerProps {
  /** What the list holds, plural, as a sentence starts: 'Travelers', 'Tours', 'Events'. */
  noun: string;
  pages: PagerPages;
  pageSize: number;
  shown: number;
  nextCursor: string | null;
  loading: boolean;
  /** How many the whole list holds, when the server counts them. */
  total?: number;
  /** Called when the pointer or focus reaches Next: the next page can be fetched before it is asked for. */
  onNextIntent?: (cursor: string) => void;
}

export function ListPager({ noun, pages, pageSize, shown, nextCursor, loading, total, onNextIntent }: ListPagerProps) {
  const firstShown = (pages.number - 1) * pageSize + 1;
  if (pages.number === 1 && !nextCursor) return null;
  const range = `${noun} ${firstShown}–${firstShown + shown - 1}`;
  return (
    <div className="tour-pager" data-testid="list-pager">
      <span className="muted" data-testid="list-pager-range">
        {shown === 0 ? `No ${noun.toLowerCase()} on this page` : total !== undefined ? `${range} of ${total}` : `${range} · page ${pages.number}`}
      </span>
      <ButtonGroup>
        <Button icon={<ChevronLeftIcon />} text="Previous" disabled={pages.number === 1 || loading} onClick={pages.previous} data-testid="list-previous" />
        <Button
          endIcon={<ChevronRightIcon />}
          text="Next"
          disabled={!nextCursor || loading}
          onClick={() => nextCursor && pages.next(nextCursor)}
          onMouseEnter={() => nextCursor && onNextIntent?.(nextCursor)}
          onFocus={() => nextCursor && onNextIntent?.(nextCursor)}
          data-testid="list-next"
        />
      </ButtonGroup>
    </div>
  );
}
