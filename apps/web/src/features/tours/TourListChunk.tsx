// One page of a tour list (by cursor); the last page offers the next one.
import { Button, Spinner } from '@blueprintjs/core';
import type { Page, TourSummaryView } from '@tourops/contracts';
import type { ReactNode } from 'react';

export interface TourListChunkProps {
  page: Page<TourSummaryView> | undefined;
  loading: boolean;
  isLast: boolean;
  columns: number;
  renderRow: (tour: TourSummaryView) => ReactNode;
  onLoadMore: (cursor: string) => void;
}

export function TourListChunk({ page, loading, isLast, columns, renderRow, onLoadMore }: TourListChunkProps) {
  if (!page) {
    return loading ? (
      <tr>
        <td colSpan={columns}>
          <Spinner size={20} aria-label="Loading more tours" />
        </td>
      </tr>
    ) : null;
  }
  return (
    <>
      {page.items.map(renderRow)}
      {isLast && page.nextCursor && (
        <tr>
          <td colSpan={columns} className="load-more">
            <Button variant="minimal" text="Show more tours" data-testid="tour-list-more" onClick={() => onLoadMore(page.nextCursor!)} />
          </td>
        </tr>
      )}
    </>
  );
}
