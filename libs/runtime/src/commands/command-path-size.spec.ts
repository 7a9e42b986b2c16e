// Specifications of the command path at the append size limit: batches split to fit, a command too large fails alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Decider } from '@tourops/domain';
import {
  AppendTooLargeError,
  appendSizeInBytes,
  createSqliteEventStore,
  MAX_APPEND_BYTES,
  type EventStore,
  type NewEvent,
  type SqliteEventStore,
} from '@tourops/event-store';
import { Clock } from '../clock';
import { CommandPath } from './command-path';
import { CommandTooLargeError } from './command-errors';

type AttachNote = { type: 'AttachNote'; data: { text: string } };
type NoteAttached = { type: 'NoteAttached'; data: { text: string } };
/** A tour's notes: every note is recorded as it is, however long. */
const notes: Decider<AttachNote, NoteAttached, { count: number }, undefined> = {
  decide: (command) => [{ type: 'NoteAttached', data: { text: command.data.text } }],
  evolve: (state) => ({ count: state.count + 1 }),
  initialState: { count: 0 },
};

class FixedClock extends Clock {
  now() {
    return new Date('2026-11-23T08:00:00Z');
  }
}

const KIB = 1024;
const TOUR = 'notes-org_a.alps';

/** The store as the command path sees it, with every append's size noted; `allows` plays a server with a smaller MaxAppendSize. */
function measured(inner: EventStore, allows = MAX_APPEND_BYTES) {
  const appendSizes: number[] = [];
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      if (property !== 'appendToStream') return Reflect.get(target, property, receiver);
      return async (streamName: string, events: readonly NewEvent[], options?: Parameters<EventStore['appendToStream']>[2]) => {
        const size = appendSizeInBytes(events);
        if (size > allows) throw new AppendTooLargeError(streamName, size, allows);
        appendSizes.push(size);
        return target.appendToStream(streamName, events, options);
      };
    },
  });
  return { store, appendSizes };
}

let dir: string;
let sqlite: SqliteEventStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'command-path-size-'));
  sqlite = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
});
afterEach(async () => {
  await sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const attach = (commands: CommandPath, bytes: number) =>
  commands.run({
    streamName: TOUR,
    decider: notes,
    command: { type: 'AttachNote', data: { text: 'x'.repeat(bytes) } },
    caller: { orgId: 'org_a', actorId: 'user_1' },
    resultId: 'alps',
  });

const lengthsOfRecordedNotes = async () => (await sqlite.readStream(TOUR)).map((event) => (event.data as NoteAttached['data']).text.length);

describe('the command path at the append size limit', () => {
  it('records queued commands whose events together pass MAX_APPEND_BYTES in several appends, each within it', async () => {
    const { store, appendSizes } = measured(sqlite, Number.POSITIVE_INFINITY);
    const commands = new CommandPath(store, new FixedClock());

    const results = await Promise.all(Array.from({ length: 7 }, () => attach(commands, 300 * KIB)));

    expect(results.map((result) => result.revision)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await lengthsOfRecordedNotes()).toHaveLength(7);
    expect(Math.max(...appendSizes)).toBeLessThanOrEqual(MAX_APPEND_BYTES);
  });

  it('fails alone a command whose events pass MAX_APPEND_BYTES, with a 422 saying what was too large; the others are recorded', async () => {
    const commands = new CommandPath(sqlite, new FixedClock());

    const outcomes = await Promise.allSettled([attach(commands, 10), attach(commands, 20), attach(commands, MAX_APPEND_BYTES), attach(commands, 30)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const refusal = (outcomes[2] as PromiseRejectedResult).reason as CommandTooLargeError;
    expect(refusal).toBeInstanceOf(CommandTooLargeError);
    expect(refusal.getStatus()).toBe(422);
    expect(refusal.message).toMatch(/^This change is too large to record in one write: its events come to 1,048,\d{3} bytes, more than the 1,048,576 bytes/);
    expect(await lengthsOfRecordedNotes()).toEqual([10, 20, 30]);
  });

  it('splits its appends further when the store allows less than the port measures', async () => {
    const { store, appendSizes } = measured(sqlite, 400 * KIB);
    const commands = new CommandPath(store, new FixedClock());

    const outcomes = await Promise.allSettled([...Array.from({ length: 5 }, () => attach(commands, 150 * KIB)), attach(commands, 500 * KIB), attach(commands, 10)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[5] as PromiseRejectedResult).reason).toMatchObject({ maxBytes: 400 * KIB });
    expect(await lengthsOfRecordedNotes()).toEqual([...Array.from({ length: 5 }, () => 150 * KIB), 10]);
    expect(Math.max(...appendSizes)).toBeLessThanOrEqual(400 * KIB);
  });
});
