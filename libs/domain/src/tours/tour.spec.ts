// Specifications of evolve: how tour events fold into the tour the decider and the projections see.
import { defaultSettings } from '../settings/settings';
import {
  TOUR_EVENT_TYPES,
  evolve,
  evolveTour,
  initialTourState,
  tourStreamName,
  type Segment,
  type Tour,
  type TourEvent,
  type TourState,
} from './tour';
import { tourDecider, type TourCommand } from './tour-commands';

const tourId = 'tour-1';
const created: TourEvent = {
  type: 'TourCreated',
  data: { tourId, title: 'Andalusia by coach', description: '', startDate: '2025-04-01', endDate: '2025-04-07', timezone: 'Europe/Madrid', status: 'DRAFT' },
};
const dayAdded = (id: string, date: string): TourEvent => ({ type: 'DayAdded', data: { tourId, day: { id, date, title: id, description: '' } } });
const segment = (id: string, startTime: string): Segment & { flight: null } => ({
  id,
  type: 'activity',
  title: `Visit ${id}`,
  startTime,
  durationMinutes: 60,
  location: null,
  notes: '',
  flight: null,
  transfer: null,
});
const segmentAdded = (dayId: string, added: Segment): TourEvent => ({ type: 'SegmentAdded', data: { tourId, dayId, segment: added } });

const fold = (...events: TourEvent[]): TourState => events.reduce(evolve, initialTourState);
const tourOf = (state: TourState): Tour => {
  if (state.status !== 'present') throw new Error('Expected a tour.');
  return state.tour;
};
const foldTour = (...events: TourEvent[]) => tourOf(fold(...events));
const dates = (tour: Tour) => tour.days.map((day) => day.date);
const segmentIds = (tour: Tour, dayId: string) => tour.days.find((day) => day.id === dayId)!.segments.map((s) => s.id);

describe('evolve', () => {
  it('starts with no tour', () => {
    expect(initialTourState).toEqual({ status: 'absent' });
  });

  it('builds a blank tour that is not deleted, purged or a template and has no days from TourCreated', () => {
    expect(foldTour(created)).toEqual({
      id: tourId,
      title: 'Andalusia by coach',
      description: '',
      startDate: '2025-04-01',
      endDate: '2025-04-07',
      timezone: 'Europe/Madrid',
      status: 'DRAFT',
      deleted: false,
      purged: false,
      template: false,
      origin: null,
      wizardStep: null,
      days: [],
    });
  });

  it('ignores events about a tour that was never created', () => {
    expect(fold(dayAdded('seville', '2025-04-02'))).toEqual({ status: 'absent' });
    expect(evolveTour(null, { type: 'TourDeleted', data: { tourId } })).toBeNull();
  });

  it('merges changed details over the tour', () => {
    const tour = foldTour(created, { type: 'TourDetailsChanged', data: { tourId, changes: { title: 'Andalusia', endDate: '2025-04-08' } } });
    expect(tour).toMatchObject({ title: 'Andalusia', endDate: '2025-04-08', startDate: '2025-04-01', timezone: 'Europe/Madrid' });
  });

  it('takes the new status from TourStatusChanged', () => {
    expect(foldTour(created, { type: 'TourStatusChanged', data: { tourId, from: 'DRAFT', to: 'PLANNED' } }).status).toBe('PLANNED');
  });

  it('marks a tour deleted and restored without losing its days', () => {
    const removedAndBack = [created, dayAdded('seville', '2025-04-02'), { type: 'TourDeleted', data: { tourId } }] as TourEvent[];
    expect(foldTour(...removedAndBack)).toMatchObject({ deleted: true, days: [{ id: 'seville' }] });
    expect(foldTour(...removedAndBack, { type: 'TourRestored', data: { tourId } })).toMatchObject({ deleted: false, days: [{ id: 'seville' }] });
  });

  it('keeps days in date order whatever order they were added in', () => {
    const tour = foldTour(created, dayAdded('granada', '2025-04-05'), dayAdded('seville', '2025-04-02'), dayAdded('cordoba', '2025-04-03'));
    expect(dates(tour)).toEqual(['2025-04-02', '2025-04-03', '2025-04-05']);
  });

  it('gives every new day an empty list of segments', () => {
    expect(foldTour(created, dayAdded('seville', '2025-04-02')).days[0].segments).toEqual([]);
  });

  it('re-sorts the days when a day moves to another date', () => {
    const tour = foldTour(
      created,
      dayAdded('seville', '2025-04-02'),
      dayAdded('granada', '2025-04-05'),
      { type: 'DayChanged', data: { tourId, dayId: 'seville', changes: { date: '2025-04-06', title: 'Seville at last' } } },
    );
    expect(tour.days.map((day) => [day.id, day.date, day.title])).toEqual([
      ['granada', '2025-04-05', 'granada'],
      ['seville', '2025-04-06', 'Seville at last'],
    ]);
  });

  it('drops a removed day with its segments', () => {
    const tour = foldTour(created, dayAdded('seville', '2025-04-02'), segmentAdded('seville', segment('alcazar', '09:00')), {
      type: 'DayRemoved',
      data: { tourId, dayId: 'seville' },
    });
    expect(tour.days).toEqual([]);
  });

  describe('segments', () => {
    const day = [created, dayAdded('seville', '2025-04-02'), dayAdded('cordoba', '2025-04-03')];
    const threeSegments = [
      ...day,
      segmentAdded('seville', segment('alcazar', '09:00')),
      segmentAdded('seville', segment('cathedral', '11:00')),
      segmentAdded('seville', segment('flamenco', '16:00')),
    ];

    it('keeps segments in the order they were added, on their own day only', () => {
      const tour = foldTour(...threeSegments);
      expect(segmentIds(tour, 'seville')).toEqual(['alcazar', 'cathedral', 'flamenco']);
      expect(segmentIds(tour, 'cordoba')).toEqual([]);
    });

    it('applies only the changed fields to the changed segment', () => {
      const tour = foldTour(...threeSegments, {
        type: 'SegmentChanged',
        data: { tourId, dayId: 'seville', segmentId: 'cathedral', changes: { startTime: '12:00', notes: 'Climb the Giralda.' } },
      });
      const [alcazar, cathedral] = tour.days[0].segments;
      expect(cathedral).toEqual({ ...segment('cathedral', '12:00'), notes: 'Climb the Giralda.' });
      expect(alcazar).toEqual(segment('alcazar', '09:00'));
    });

    it('removes a segment and keeps the others in order', () => {
      const tour = foldTour(...threeSegments, { type: 'SegmentRemoved', data: { tourId, dayId: 'seville', segmentId: 'cathedral' } });
      expect(segmentIds(tour, 'seville')).toEqual(['alcazar', 'flamenco']);
    });

    it('puts the segments in the order SegmentsReordered gives', () => {
      const tour = foldTour(...threeSegments, {
        type: 'SegmentsReordered',
        data: { tourId, dayId: 'seville', segmentIds: ['flamenco', 'alcazar', 'cathedral'] },
      });
      expect(segmentIds(tour, 'seville')).toEqual(['flamenco', 'alcazar', 'cathedral']);
    });

    it('leaves the other days alone when one day changes', () => {
      const before = foldTour(...threeSegments, segmentAdded('cordoba', segment('mezquita', '10:00')));
      const after = evolveTour(before, { type: 'SegmentsReordered', data: { tourId, dayId: 'seville', segmentIds: ['cathedral', 'alcazar', 'flamenco'] } })!;
      expect(after.days[1]).toBe(before.days[1]);
    });
  });

  it('never changes the tour it is given', () => {
    const before = foldTour(created, dayAdded('granada', '2025-04-05'), dayAdded('seville', '2025-04-02'), segmentAdded('seville', segment('alcazar', '09:00')));
    const snapshot = structuredClone(before);
    const later: TourEvent[] = [
      { type: 'DayChanged', data: { tourId, dayId: 'seville', changes: { date: '2025-04-06' } } },
      dayAdded('ronda', '2025-04-01'),
      { type: 'SegmentChanged', data: { tourId, dayId: 'seville', segmentId: 'alcazar', changes: { title: 'Real Alcázar' } } },
      { type: 'SegmentsReordered', data: { tourId, dayId: 'seville', segmentIds: ['alcazar'] } },
      { type: 'SegmentRemoved', data: { tourId, dayId: 'seville', segmentId: 'alcazar' } },
      { type: 'DayRemoved', data: { tourId, dayId: 'granada' } },
      { type: 'TourDeleted', data: { tourId } },
    ];
    for (const event of later) evolveTour(before, event);
    expect(before).toEqual(snapshot);
  });

  it('folds the events the decider records into the tour that was planned', () => {
    const commands: TourCommand[] = [
      {
        type: 'CreateTour',
        data: { tourId, title: 'Andalusia by coach', description: '', startDate: '2025-04-01', endDate: '2025-04-07', timezone: 'Europe/Madrid' },
      },
      { type: 'AddDay', data: { dayId: 'granada', date: '2025-04-05', title: 'Granada', description: '' } },
      { type: 'AddDay', data: { dayId: 'seville', date: '2025-04-02', title: 'Seville', description: '' } },
      { type: 'AddSegment', data: { dayId: 'seville', segmentId: 'alcazar', segment: segment('alcazar', '09:00') } },
      { type: 'AddSegment', data: { dayId: 'seville', segmentId: 'flamenco', segment: segment('flamenco', '16:00') } },
      { type: 'ReorderSegments', data: { dayId: 'seville', segmentIds: ['flamenco', 'alcazar'] } },
      { type: 'ChangeSegment', data: { dayId: 'seville', segmentId: 'flamenco', changes: { startTime: '08:00' } } },
      { type: 'ChangeTourStatus', data: { status: 'PLANNED' } },
    ];
    const context = { day: defaultSettings().day };
    const state = commands.reduce(
      (current, command) => tourDecider.decide(command, current, context).reduce(tourDecider.evolve, current),
      tourDecider.initialState,
    );
    const tour = tourOf(state);
    expect(tour.status).toBe('PLANNED');
    expect(tour.days.map((day) => day.id)).toEqual(['seville', 'granada']);
    expect(tour.days[0].segments).toEqual([segment('flamenco', '08:00'), segment('alcazar', '09:00')]);
  });
});

describe('TOUR_EVENT_TYPES', () => {
  it('lists each of the nineteen tour events once, for subscriptions and projections', () => {
    expect(new Set(TOUR_EVENT_TYPES).size).toBe(19);
    expect([...TOUR_EVENT_TYPES].sort()).toEqual(
      [
        'DayAdded',
        'DayChanged',
        'DayRemoved',
        'SegmentAdded',
        'SegmentChanged',
        'SegmentRemoved',
        'SegmentsReordered',
        'TourCreated',
        'TourDeleted',
        'TourDetailsChanged',
        'TourRestored',
        'TourStatusChanged',
        'SegmentMoved',
        'SegmentsRetimed',
        'DaysRedated',
        'TourShifted',
        'TourWizardStepReached',
        'ChangesUndone',
        'TourPurged',
      ].sort(),
    );
  });
});

describe('tourStreamName', () => {
  it('names one stream per tour of an organization', () => {
    expect(tourStreamName('org_42', 'tour-1')).toBe('tour-org_42.tour-1');
  });
});
