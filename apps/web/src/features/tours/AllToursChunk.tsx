// One page of /tours/all for the current filter and search.
import type { TourSummaryView } from '@tourops/contracts';
import type { ReactNode } from 'react';
import { TourListChunk } from './TourListChunk';
import { useListToursQuery } from './toursApi';

export interface AllToursChunkProps {
  statuses: readonly string[];
  search: string;
  cursor: string | null;
  isLast: boolean;
  renderRow: (tour: TourSummaryView) => ReactNode;
  onLoadMore: (cursor: string) => void;
}

export function AllToursChunk({ statuses, search, cursor, ...chunk }: AllToursChunkProps) {
  const { data, isFetching } = useListToursQuery({ statuses, search, cursor });
  return <TourListChunk page={data} loading={isFetching} columns={8} {...chunk} />;
}
