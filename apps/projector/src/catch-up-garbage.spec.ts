// Specifications of the boot collection: it runs only over a large heap, and then frees the garbage left behind.
import v8 from 'node:v8';
import { collectCatchUpGarbage } from './catch-up-garbage';

describe('collectCatchUpGarbage', () => {
  it('leaves a small heap alone', () => {
    expect(collectCatchUpGarbage(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('collects the garbage a catch-up left behind when the heap is large', () => {
    let garbage: number[][] | null = Array.from({ length: 2_000 }, (_, i) => Array.from({ length: 2_000 }, (__, j) => i * j + 0.5));
    const before = v8.getHeapStatistics().used_heap_size;
    garbage = null;
    expect(garbage).toBeNull();
    expect(collectCatchUpGarbage(0)).toBe(true);
    expect(v8.getHeapStatistics().used_heap_size).toBeLessThan(before - 16 * 1024 * 1024);
  });
});
