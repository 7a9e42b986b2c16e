// Reads the standalone server's event log (events.sqlite in DATA_DIR) read-only: its head, and what was appended since.
import path from 'node:path';
import Database from 'better-sqlite3';

export interface LoggedEvent {
  position: number;
  streamName: string;
  type: string;
  body: string;
}

export class EventLog {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  }

  head(): number {
    return (this.db.prepare('SELECT coalesce(max(position), 0) AS head FROM events').get() as { head: number }).head;
  }

  since(position: number): LoggedEvent[] {
    return this.db
      .prepare('SELECT position, stream_name AS streamName, type, body FROM events WHERE position > ? ORDER BY position')
      .all(position) as LoggedEvent[];
  }

  /** Events of the organization's streams ({category}-{orgId}.{entity}), but those of the categories in `except`. */
  countOf(orgId: string, except: readonly string[] = []): number {
    const escaped = orgId.replace(/[%_\\]/g, '\\$&');
    const others = except.map(() => " AND stream_name NOT LIKE ? ESCAPE '\\'").join('');
    const query = this.db.prepare(`SELECT count(*) AS n FROM events WHERE stream_name LIKE ? ESCAPE '\\'${others}`);
    return (query.get(`%-${escaped}.%`, ...except.map((category) => `${category}-${escaped}.%`)) as { n: number }).n;
  }

  close() {
    this.db.close();
  }
}
