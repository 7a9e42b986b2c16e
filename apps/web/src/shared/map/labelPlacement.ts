// Where a map's labels go so that none covers another: the most important first, beside its dot where there is room, the rest folded into a neighbour's "+N".
import type { MapSize } from './mapView';

/** A label asked for: its text, the screen pixel of its dot, how important it is (higher first) and its font size. */
export interface LabelCandidate<T = unknown> {
  key: string;
  text: string;
  at: [number, number];
  priority: number;
  size: number;
  item: T;
  /** Labels of one group fold into each other ('Anna Rossi +2'); a label without a group (a city) is only left out when it has no room. */
  group?: string;
}

export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A label placed: its text (with "+N" when N others near it had no room), its dot, where its middle sits from the dot, and the box it covers. */
export interface PlacedLabel<T = unknown> {
  key: string;
  text: string;
  at: [number, number];
  offset: [number, number];
  box: LabelBox;
  folded: number;
  item: T;
  group?: string;
}

/** The maps draw labels in a monospace face (deck.gl's TextLayer default), so a text's width is its length times this share of the size. */
export const CHARACTER_WIDTH = 0.6;
/** Pixels between a dot and its label, room for the dot itself. */
export const LABEL_GAP = 10;
/** Room kept for the " +N" a label may get when others fold into it. */
const FOLD_ROOM = 4;
const CELL = 64;

export const overlaps = (a: LabelBox, b: LabelBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = ([x, y]: [number, number], size: MapSize) => x >= 0 && y >= 0 && x <= size.width && y <= size.height;

/** Above, below, right and left of the dot, in this order of preference. */
function placesFor(width: number, height: number): [number, number][] {
  return [
    [0, -(LABEL_GAP + height / 2)],
    [0, LABEL_GAP + height / 2],
    [LABEL_GAP + width / 2, 0],
    [-(LABEL_GAP + width / 2), 0],
  ];
}

/**
 * The labels that fit, greedily by priority (then by key, so the same answer every time): each takes the first place
 * beside its dot, inside the map, that covers no label already placed; one without room is folded into the first label of its group it
 * ran into, which then reads "Name +1", or left out. Dots outside the map get no label and take no room.
 */
export function placeLabels<T>(candidates: readonly LabelCandidate<T>[], size: MapSize): PlacedLabel<T>[] {
  const order = candidates.filter((candidate) => inside(candidate.at, size)).sort((a, b) => b.priority - a.priority || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const placed: PlacedLabel<T>[] = [];
  // Placed boxes by the grid cells they cover, so a map of thousands of dots looks only at its neighbours.
  const cells = new Map<string, PlacedLabel<T>[]>();
  const cellsOf = (box: LabelBox) => {
    const keys: string[] = [];
    for (let x = Math.floor(box.left / CELL); x <= Math.floor(box.right / CELL); x++) for (let y = Math.floor(box.top / CELL); y <= Math.floor(box.bottom / CELL); y++) keys.push(`${x},${y}`);
    return keys;
  };
  const firstOverlapping = (box: LabelBox) => {
    for (const key of cellsOf(box)) for (const other of cells.get(key) ?? []) if (overlaps(box, other.box)) return other;
    return undefined;
  };
  for (const candidate of order) {
    const width = (candidate.text.length + FOLD_ROOM) * candidate.size * CHARACTER_WIDTH;
    const height = candidate.size * 1.25;
    let blocker: PlacedLabel<T> | undefined;
    const foldsInto = (other: PlacedLabel<T>) => candidate.group !== undefined && other.group === candidate.group;
    let done = false;
    for (const offset of placesFor(width, height)) {
      const [x, y] = [candidate.at[0] + offset[0], candidate.at[1] + offset[1]];
      const box = { left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 };
      if (box.left < 0 || box.top < 0 || box.right > size.width || box.bottom > size.height) continue;
      const hit = firstOverlapping(box);
      if (!hit) {
        const label = { key: candidate.key, text: candidate.text, at: candidate.at, offset, box, folded: 0, item: candidate.item, group: candidate.group };
        placed.push(label);
        for (const key of cellsOf(box)) cells.set(key, [...(cells.get(key) ?? []), label]);
        done = true;
        break;
      }
      if (foldsInto(hit)) blocker ??= hit;
    }
    if (!done && blocker) blocker.folded += 1;
  }
  return placed.map((label) => (label.folded > 0 ? { ...label, text: `${label.text} +${label.folded}` } : label));
}
