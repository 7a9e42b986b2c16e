// placeLabels: labels never cover one another; the most important keep their place; those without room fold into a neighbour's "+N".
import { overlaps, placeLabels, type LabelCandidate } from './labelPlacement';

const size = { width: 600, height: 400 };
const label = (key: string, at: [number, number], priority = 0, group: string | null = 'staff'): LabelCandidate<string> => ({ key, text: key, at, priority, size: 13, item: key, group: group ?? undefined });

describe('placeLabels', () => {
  it('places labels of dots far apart above their dots', () => {
    const placed = placeLabels([label('Rome', [100, 100]), label('Lisbon', [400, 300])], size);
    expect(placed.map(({ key, offset }) => [key, offset[0], offset[1] < 0])).toEqual([
      ['Lisbon', 0, true],
      ['Rome', 0, true],
    ]);
  });

  it('gives no two labels the same pixels, however many dots share a spot', () => {
    const crowd = Array.from({ length: 15 }, (_, index) => label(`Member ${index}`, [300 + (index % 3), 200 + (index % 5)]));
    const placed = placeLabels(crowd, size);
    for (const [index, a] of placed.entries()) for (const b of placed.slice(index + 1)) expect(overlaps(a.box, b.box)).toBe(false);
    expect(placed.reduce((sum, one) => sum + 1 + one.folded, 0)).toBe(15);
    expect(placed.some((one) => /\+\d+$/.test(one.text))).toBe(true);
  });

  it('puts a second label beside the same dot below it, and folds a third that has no room left', () => {
    const placed = placeLabels([label('A long name', [300, 200], 2), label('Another name', [300, 200], 1), label('Third', [300, 200], 0)], size);
    expect(placed.find((one) => one.key === 'A long name')?.offset[1]).toBeLessThan(0);
    expect(placed.find((one) => one.key === 'Another name')?.offset[1]).toBeGreaterThan(0);
    expect(placed.length + placed.reduce((sum, one) => sum + one.folded, 0)).toBe(3);
  });

  it('folds a label only into one of its own group: a city without room is left out, not counted', () => {
    const placed = placeLabels([label('Anna Rossi', [300, 200], 1), label('Rome', [300, 200], 0, null), label('Milan', [301, 200], 0, null), label('Turin', [300, 201], 0, null), label('Genoa', [301, 201], 0, null), label('Bari', [302, 200], 0, null)], size);
    expect(placed.find((one) => one.key === 'Anna Rossi')).toMatchObject({ text: 'Anna Rossi', folded: 0 });
    expect(placed.length).toBeLessThan(6);
  });

  it('keeps labels inside the map: a dot at the left edge gets its label on its right', () => {
    const [placed] = placeLabels([label('A member at the edge', [4, 200])], size);
    expect(placed.offset[0]).toBeGreaterThan(0);
    expect(placed.box.left).toBeGreaterThanOrEqual(0);
  });

  it('lets the higher priority keep its place and skips dots outside the map', () => {
    const placed = placeLabels([label('Minor', [300, 200], 0), label('Major', [302, 200], 5), label('Away', [-50, 200], 9)], size);
    expect(placed[0]).toMatchObject({ key: 'Major', text: 'Major' });
    expect(placed.map((one) => one.key)).not.toContain('Away');
  });
});
