// Moving segments: the drag-and-drop data type, the move change a drop or a menu choice makes, and focus on the moved segment.
import type { DragEvent } from 'react';
import type { TourView } from '@tourops/contracts';
import type { TourChange } from './tourChange';

export const SEGMENT_DRAG_TYPE = 'application/x-tourops-segment';
const DRAGGING_CLASS = 'is-dragging-segment';

export const isSegmentDrag = (event: DragEvent) => event.dataTransfer.types.includes(SEGMENT_DRAG_TYPE);

export function startSegmentDrag(event: DragEvent, segmentId: string, title: string): void {
  event.dataTransfer.setData(SEGMENT_DRAG_TYPE, segmentId);
  event.dataTransfer.setData('text/plain', title);
  event.dataTransfer.effectAllowed = 'move';
  document.body.classList.add(DRAGGING_CLASS);
}

export const endSegmentDrag = () => document.body.classList.remove(DRAGGING_CLASS);

/**
 * The move that puts a segment at `slot` of a day (0: before its first segment, n: after its last), or null when it
 * would stay where it is. Within its own day the API counts positions without the moved segment.
 */
export function moveChange(tour: TourView, segmentId: string, toDayId: string, slot: number): TourChange | null {
  const from = tour.days.find((day) => day.segments.some((segment) => segment.id === segmentId));
  if (!from || !tour.days.some((day) => day.id === toDayId)) return null;
  if (from.id !== toDayId) return { kind: 'moveSegment', segmentId, toDayId, toIndex: slot };
  const current = from.segments.findIndex((segment) => segment.id === segmentId);
  const toIndex = slot > current ? slot - 1 : slot;
  return toIndex === current ? null : { kind: 'moveSegment', segmentId, toDayId, toIndex };
}

const FOCUS_WAIT_MS = 3_000;

/** Focuses the segment's row once it shows in its new day (the row in the old day is gone with the focus it had). */
export function focusMovedSegment(segmentId: string, toDayId: string): void {
  const until = Date.now() + FOCUS_WAIT_MS;
  const tryFocus = () => {
    const row = document.querySelector<HTMLElement>(`#day-${CSS.escape(toDayId)} #segment-${CSS.escape(segmentId)}`);
    if (row) row.focus();
    else if (Date.now() < until) requestAnimationFrame(tryFocus);
  };
  requestAnimationFrame(tryFocus);
}
