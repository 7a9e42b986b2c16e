// Specifications of what each tour event changes, and of when a change since an If-Match revision is a real one.
import { meetsChangesSince, partsMeet } from '../shared/changed-parts';
import type { TourEvent } from './tour';
import { tourChangedParts } from './tour-parts';

const tourId = 'tour-1';
const segmentAdded = (dayId: string, segmentId: string): TourEvent =>
  ({ type: 'SegmentAdded', data: { tourId, dayId, segment: { id: segmentId } } }) as TourEvent;
const segmentChanged = (segmentId: string, changes: object): TourEvent => ({ type: 'SegmentChanged', data: { tourId, dayId: 'day-1', segmentId, changes } }) as TourEvent;
const detailsChanged = (changes: object): TourEvent => ({ type: 'TourDetailsChanged', data: { tourId, changes } }) as TourEvent;
const realChange = (since: TourEvent[], decided: TourEvent[]) => meetsChangesSince(tourChangedParts, since, decided);

describe('what a tour event changes', () => {
  it('names the details field by field, a segment field by field, and the plan of the day a segment joins', () => {
    expect(tourChangedParts(detailsChanged({ title: 'A', description: 'B' }))).toEqual(['details/title', 'details/description']);
    expect(tourChangedParts(segmentChanged('seg-1', { title: 'Lunch' }))).toEqual(['segment/seg-1/title']);
    expect(tourChangedParts(segmentAdded('day-1', 'seg-2'))).toEqual(['day/day-1', 'segment/seg-2']);
    expect(tourChangedParts({ type: 'SegmentsRetimed', data: { tourId, dayId: 'day-1', startTimes: { 'seg-1': '09:00' } } })).toEqual(['day/day-1']);
  });

  it('counts a segment’s new start or duration as a change of its day’s plan too, so a reorder re-timing that day meets it', () => {
    expect(tourChangedParts(segmentChanged('seg-1', { startTime: '09:30' }))).toEqual(['segment/seg-1/startTime', 'day/day-1']);
    const reorder: TourEvent = { type: 'SegmentsReordered', data: { tourId, dayId: 'day-1', segmentIds: ['seg-2', 'seg-1'] } };
    expect(realChange([segmentChanged('seg-1', { durationMinutes: 45 })], [reorder])).toBe(true);
    expect(realChange([segmentChanged('seg-1', { title: 'Museum' })], [reorder])).toBe(false);
  });

  it('counts a shift, an undo, a deletion or a restore as a change of the whole tour', () => {
    for (const event of [
      { type: 'TourShifted', data: { tourId, days: 2 } },
      { type: 'TourDeleted', data: { tourId } },
      { type: 'TourRestored', data: { tourId } },
    ] as TourEvent[])
      expect(realChange([event], [detailsChanged({ description: 'x' })])).toBe(true);
  });
});

describe('a real change since the revision a writer loaded', () => {
  it('is not: segments added by others, when the writer changes the description or another segment', () => {
    const since = [segmentAdded('day-1', 'seg-8'), segmentAdded('day-2', 'seg-9'), segmentChanged('seg-3', { title: 'Museum' })];
    expect(realChange(since, [detailsChanged({ description: 'Ten days' })])).toBe(false);
    expect(realChange(since, [segmentChanged('seg-1', { notes: 'Tickets at the door' })])).toBe(false);
  });

  it('is: the same field changed by someone else, or the segment the writer changes removed or moved', () => {
    expect(realChange([detailsChanged({ title: 'Alps' })], [detailsChanged({ title: 'Dolomites' })])).toBe(true);
    expect(realChange([segmentChanged('seg-1', { title: 'Lunch' })], [segmentChanged('seg-1', { title: 'Dinner' })])).toBe(true);
    expect(realChange([{ type: 'SegmentRemoved', data: { tourId, dayId: 'day-1', segmentId: 'seg-1' } }], [segmentChanged('seg-1', { title: 'Dinner' })])).toBe(true);
    expect(realChange([{ type: 'SegmentMoved', data: { tourId, segmentId: 'seg-1', fromDayId: 'day-1', toDayId: 'day-2', toIndex: 0 } }], [segmentChanged('seg-1', { title: 'x' })])).toBe(true);
  });

  it('is: the day’s plan changed (a segment added, its title) when the writer reorders that day; not when it reorders another', () => {
    const reorder = (dayId: string): TourEvent => ({ type: 'SegmentsReordered', data: { tourId, dayId, segmentIds: ['seg-2', 'seg-1'] } });
    expect(realChange([segmentAdded('day-1', 'seg-8')], [reorder('day-1')])).toBe(true);
    expect(realChange([{ type: 'DayChanged', data: { tourId, dayId: 'day-1', changes: { title: 'Lakeside' } } }], [reorder('day-1')])).toBe(true);
    expect(realChange([segmentAdded('day-1', 'seg-8')], [reorder('day-2')])).toBe(false);
  });

  it('meets when one part holds the other, not when two parts only share a beginning', () => {
    expect(partsMeet(['segment/seg-1'], ['segment/seg-1/title'])).toBe(true);
    expect(partsMeet(['segment/seg-1'], ['segment/seg-10/title'])).toBe(false);
    expect(partsMeet([''], ['wizard'])).toBe(true);
  });
});
