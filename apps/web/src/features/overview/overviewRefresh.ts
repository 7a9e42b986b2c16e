// Which pushes make the overview stale, and a refresh that refetches it at most once a second however fast positions arrive.
import type { ChangeMessage } from '@tourops/contracts';
import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';

/** The read models the overview counts from. */
const OVERVIEW_SOURCES = new Set(['tours', 'tour-rosters', 'travelers', 'field-staff', 'staff-positions', 'notifications', 'monitoring-subjects', 'settings']);

export const changesOverview = (message: ChangeMessage) => OVERVIEW_SOURCES.has(message.collection);

const REFRESH_EVERY_MS = 1000;

/** At once for the first change, then at most once per REFRESH_EVERY_MS, the last change never dropped. */
export function overviewRefresh(dispatch: AppDispatch): { changed: (message: ChangeMessage) => void; stop: () => void } {
  let last = 0;
  let timer: number | undefined;
  const refresh = () => {
    timer = undefined;
    last = Date.now();
    dispatch(api.util.invalidateTags(['Overview']));
  };
  return {
    changed(message) {
      if (!changesOverview(message) || timer !== undefined) return;
      const wait = last + REFRESH_EVERY_MS - Date.now();
      if (wait <= 0) refresh();
      else timer = window.setTimeout(refresh, wait);
    },
    stop: () => window.clearTimeout(timer),
  };
}
