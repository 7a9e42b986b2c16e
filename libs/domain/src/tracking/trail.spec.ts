// Specifications of a trail: ordered by time, each instant once, bounded, unchanged by the same positions twice.
import type { StaffPosition } from './position-rules';
import { latestPosition, mergeTrail } from './trail';

const at = (minute: number, second = 0) => new Date(Date.UTC(2025, 5, 10, 8, minute, second)).toISOString();
const fix = (minute: number, lat = minute, second = 0): StaffPosition => ({ at: at(minute, second), lat, lng: 11 });
const bounds = { maxPoints: 5, windowMs: 30 * 60_000 };

describe('mergeTrail', () => {
  it('orders points by time whatever order they arrive in', () => {
    const trail = mergeTrail(mergeTrail([], [fix(10), fix(12)], bounds), [fix(11), fix(9)], bounds);
    expect(trail.map((point) => point.lat)).toEqual([9, 10, 11, 12]);
  });

  it('keeps the point it already holds for an instant', () => {
    const trail = mergeTrail([fix(10, 1)], [fix(10, 2), fix(10, 3)], bounds);
    expect(trail).toEqual([fix(10, 1)]);
  });

  it('changes nothing when the same positions arrive again', () => {
    const once = mergeTrail([], [fix(1), fix(2), fix(3)], bounds);
    expect(mergeTrail(once, [fix(3), fix(1), fix(2)], bounds)).toEqual(once);
  });

  it('keeps only the newest points within the window', () => {
    expect(mergeTrail([], [0, 1, 2, 3, 4, 5, 6].map((minute) => fix(minute)), bounds).map((point) => point.lat)).toEqual([2, 3, 4, 5, 6]);
    expect(mergeTrail([fix(0), fix(20)], [fix(45)], bounds).map((point) => point.lat)).toEqual([20, 45]);
  });

  it('drops a late point older than the window', () => {
    expect(mergeTrail([fix(40), fix(50)], [fix(5)], bounds).map((point) => point.lat)).toEqual([40, 50]);
  });
});

describe('latestPosition', () => {
  it('is the point with the latest instant, not the last to arrive', () => {
    expect(latestPosition(fix(10), [fix(5), fix(8)])).toEqual(fix(10));
    expect(latestPosition(fix(10), [fix(12), fix(11)])).toEqual(fix(12));
    expect(latestPosition(null, [fix(3, 1), fix(3, 2)])).toEqual(fix(3, 1));
  });
});
