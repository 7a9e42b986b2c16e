// An entity's history read whole in a test: every page followed to the end, entries oldest first (as its stream holds them).
import type { HistoryEntry, HistoryPage } from '@tourops/contracts';
import { api, type ApiResponse, type Session, type TestServer } from './test-server';

type Server = Pick<TestServer, 'baseUrl'>;

/** GET `url` (…/history, with any filters) page by page, 200 entries at a time; an answer other than 200 comes back as it is. */
export async function wholeHistory(server: Server, session: Session, url: string): Promise<ApiResponse<HistoryEntry[] & any>> {
  const entries: HistoryEntry[] = [];
  let before: string | null = null;
  for (;;) {
    const page: ApiResponse<HistoryPage> = await api(server as TestServer, session, 'GET', `${url}${url.includes('?') ? '&' : '?'}limit=200${before === null ? '' : `&before=${before}`}`);
    if (page.status !== 200) return page as ApiResponse;
    entries.push(...page.body.items);
    if (page.body.nextCursor === null) return { ...page, body: entries.reverse() };
    before = page.body.nextCursor;
  }
}
