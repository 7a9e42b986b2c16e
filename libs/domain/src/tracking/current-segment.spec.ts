// Specifications of what a member is doing now: the active assignment and the running segment, in the tour's time zone.
import { activeAssignment, runningSegment, type TourTimetable } from './current-segment';

const tour: TourTimetable = {
  timezone: 'Europe/Rome',
  days: [
    {
      id: 'day-1',
      date: '2025-06-10',
      segments: [
        { id: 'walk', startTime: '09:00', durationMinutes: 120 },
        { id: 'lunch', startTime: '12:30', durationMinutes: 60 },
      ],
    },
    { id: 'day-2', date: '2025-06-11', segments: [{ id: 'museum', startTime: '10:00', durationMinutes: 90 }] },
  ],
};

describe('runningSegment', () => {
  it('finds the segment running now, start inclusive and end exclusive', () => {
    expect(runningSegment(tour, {}, '2025-06-10T07:00:00Z')).toEqual({ dayId: 'day-1', segmentId: 'walk', startsAt: '2025-06-10T07:00:00.000Z', endsAt: '2025-06-10T09:00:00.000Z' });
    expect(runningSegment(tour, {}, '2025-06-10T09:00:00Z')).toBeNull();
    expect(runningSegment(tour, {}, '2025-06-11T08:30:00Z')?.segmentId).toBe('museum');
  });

  it('looks only within the assigned day or segment', () => {
    expect(runningSegment(tour, { dayId: 'day-2' }, '2025-06-10T08:00:00Z')).toBeNull();
    expect(runningSegment(tour, { dayId: 'day-1', segmentId: 'lunch' }, '2025-06-10T08:00:00Z')).toBeNull();
    expect(runningSegment(tour, { dayId: 'day-1', segmentId: 'lunch' }, '2025-06-10T10:45:00Z')?.segmentId).toBe('lunch');
  });
});

describe('activeAssignment', () => {
  const assignments = [
    { assignmentId: 'a', tourId: 't1', from: '2025-06-10T06:00:00Z', to: '2025-06-12T18:00:00Z' },
    { assignmentId: 'b', tourId: 't2', from: '2025-06-10T10:00:00Z', to: '2025-06-10T12:00:00Z' },
  ];

  it('is the assignment covering now, the later-started of overlapping ones', () => {
    expect(activeAssignment(assignments, '2025-06-10T07:00:00Z')?.assignmentId).toBe('a');
    expect(activeAssignment(assignments, '2025-06-10T11:00:00Z')?.assignmentId).toBe('b');
    expect(activeAssignment(assignments, '2025-06-12T18:00:00Z')).toBeNull();
  });
});
