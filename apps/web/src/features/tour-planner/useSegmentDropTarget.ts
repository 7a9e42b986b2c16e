// Makes an element a place to drop a dragged segment: a gap between segments, an empty day, a day in the day strip.
import { useState, type DragEvent } from 'react';
import { usePlanner } from './PlannerContext';
import { endSegmentDrag, isSegmentDrag, moveChange, SEGMENT_DRAG_TYPE } from './segmentMoves';

export function useSegmentDropTarget(dayId: string, slot: number) {
  const { tour, editable, planOrTell } = usePlanner();
  const [over, setOver] = useState(false);
  if (!editable) return { over: false, handlers: {} };
  return {
    over,
    handlers: {
      onDragEnter: (event: DragEvent) => isSegmentDrag(event) && setOver(true),
      onDragOver: (event: DragEvent) => {
        if (!isSegmentDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        if (!isSegmentDrag(event)) return;
        event.preventDefault();
        setOver(false);
        endSegmentDrag();
        const change = moveChange(tour, event.dataTransfer.getData(SEGMENT_DRAG_TYPE), dayId, slot);
        if (change) void planOrTell(change);
      },
    },
  };
}
