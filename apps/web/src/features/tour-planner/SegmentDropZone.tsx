// The gap before, between or after a day's segments where a dragged segment can be dropped (keyboards use the row's move controls).
import { useSegmentDropTarget } from './useSegmentDropTarget';

export function SegmentDropZone({ dayId, slot, empty = false }: { dayId: string; slot: number; empty?: boolean }) {
  const { over, handlers } = useSegmentDropTarget(dayId, slot);
  return (
    <li
      className={`segment-drop-zone${empty ? ' is-empty-day' : ''}${over ? ' is-over' : ''}`}
      data-testid="segment-drop-zone"
      data-day-id={dayId}
      data-slot={slot}
      aria-hidden="true"
      {...handlers}
    >
      {empty && 'Drop a segment here'}
    </li>
  );
}
