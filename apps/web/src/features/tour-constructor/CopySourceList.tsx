// The tours or templates a new tour can start from, searched by title; one is chosen.
import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { Page, TourSummaryView } from '@tourops/contracts';
import { useState } from 'react';
import { countOf, formatDateRange } from '../../shared/format';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { TourStatusTag } from '../tours/TourStatusTag';
import { useListToursQuery } from '../tours/toursApi';
import { useListTemplatesQuery } from './tourCreationApi';
import { EmptyState } from '../../shared/SubHeading';

export type CopyKind = 'template' | 'copy';

export interface CopySourceListProps {
  kind: CopyKind;
  chosenId: string | null;
  onChoose: (source: TourSummaryView) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

export function CopySourceList({ kind, chosenId, onChoose }: CopySourceListProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const templates = useListTemplatesQuery({ search, cursor: null }, { skip: kind !== 'template' });
  const tours = useListToursQuery({ statuses: [], search, sort: 'updatedAt', order: 'desc', from: '', to: '', cursor: null }, { skip: kind !== 'copy' });
  const { data, isFetching } = kind === 'template' ? templates : tours;
  const noun = kind === 'template' ? 'template' : 'tour';

  return (
    <div className="copy-sources">
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={`Search ${noun}s by title`}
        aria-label={`Search ${noun}s`}
        value={text}
        onValueChange={setText}
        data-testid="copy-source-search"
      />
      <SourceRows page={data} loading={isFetching} chosenId={chosenId} onChoose={onChoose} noun={noun} />
    </div>
  );
}

function SourceRows({ page, loading, chosenId, onChoose, noun }: { page: Page<TourSummaryView> | undefined; loading: boolean; chosenId: string | null; onChoose: (source: TourSummaryView) => void; noun: string }) {
  if (!page) return loading ? <Spinner size={20} aria-label={`Loading ${noun}s`} /> : null;
  if (page.items.length === 0)
    return <EmptyState title={`No ${noun}s`} description={noun === 'template' ? 'Save a tour as a template from the editor to start tours from it.' : 'No tour matches.'} layout="horizontal" />;
  return (
    <ul className="copy-source-list" aria-label={`${noun}s to start from`}>
      {page.items.map((source) => (
        <li key={source.id}>
          <Button
            fill
            alignText="start"
            variant={source.id === chosenId ? 'solid' : 'minimal'}
            intent={source.id === chosenId ? 'primary' : 'none'}
            aria-pressed={source.id === chosenId}
            onClick={() => onChoose(source)}
            data-testid="copy-source"
            data-tour-id={source.id}
          >
            <span className="copy-source-title">{source.title}</span>{' '}
            <span className="copy-source-meta">
              {!source.template && <TourStatusTag status={source.status} />} {formatDateRange(source.startDate, source.endDate)} · {countOf(source.dayCount, 'day')}, {countOf(source.segmentCount, 'segment')}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
