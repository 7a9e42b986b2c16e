// What a deck.gl map of the web app reports about itself (data-view, data-labels): where a place falls in its box, the labels it placed, and that none overlap.
import type { Page } from 'playwright-core';
import { eventually } from './test-server';

/** Where [lng, lat] falls in a map's box, from the view the map reports (Web Mercator, 512-pixel world at zoom 0, nearest copy of the world). */
export async function pixelsOf(page: Page, testId: string, points: [number, number][]) {
  const map = page.getByTestId(testId);
  const box = (await map.boundingBox())!;
  const view = JSON.parse((await map.getAttribute('data-view'))!) as { longitude: number; latitude: number; zoom: number };
  const world = 512 * 2 ** view.zoom;
  const project = ([lng, lat]: [number, number]) => [((lng + 180) / 360) * world, ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * world];
  const [cx, cy] = project([view.longitude, view.latitude]);
  return {
    box,
    pixels: points.map((point) => {
      const [x, y] = project(point);
      const dx = ((((x - cx + world / 2) % world) + world) % world) - world / 2;
      return [box.width / 2 + dx, box.height / 2 + (y - cy)];
    }),
  };
}

export interface LabelBox {
  text: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/** The labels a map placed, as it reports them; waits until `ready` accepts them. */
export async function labelsOf(page: Page, testId: string, ready: (labels: LabelBox[]) => boolean): Promise<LabelBox[]> {
  return eventually(async () => {
    const labels = JSON.parse((await page.getByTestId(testId).getAttribute('data-labels')) ?? '[]') as LabelBox[];
    return ready(labels) ? labels : undefined;
  }, 10_000, `the labels of ${testId}`);
}

export function expectNoOverlap(labels: LabelBox[]) {
  const overlapping = labels.flatMap((a, index) =>
    labels.slice(index + 1).filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom).map((b) => `${a.text} / ${b.text}`),
  );
  expect(overlapping).toEqual([]);
}

