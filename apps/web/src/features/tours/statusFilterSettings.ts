// Where each tour status filter lives in the editor settings (the tour list's, the map dashboard's), read as SPEC.md §5 says: only a list counts.
import { TOUR_STATUSES, type EditorSettings, type TourStatus } from '@tourops/domain';

export interface StatusFilterSetting {
  read(editor: EditorSettings): unknown;
  write(editor: EditorSettings, statuses: TourStatus[]): EditorSettings;
}

export const TOUR_LIST_FILTER: StatusFilterSetting = {
  read: (editor) => editor.tourList?.tourStatusFilter,
  write: (editor, tourStatusFilter) => ({ ...editor, tourList: { ...editor.tourList, tourStatusFilter } }),
};

export const DASHBOARD_MAP_FILTER: StatusFilterSetting = {
  read: (editor) => editor.dashboardMap?.dashboardMapFilter?.tourStatusFilter,
  write: (editor, tourStatusFilter) => ({
    ...editor,
    dashboardMap: { ...editor.dashboardMap, dashboardMapFilter: { ...editor.dashboardMap?.dashboardMapFilter, tourStatusFilter } },
  }),
};

/** Statuses in their lifecycle order, whatever order they were picked in. */
export const inLifecycleOrder = (statuses: readonly unknown[]): TourStatus[] => TOUR_STATUSES.filter((status) => statuses.includes(status));

/** A stored filter as statuses in lifecycle order: anything that is not a list is an empty filter, and unknown entries are dropped. */
export const statusFilterFrom = (stored: unknown): TourStatus[] => (Array.isArray(stored) ? inLifecycleOrder(stored) : []);
