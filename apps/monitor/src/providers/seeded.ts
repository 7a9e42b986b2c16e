// Deterministic randomness for the simulated providers: the same subject and hour always give the same reading.

/** FNV-1a over the parts, as an unsigned 32-bit seed. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a stream of numbers in [0, 1) from a seed. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One number in [0, 1) for the parts. */
export const unitOf = (...parts: (string | number)[]) => randomOf(seedOf(...parts))();

export const round1 = (value: number) => Math.round(value * 10) / 10;
