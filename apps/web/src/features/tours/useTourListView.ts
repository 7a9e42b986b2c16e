// How /tours/all is searched, sorted and narrowed to dates, kept in the address so a reload or Back keeps it.
import { useSearchParams } from 'react-router';
import { TOUR_PERIODS, type TourPeriod } from '@tourops/domain';
import type { SortOrder, TourSort } from './toursApi';

export interface TourListView {
  search: string;
  sort: TourSort;
  order: SortOrder;
  from: string;
  to: string;
  /** A calendar period (the overview's links): running today or departing in the next 7 days, each tour by its own zone; '' for none. */
  period: TourPeriod | '';
}

const SORTS: readonly TourSort[] = ['updatedAt', 'startDate', 'title'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The order each sort reads best in when none is chosen: newest change first, soonest start first, A to Z. */
export const NATURAL_ORDER: Record<TourSort, SortOrder> = { updatedAt: 'desc', startDate: 'asc', title: 'asc' };

export function useTourListView(): [TourListView, (patch: Partial<TourListView>) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as TourSort | null;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'updatedAt';
  const orderParam = params.get('order');
  const date = (name: string) => (DATE.test(params.get(name) ?? '') ? params.get(name)! : '');
  const view: TourListView = {
    search: params.get('q') ?? '',
    sort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : NATURAL_ORDER[sort],
    from: date('from'),
    to: date('to'),
    period: (TOUR_PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as TourPeriod) : '',
  };
  const change = (patch: Partial<TourListView>) => {
    const next = { ...view, ...patch };
    const entries: [string, string][] = [
      ['q', next.search],
      ['sort', next.sort === 'updatedAt' ? '' : next.sort],
      ['order', next.order === NATURAL_ORDER[next.sort] ? '' : next.order],
      ['from', next.from],
      ['to', next.to],
      ['period', next.period],
    ];
    setParams(new URLSearchParams(entries.filter(([, value]) => value)), { replace: true });
  };
  return [view, change];
}
