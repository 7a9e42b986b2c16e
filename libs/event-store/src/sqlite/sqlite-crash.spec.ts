import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordedEvent } from '../event-store.port';
import { until, within } from '../testing/bounded-wait';
import { createSqliteEventStore } from './sqlite-event-store';

const ACKNOWLEDGED_BEFORE_KILL = 3_000;

function groupBy<T, K>(items: T[], key: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  items.forEach((item) => groups.set(key(item), [...(groups.get(key(item)) ?? []), item]));
  return [...groups.values()];
}

describe('sqlite event store after the writing process is killed', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-store-crash-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged append exactly once, whole, with gap-free revisions', async () => {
    const file = path.join(dir, 'events.sqlite');
    const child = spawn(
      process.execPath,
      ['-r', path.join(__dirname, 'testing/swc-require-hook.js'), path.join(__dirname, 'testing/crash-appender.ts'), file, '8'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = once(child, 'close');
    const acknowledgedLines = () => stdout.split('\n').slice(0, -1);

    await until(
      () => acknowledgedLines().length >= ACKNOWLEDGED_BEFORE_KILL || child.exitCode !== null,
      () => Promise.race([once(child.stdout, 'data'), exited]),
      30_000,
      `${ACKNOWLEDGED_BEFORE_KILL} acknowledged appends`,
    );
    expect(stderr).toBe('');
    child.kill('SIGKILL');
    await within(exited, 10_000, 'the killed process to close its pipes');

    const acknowledged = acknowledgedLines().map((line) => line.split(' '));
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    const store = createSqliteEventStore({ file });
    const log: RecordedEvent[] = [];
    for await (const page of store.readAll({ pageSize: 1_000 })) log.push(...page);
    await store.close();

    const timesStored = new Map<string, number>();
    log.forEach((e) => timesStored.set(e.id, (timesStored.get(e.id) ?? 0) + 1));
    const lost = acknowledged.flat().filter((id) => timesStored.get(id) !== 1);
    expect(lost).toEqual([]);
    expect(timesStored.size).toBe(log.length);

    for (const stream of groupBy(log, (e) => e.streamName)) {
      expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => i));
      for (const append of groupBy(stream, (e) => (e.data as { append: number }).append))
        expect(append).toHaveLength((append[0].data as { parts: number }).parts);
    }
  });
});
