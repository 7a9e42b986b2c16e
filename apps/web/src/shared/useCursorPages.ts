// Page-at-a-time paging over a cursor-paged list: only one page is ever rendered, however long the list.
import { useState } from 'react';

export interface CursorPages {
  cursor: string | null;
  number: number;
  next: (cursor: string) => void;
  previous: () => void;
  first: () => void;
}

/** `resetKey` names the filter: a new filter starts again from the first page. */
export function useCursorPages(resetKey: string): CursorPages {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({ key: resetKey, cursors: [null] });
  const cursors = state.key === resetKey ? state.cursors : [null];
  return {
    cursor: cursors.at(-1) ?? null,
    number: cursors.length,
    next: (cursor) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    first: () => setState({ key: resetKey, cursors: [null] }),
  };
}
