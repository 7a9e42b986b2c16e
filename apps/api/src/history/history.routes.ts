// The OpenAPI entry of every entity's history (tours, travelers, field staff, notifications): one paging, one set of filters.
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MOST } from '@tourops/contracts';
import type { Route } from '../http/api-route';

/** GET {path}: the events of `what`, newest first, a page at a time. */
export const historyRoute = (path: string, what: string): Route => ({
  method: 'get',
  path,
  summary:
    `The events of ${what}, newest first, in words with the fields each changed: a page of at most ${HISTORY_PAGE_MOST} entries ` +
    `(limit, default ${HISTORY_PAGE_DEFAULT}); before: the nextCursor of the page before (null on the last page); kind, actor: comma-separated filters, applied before the page is cut`,
  query: ['kind', 'actor', 'limit', 'before', 'minPosition'],
});
