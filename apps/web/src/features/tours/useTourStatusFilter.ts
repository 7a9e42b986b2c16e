// A tour status filter kept in editor settings (the tour list's by default, or the map dashboard's) and saved back to them.
import { useMemo, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useCanChangeSettings } from '../session/permissions';
import { saveSettings } from '../settings/saveSettings';
import { useSettings } from '../settings/useSettings';
import { statusFilterFrom, TOUR_LIST_FILTER, type StatusFilterSetting } from './statusFilterSettings';
import { inLifecycleOrder } from './tourStatus';

export interface TourStatusFilter {
  statuses: string[];
  change: (next: readonly string[]) => void;
  /** Whether a change is saved for the organization (admins), or kept for this page only. */
  saved: boolean;
}

export function useTourStatusFilter(setting: StatusFilterSetting = TOUR_LIST_FILTER): TourStatusFilter {
  const dispatch = useAppDispatch();
  const { editor } = useSettings();
  const saved = useCanChangeSettings();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const stored = setting.read(editor);
  // The same list while nothing changes, so what is computed from it (a map's 10,000 features) is not computed again.
  const statuses = useMemo(() => chosen ?? statusFilterFrom(stored), [chosen, stored]);

  const change = (next: readonly string[]) => {
    const statuses = inLifecycleOrder(next);
    setChosen(statuses);
    if (saved) dispatch(saveSettings('editor', setting.write(editor, statuses)));
  };

  return { statuses, change, saved };
}
