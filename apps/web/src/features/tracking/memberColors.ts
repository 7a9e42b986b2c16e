// One stable colour per member on the map and in the list, from the member's id.
export type Rgb = [number, number, number];

const PALETTE: Rgb[] = [
  [230, 110, 20],
  [32, 118, 196],
  [46, 160, 67],
  [170, 60, 190],
  [200, 40, 60],
  [0, 150, 150],
  [150, 100, 40],
  [90, 90, 200],
];

export function memberColor(staffId: string): Rgb {
  let hash = 0;
  for (const char of staffId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length];
}

export const cssColor = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`;
