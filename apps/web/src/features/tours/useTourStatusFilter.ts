// The tour list's status filter: read from editor settings (tourList.tourStatusFilter) and saved back to them.
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useCanChangeSettings } from '../session/permissions';
import { saveSettings } from '../settings/saveSettings';
import { useSettings } from '../settings/useSettings';
import { inLifecycleOrder } from './tourStatus';

export interface TourStatusFilter {
  statuses: string[];
  change: (next: readonly string[]) => void;
  /** Whether a change is saved for the organization (admins), or kept for this page only. */
  saved: boolean;
}

export function useTourStatusFilter(): TourStatusFilter {
  const dispatch = useAppDispatch();
  const { editor } = useSettings();
  const saved = useCanChangeSettings();
  const stored = editor.tourList.tourStatusFilter;
  const [chosen, setChosen] = useState<string[] | null>(null);

  const change = (next: readonly string[]) => {
    const statuses = inLifecycleOrder(next);
    setChosen(statuses);
    if (saved) dispatch(saveSettings('editor', { ...editor, tourList: { ...editor.tourList, tourStatusFilter: statuses } }));
  };

  // SPEC.md §5: the filter accepts only arrays; anything else is an empty filter.
  return { statuses: chosen ?? (Array.isArray(stored) ? inLifecycleOrder(stored) : []), change, saved };
}
