// What the api's memos keep between queries, per organization (or range): the most recently asked entries, the oldest let go.

/** A map of at most `most` entries: asking for one makes it the newest; a new one past the limit lets the oldest go. */
export class RecentlyAsked<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly most: number) {}

  /** The entry for the key, made when there is none. */
  get(key: K, make: () => V): V {
    const entry = this.entries.has(key) ? this.entries.get(key)! : make();
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.most) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
