// Deterministic randomness for the scripts: a generator per seed text, draws from it, and UUIDs made from a key.
import { createHash } from 'node:crypto';

const digestOf = (...parts) => createHash('sha256').update(parts.join('\u0000')).digest();

/** mulberry32 seeded by the text of `parts`: the same parts give the same sequence, in [0, 1). */
export function randomOf(...parts) {
  let state = digestOf(...parts).readUInt32LE(0);
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One draw in [0, 1) for `parts`, without keeping a generator. */
export const unitOf = (...parts) => digestOf(...parts).readUInt32LE(4) / 4294967296;

export const intIn = (random, min, max) => min + Math.floor(random() * (max - min + 1));
export const pick = (random, items) => items[Math.floor(random() * items.length)];

/** The items in an order the generator decides (Fisher-Yates on a copy). */
export function shuffled(random, items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A version-4-shaped UUID made from `parts`: the same key always names the same day or segment. */
export function uuidOf(...parts) {
  const hex = digestOf(...parts).toString('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
