// Specifications of saving settings in turn: a document's saves never overlap, so the last edit is the one that lands; a new session sends none of the last one's.
import type { Settings } from '@tourops/domain';
import type { AppDispatch } from '../../app/store';
import { SETTINGS_SAVE_DEBOUNCE_MS, dropUnsentSaves, inTurn, saveSettings } from './saveSettings';
import { unsavedEdits } from './unsavedEdits';

/** A task that records when it starts and ends, and ends when `finish` is called (or fails when `fail` is). */
function controlledTask(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const task = () => {
    log.push(`${name} started`);
    return new Promise<void>((resolve, reject) => {
      finish = () => (log.push(`${name} ended`), resolve());
      fail = (error) => (log.push(`${name} failed`), reject(error));
    });
  };
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saves in turn', () => {
  it('given a save of a document in flight, when another is asked, then it starts only once the first has ended', async () => {
    const log: string[] = [];
    const run = inTurn<string>();
    const first = controlledTask(log, 'first');
    const second = controlledTask(log, 'second');
    void run('notifications', first.task);
    const done = run('notifications', second.task);
    await turn();
    expect(log).toEqual(['first started']);
    first.finish();
    await turn();
    second.finish();
    await done;
    expect(log).toEqual(['first started', 'first ended', 'second started', 'second ended']);
  });

  it('given a failed save, when the next is asked, then it still runs', async () => {
    const log: string[] = [];
    const run = inTurn<string>();
    const first = controlledTask(log, 'first');
    const second = controlledTask(log, 'second');
    const failed = run('ai', first.task);
    const done = run('ai', second.task);
    await turn();
    first.fail(new Error('409'));
    await expect(failed).rejects.toThrow('409');
    await turn();
    second.finish();
    await done;
    expect(log).toEqual(['first started', 'first failed', 'second started', 'second ended']);
  });

  it('runs saves of different documents side by side', async () => {
    const log: string[] = [];
    const run = inTurn<string>();
    const notifications = controlledTask(log, 'notifications');
    const ai = controlledTask(log, 'ai');
    void run('notifications', notifications.task);
    void run('ai', ai.task);
    await turn();
    expect(log).toEqual(['notifications started', 'ai started']);
    notifications.finish();
    ai.finish();
  });
});

describe('a new session', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A dispatch that records what it is given and answers every request at once. */
  function recordingDispatch() {
    const dispatched: unknown[] = [];
    const dispatch = ((action: unknown) => {
      dispatched.push(action);
      return { unwrap: () => Promise.resolve() };
    }) as unknown as AppDispatch;
    return { dispatch, dispatched };
  }
  const edit = { phone: '+393331234567' } as unknown as Settings['notifications'];

  it('given an edit not yet sent, when the identity or the organization changes, then it is never sent and no longer shown', () => {
    const { dispatch, dispatched } = recordingDispatch();
    const server = { notifications: { phone: '' } } as unknown as Settings;
    saveSettings('notifications', edit)(dispatch);
    expect(dispatched).toHaveLength(1);
    expect(unsavedEdits.over(server).notifications).toBe(edit);
    dropUnsentSaves();
    jest.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS * 2);
    expect(dispatched).toHaveLength(1);
    expect(unsavedEdits.over(server)).toBe(server);
  });

  it('given an edit not yet sent and no new session, then it is sent after the pause', () => {
    const { dispatch, dispatched } = recordingDispatch();
    saveSettings('notifications', edit)(dispatch);
    jest.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS);
    return Promise.resolve().then(() => expect(dispatched).toHaveLength(2));
  });
});
