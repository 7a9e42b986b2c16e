// Lets waiting I/O (other requests, live batches) run between two slices of a long piece of work on the event loop.

/** Resolves on the next turn of the event loop, after the I/O that is waiting. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
