// Specifications of what the api's memos keep between queries: the most recently asked entries, the oldest let go.
import { RecentlyAsked } from './recently-asked';

describe('RecentlyAsked', () => {
  it('keeps an entry while it is asked for, and lets the least recently asked go past the limit', () => {
    const kept = new RecentlyAsked<string, { name: string }>(2);
    const a = kept.get('a', () => ({ name: 'a' }));
    kept.get('b', () => ({ name: 'b' }));
    expect(kept.get('a', () => ({ name: 'a again' }))).toBe(a);
    kept.get('c', () => ({ name: 'c' }));
    expect(kept.get('a', () => ({ name: 'a again' }))).toBe(a);
    expect(kept.get('b', () => ({ name: 'b again' })).name).toBe('b again');
  });
});
