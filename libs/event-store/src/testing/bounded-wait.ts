// Bounded waits for tests: wait for a promise or a condition, fail after a deadline, never sleep blindly.

export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Re-checks `condition` whenever `changed` resolves, until it holds or `timeoutMs` passes. */
export async function until(condition: () => boolean, changed: () => Promise<unknown>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await within(changed(), left, what);
  }
}

/** Retries `attempt` every `intervalMs` while it rejects, until it resolves or `timeoutMs` passes (then the last failure is told). */
export async function eventually<T>(attempt: () => Promise<T>, timeoutMs: number, intervalMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await within(attempt(), Math.max(1, deadline - Date.now()), what);
    } catch (error) {
      if (Date.now() + intervalMs > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
