// A report page's view read from and written to the address, so a reload, Back or a shared link keeps range and filters.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { calendarToday } from '../../shared/calendarToday';
import { defaultRange, reportViewOf, searchParamsOf, type ReportView } from './reportView';

export function useReportView(): { view: ReportView; change: (patch: Partial<ReportView>) => void; reset: () => void; isDefaultRange: boolean } {
  const [params, setParams] = useSearchParams();
  const today = calendarToday();
  const view = useMemo(() => reportViewOf(params, today), [params, today]);
  const range = defaultRange(today);
  return {
    view,
    change: (patch) => setParams(searchParamsOf({ ...view, ...patch }, today), { replace: true }),
    reset: () => setParams(searchParamsOf({ ...view, ...range }, today), { replace: true }),
    isDefaultRange: view.from === range.from && view.to === range.to,
  };
}
