// Retries a failing async step with doubling delays (SPEC.md §8: up to 5 tries, first delay 125 ms).
export async function withRetries<T>(step: () => Promise<T>, { attempts = 5, firstDelayMs = 125 } = {}): Promise<T> {
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}
