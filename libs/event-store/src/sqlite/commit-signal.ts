// Wakes this process's live subscriptions when appends commit, or after a poll interval at the latest.

export interface CommitSignal {
  /** Called after a transaction with at least one append committed. */
  notify(): void;
  /** Resolves on the next commit, after `pollIntervalMs`, or when `cancel` is called, whichever is first. */
  nextCommit(pollIntervalMs: number): { committed: Promise<void>; cancel(): void };
}

export function createCommitSignal(): CommitSignal {
  const waiters = new Set<() => void>();
  return {
    notify() {
      const woken = [...waiters];
      waiters.clear();
      woken.forEach((wake) => wake());
    },
    nextCommit(pollIntervalMs) {
      let wake!: () => void;
      const committed = new Promise<void>((resolve) => {
        const timer = setTimeout(() => wake(), pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
      });
      waiters.add(wake);
      return { committed, cancel: () => wake() };
    },
  };
}
