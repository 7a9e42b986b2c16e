// One page of /tours/deleted.
import type { TourSummaryView } from '@tourops/contracts';
import type { ReactNode } from 'react';
import { TourListChunk } from './TourListChunk';
import { useListDeletedToursQuery } from './toursApi';

export interface DeletedToursChunkProps {
  cursor: string | null;
  isLast: boolean;
  renderRow: (tour: TourSummaryView) => ReactNode;
  onLoadMore: (cursor: string) => void;
}

export function DeletedToursChunk({ cursor, ...chunk }: DeletedToursChunkProps) {
  const { data, isFetching } = useListDeletedToursQuery({ cursor });
  return <TourListChunk page={data} loading={isFetching} columns={8} {...chunk} />;
}
