// Specifications of the command path: one stream's writers queued and batched, If-Match, rejections, and contention across processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conflict, type Decider } from '@tourops/domain';
import { createSqliteEventStore, type EventStore, type SqliteEventStore } from '@tourops/event-store';
import { Clock } from '../clock';
import { CONTENTION_ATTEMPTS, CommandPath, following } from './command-path';
import { ContentionError, StaleRevisionError } from './command-errors';

type CounterCommand = { type: 'Add'; data: { by: number } };
type CounterEvent = { type: 'Added'; data: { by: number; total: number } };
/** A counter that refuses to pass its context's limit. */
const counter: Decider<CounterCommand, CounterEvent, { total: number }, { limit: number }> = {
  decide: (command, state, context) => {
    const total = state.total + command.data.by;
    if (total > context.limit) throw conflict(`The counter would pass ${context.limit}.`, undefined, { total: state.total });
    return [{ type: 'Added', data: { by: command.data.by, total } }];
  },
  evolve: (state, event) => ({ total: event.data.total }),
  initialState: { total: 0 },
};

class FixedClock extends Clock {
  now() {
    return new Date('2026-11-23T08:00:00Z');
  }
}

let dir: string;
let store: SqliteEventStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'command-path-'));
  store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const add = (commands: CommandPath, by: number, options: { expectedRevision?: number; limit?: number; streamName?: string } = {}) =>
  commands.run({
    streamName: options.streamName ?? 'counter-org_a.one',
    decider: counter,
    command: { type: 'Add', data: { by } },
    caller: { orgId: 'org_a', actorId: 'user_1' },
    context: () => ({ limit: options.limit ?? 1_000_000 }),
    expectedRevision: options.expectedRevision,
    resultId: 'one',
  });

/** The event store as another process sees it: before `times` appends of ours, someone else appends to the same stream first. */
function withForeignWriter(inner: EventStore, times: number): EventStore {
  let left = times;
  return new Proxy(inner, {
    get(target, property, receiver) {
      if (property !== 'appendToStream') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<EventStore['appendToStream']>) => {
        if (left-- > 0)
          await target.appendToStream(args[0], [{ type: 'Added', data: { by: 0, total: -1 }, metadata: { orgId: 'org_a', actorId: 'other', correlationId: 'c', causationId: 'c', occurredAt: 'now', schemaVersion: 1 } }], {
            expectedRevision: 'any',
          });
        return target.appendToStream(...args);
      };
    },
  });
}

describe('the command path', () => {
  it('records every one of 16 writers of one stream without a refusal, each at its own revision', async () => {
    const commands = new CommandPath(store, new FixedClock());
    const results = await Promise.all(Array.from({ length: 16 }, () => add(commands, 1)));
    expect(results.map((result) => result.revision).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => index));
    const events = await store.readStream('counter-org_a.one');
    expect(events.map((event) => (event.data as CounterEvent['data']).total)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });

  it('answers each writer with a position the read models can wait for', async () => {
    const commands = new CommandPath(store, new FixedClock());
    const results = await Promise.all([add(commands, 1), add(commands, 2)]);
    const events = await store.readStream('counter-org_a.one');
    for (const result of results) expect(BigInt(result.position)).toBeGreaterThanOrEqual(events[result.revision].position);
  });

  it('refuses a command whose If-Match names a revision the stream has moved past, and appends nothing', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await add(commands, 1);
    await add(commands, 1);
    await expect(add(commands, 1, { expectedRevision: 0 })).rejects.toEqual(new StaleRevisionError(1));
    expect(await store.readStream('counter-org_a.one')).toHaveLength(2);
    await expect(add(commands, 1, { expectedRevision: 1 })).resolves.toMatchObject({ revision: 2 });
  });

  it('fails only the command its decider refuses; the others of its batch are recorded', async () => {
    const commands = new CommandPath(store, new FixedClock());
    const outcomes = await Promise.allSettled([add(commands, 2, { limit: 3 }), add(commands, 2, { limit: 3 }), add(commands, 1, { limit: 3 })]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'conflict', facts: { total: 2 } });
    expect((await store.readStream('counter-org_a.one')).map((event) => (event.data as CounterEvent['data']).total)).toEqual([2, 3]);
  });

  it('decides again when another process appended first, on the state that process left', async () => {
    const commands = new CommandPath(withForeignWriter(store, 3), new FixedClock());
    const result = await add(commands, 5);
    const totals = (await store.readStream('counter-org_a.one')).map((event) => (event.data as CounterEvent['data']).total);
    expect(totals).toEqual([-1, -1, -1, 4]);
    expect(result.revision).toBe(3);
  });

  it('gives up with a ContentionError, nothing of its own written, when other processes win every attempt', async () => {
    const commands = new CommandPath(withForeignWriter(store, Number.POSITIVE_INFINITY), new FixedClock());
    await expect(add(commands, 5)).rejects.toBeInstanceOf(ContentionError);
    const events = await store.readStream('counter-org_a.one');
    expect(events).toHaveLength(CONTENTION_ATTEMPTS);
    expect(events.every((event) => event.metadata.actorId === 'other')).toBe(true);
  });

  it('keeps a stale If-Match a refusal after a contention retry', async () => {
    const commands = new CommandPath(withForeignWriter(store, 1), new FixedClock());
    await expect(add(commands, 1, { expectedRevision: -1 })).rejects.toBeInstanceOf(StaleRevisionError);
  });

  it('records who, when and a fresh correlation per command, or the correlation and cause it follows from', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await add(commands, 1);
    await commands.run({
      streamName: 'counter-org_a.one',
      decider: counter,
      command: { type: 'Add', data: { by: 1 } },
      caller: { orgId: 'org_a', actorId: 'monitor', correlationId: 'corr-1', causationId: 'event-9' },
      context: () => ({ limit: 10 }),
      resultId: 'one',
    });
    const [first, second] = (await store.readStream('counter-org_a.one')).map((event) => event.metadata);
    expect(first).toMatchObject({ orgId: 'org_a', actorId: 'user_1', occurredAt: '2026-11-23T08:00:00.000Z', schemaVersion: 1 });
    expect(first.causationId).toBe(first.correlationId);
    expect(second).toMatchObject({ actorId: 'monitor', correlationId: 'corr-1', causationId: 'event-9' });
  });

  it('answers with the ids its events were recorded with, so a command that follows one names it as its cause', async () => {
    const commands = new CommandPath(store, new FixedClock());
    const [first, second] = await Promise.all([add(commands, 1), add(commands, 2)]);
    const next = await commands.run({
      streamName: 'counter-org_a.two',
      decider: counter,
      command: { type: 'Add', data: { by: 1 } },
      caller: { orgId: 'org_a', actorId: 'monitor', ...following(second, 0) },
      context: () => ({ limit: 10 }),
      resultId: 'two',
    });
    const recorded = await store.readStream('counter-org_a.one');
    expect(recorded.map((event) => event.id)).toEqual([...first.eventIds, ...second.eventIds]);
    expect(recorded.map((event) => event.metadata.correlationId)).toEqual([first.correlationId, second.correlationId]);
    const [followed] = await store.readStream('counter-org_a.two');
    expect(followed.id).toBe(next.eventIds[0]);
    expect(followed.metadata).toMatchObject({ correlationId: second.correlationId, causationId: recorded[1].id });
  });

  it('bounds a stream with $maxCount before its first event', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await commands.run({
      streamName: 'counter-org_a.bounded',
      decider: counter,
      command: { type: 'Add', data: { by: 1 } },
      caller: { orgId: 'org_a', actorId: 'device' },
      context: () => ({ limit: 10 }),
      resultId: 'bounded',
      maxCount: 50,
    });
    expect((await store.getStreamMetadata('counter-org_a.bounded')).maxCount).toBe(50);
  });

  it('queues writers per stream: writers of another stream are not held up by a long batch', async () => {
    const commands = new CommandPath(store, new FixedClock());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = commands.run({
      streamName: 'counter-org_a.slow',
      decider: counter,
      command: { type: 'Add', data: { by: 1 } },
      caller: { orgId: 'org_a', actorId: 'user_1' },
      context: async () => {
        await held;
        return { limit: 10 };
      },
      resultId: 'slow',
    });
    await expect(add(commands, 1, { streamName: 'counter-org_a.fast' })).resolves.toMatchObject({ revision: 0 });
    release();
    await expect(slow).resolves.toMatchObject({ revision: 0 });
  });
});

type NoteCommand = { type: 'Write'; data: { field: string; value: string } };
type NoteEvent = { type: 'Written'; data: { field: string; value: string } };
/** A board of named notes: each write changes the part of its note alone. */
const board: Decider<NoteCommand, NoteEvent, Record<string, string>, undefined> = {
  decide: (command) => [{ type: 'Written', data: command.data }],
  evolve: (state, event) => ({ ...state, [event.data.field]: event.data.value }),
  initialState: {},
  changedParts: (event) => [`note/${event.data.field}`],
};

const write = (commands: CommandPath, field: string, value: string, expectedRevision?: number) =>
  commands.run({ streamName: 'board-org_a.one', decider: board, command: { type: 'Write', data: { field, value } }, caller: { orgId: 'org_a', actorId: 'user_1' }, expectedRevision, resultId: 'one' });

describe('If-Match beside blind writers: refused for a real change only', () => {
  it('records a command whose revision is behind when nothing since changed what it changes, on the stream as it is now', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await write(commands, 'title', 'Alps');
    await write(commands, 'notes', 'bring boots');
    const result = await write(commands, 'description', 'Ten days', 0);
    expect(result.revision).toBe(2);
    expect((await store.readStream('board-org_a.one')).map((event) => (event.data as NoteEvent['data']).field)).toEqual(['title', 'notes', 'description']);
  });

  it('refuses it with the current revision when an event since changed the same part, appending nothing', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await write(commands, 'title', 'Alps');
    await write(commands, 'title', 'Dolomites');
    await expect(write(commands, 'title', 'Pyrenees', 0)).rejects.toEqual(new StaleRevisionError(1));
    expect(await store.readStream('board-org_a.one')).toHaveLength(2);
  });

  it('refuses a revision the stream has not reached', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await write(commands, 'title', 'Alps');
    await expect(write(commands, 'notes', 'boots', 5)).rejects.toBeInstanceOf(StaleRevisionError);
  });

  it('in its turn behind blind writers of the same batch: records the If-Match writer of another part, refuses the one of the same part', async () => {
    const commands = new CommandPath(store, new FixedClock());
    await write(commands, 'title', 'Alps');
    const results = await Promise.allSettled([
      write(commands, 'notes', 'boots'),
      write(commands, 'notes', 'poles'),
      write(commands, 'description', 'Ten days', 0),
      write(commands, 'notes', 'map', 0),
      write(commands, 'notes', 'rope'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[3] as PromiseRejectedResult).reason).toEqual(new StaleRevisionError(3));
  });
});
