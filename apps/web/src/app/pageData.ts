// The data of the page a load lands on (and of the app bar), asked for the moment the session is ready rather than once the page's code has arrived (ADR 0043).
import { defaultSettings } from '@tourops/domain';
import { OPEN_NOTIFICATIONS, notificationsApi } from '../features/notifications/notificationsApi';
import { overviewApi } from '../features/overview/overviewApi';
import { settingsApi } from '../features/settings/settingsApi';
import { statusFilterFrom, TOUR_LIST_FILTER } from '../features/tours/statusFilterSettings';
import { toursApi } from '../features/tours/toursApi';
import type { AppDispatch, RootState } from './store';

/**
 * The first query of the pages whose largest paint is held to a goal, with the arguments the page itself asks with when its
 * address carries no filter (with one, the page asks for itself): the same cache entry, which the page then finds filled or in flight.
 */
const FIRST_QUERY: Record<string, (state: RootState, dispatch: AppDispatch) => void> = {
  '/dashboard/overview': (_state, dispatch) => {
    dispatch(overviewApi.util.prefetch('getOverview', undefined, {}));
    // Its notification figures list the open notifications: often its largest element.
    dispatch(notificationsApi.util.prefetch('listNotifications', { ...OPEN_NOTIFICATIONS, cursor: null }, {}));
  },
  '/tools/notifications': (_state, dispatch) => dispatch(notificationsApi.util.prefetch('listNotifications', { ...OPEN_NOTIFICATIONS, cursor: null }, {})),
  '/tours/all': (state, dispatch) => {
    const { editor } = settingsApi.endpoints.getSettings.select()(state).data ?? defaultSettings();
    const statuses = statusFilterFrom(TOUR_LIST_FILTER.read(editor));
    dispatch(toursApi.util.prefetch('listTours', { statuses, search: '', sort: 'updatedAt', order: 'desc', from: '', to: '', period: '', cursor: null }, {}));
  },
};

export function prefetchPageData({ pathname, search }: { pathname: string; search: string }, state: RootState, dispatch: AppDispatch): void {
  // The app bar's notification count, on every page.
  dispatch(notificationsApi.util.prefetch('getNotificationSummary', undefined, {}));
  const first = FIRST_QUERY[pathname.replace(/\/+$/, '')];
  if (first && !search) first(state, dispatch);
}
