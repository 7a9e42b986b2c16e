// A string's stable hash: the same on every process and every run, for ids derived from keys and for spreading ids over blocks.

/** The two 32-bit halves of a string's hash (two 32-bit multiplicative hashes, mixed), unsigned. */
function halves(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** 64 bits of a string, as 16 hex digits. */
export function hash64(text: string): string {
  const [h1, h2] = halves(text);
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

/** 32 bits of a string (the low half of hash64), as an unsigned number. */
export const hash32 = (text: string): number => halves(text)[1];
