// Finding events in the log by what they carry, through its own indexes (sqlite-database.ts, ADR 0056): newest first, and followers.
import type { EventFinder, FollowersQuery, NewestFirstQuery, RecordedEvent } from '../event-store.port';
import { decodeEventRecord } from './event-record';
import type { SqliteDatabase } from './sqlite-database';

type EventRow = [number, string];

/** A list bound as one JSON parameter: `column IN (SELECT value FROM json_each(?))`. */
const IN_LIST = 'IN (SELECT value FROM json_each(?))';

type Param = string | number | bigint;

/** Most walks of one query: more categories or actors (a name that many members match) are checked along one walk. */
const MOST_WALKS = 8;

/**
 * The WHERE clauses of a newest-first query, one per index walk: one per category or actor asked (each walks its own
 * index newest first, and the answers are merged), else one. The list of types is only checked (`+type`, kept out of the
 * index choice): an index on it would read every event of those types and sort them.
 */
function newestFirstWalks(query: NewestFirstQuery): { sql: string; params: Param[] }[] {
  const clauses = ['org = ?', `+type ${IN_LIST}`];
  const params: Param[] = [query.orgId, JSON.stringify(query.types)];
  const add = (clause: string, param: Param) => (clauses.push(clause), params.push(param));
  if (query.from !== undefined) add('occurred_at >= ?', query.from);
  if (query.to !== undefined) add('occurred_at < ?', query.to);
  if (query.before !== undefined) add('position < ?', query.before);
  if (query.type !== undefined) add('type = ?', query.type);
  let walked: { column: string; values: readonly string[] } | null = null;
  for (const [column, values] of [['category', query.categories], ['actor', query.actorIds]] as const) {
    if (!values) continue;
    if (walked === null && query.type === undefined && values.length <= MOST_WALKS) walked = { column, values };
    else add(`${column} ${IN_LIST}`, JSON.stringify(values));
  }
  if (!walked) return [{ sql: clauses.join(' AND '), params }];
  const { column, values } = walked;
  return [...new Set(values)].map((value) => ({ sql: [...clauses, `${column} = ?`].join(' AND '), params: [...params, value] }));
}

export function createEventLogFinds(db: SqliteDatabase): EventFinder {
  const statements = new Map<string, ReturnType<typeof db.prepare<unknown[], EventRow>>>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) statements.set(sql, (prepared = db.prepare<unknown[], EventRow>(sql).raw(true)));
    return prepared;
  };
  const decoded = (rows: EventRow[]): RecordedEvent[] => rows.map((row) => decodeEventRecord(row[0], row[1]));
  const FOLLOWS = `cause IS NOT NULL AND org = ? AND +type ${IN_LIST}`;

  return {
    async newestFirst(query) {
      const rows: EventRow[] = [];
      for (const walk of newestFirstWalks(query)) rows.push(...statement(`SELECT position, body FROM events WHERE ${walk.sql} ORDER BY position DESC LIMIT ?`).all(...walk.params, query.limit));
      return decoded(rows.sort((a, b) => b[0] - a[0]).slice(0, query.limit));
    },

    async followers(query: FollowersQuery) {
      const found = new Map<number, EventRow>();
      const by = (index: string, column: string, values: readonly string[] | undefined) => {
        if (!values || values.length === 0) return;
        const rows = statement(`SELECT position, body FROM events INDEXED BY ${index} WHERE ${column} ${IN_LIST} AND ${FOLLOWS}`).all(JSON.stringify(values), query.orgId, JSON.stringify(query.types));
        for (const row of rows) found.set(row[0], row);
      };
      by('followers_by_cause', 'cause', query.causationIds);
      by('followers_by_correlation', 'correlation', query.correlationIds);
      by('followers_by_id', 'event_id', query.ids);
      return decoded([...found.values()].sort((a, b) => a[0] - b[0]));
    },
  };
}
