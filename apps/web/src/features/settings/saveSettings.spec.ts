// Specifications of saving settings in turn: a document's saves never overlap, so the last edit is the one that lands.
import { inTurn } from './saveSettings';

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
