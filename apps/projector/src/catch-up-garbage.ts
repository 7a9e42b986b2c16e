// After a large catch-up at boot, one full garbage collection before the first request: the catch-up's garbage is collected then, not in the middle of the first answers.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Below this heap a collection during the first requests costs little. */
const LARGE_HEAP_BYTES = 512 * 1024 * 1024;

/**
 * A catch-up of a million events leaves over a gigabyte of garbage; V8 otherwise collects it by incremental marking
 * in steps over the first requests (each answer then waits for several steps, hundreds of milliseconds in all).
 * Returns whether it collected.
 */
export function collectCatchUpGarbage(largeHeapBytes = LARGE_HEAP_BYTES): boolean {
  if (v8.getHeapStatistics().used_heap_size < largeHeapBytes) return false;
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return true;
}
