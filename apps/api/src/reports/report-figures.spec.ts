// The reports' shortcuts answer as the slow ways they replace: instants as Date.parse reads them, order statistics as a sort finds them.
import { seededRandom } from '../../../../test/support/seeded-random';
import { instantMs, kthSmallest, percentile, percentileOf } from './report-figures';

const random = seededRandom(Number(process.env.PROOF_SEED ?? 20261123));

describe('instants read without the parser', () => {
  it('given instants as toISOString writes them, when read, then each is the epoch ms Date.parse reads', () => {
    const instants = Array.from({ length: 2_000 }, () => new Date(random.int(-2_000_000_000, 4_000_000_000) * 1_000 + random.int(0, 999)).toISOString());
    expect(instants.filter((instant) => instantMs(instant) !== Date.parse(instant))).toEqual([]);
  });

  it('given instants written otherwise or out of range, when read, then each is what Date.parse reads (NaN included)', () => {
    const others = ['2026-05-27T10:45:00+02:00', '2026-05-27T10:45:00Z', '2026-05-27', '2026-02-30T10:00:00.000Z', '2026-01-01T24:00:00.000Z', '2026-13-01T00:00:00.000Z', '2026-1/-01T00:00:00.000Z', '2026-01-01T23:60:00.000Z', '0099-01-01T00:00:00.000Z', 'not an instant at all!!!'];
    expect(others.map(instantMs)).toEqual(others.map((instant) => Date.parse(instant)));
  });
});

describe('order statistics without a sort', () => {
  it('given values with many repeats, when the k-th smallest and percentiles are asked, then they are those of the sorted values', () => {
    for (const size of [1, 2, 3, 10, 257, 5_000]) {
      const values = Array.from({ length: size }, () => random.int(-60, 300) / (random.int(0, 3) === 0 ? 4 : 1));
      const sorted = [...values].sort((a, b) => a - b);
      for (const k of [0, size >> 1, size - 1, random.int(0, size - 1)]) expect([size, k, kthSmallest(new Float64Array(values), k)]).toEqual([size, k, sorted[k]]);
      for (const p of [0.5, 0.9, 0.99]) expect([size, p, percentileOf(new Float64Array(values), p)]).toEqual([size, p, percentile(sorted, p)]);
    }
    expect(percentileOf(new Float64Array(0), 0.9)).toBeNull();
  });
});
