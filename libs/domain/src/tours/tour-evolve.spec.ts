// Specifications of evolve for the planning events: copies, moves, re-timing, re-dating, shifts, wizard steps, undo and purge.
import { defaultSettings } from '../settings/settings';
import { evolve, evolveTour, initialTourState, shiftSegment, shiftTour, type Day, type Segment, type Tour, type TourEvent, type TourPlan, type TourState } from './tour';
import { tourDecider, type TourCommand, type TourContext } from './tour-commands';

const tourId = 'tour-1';
const details = { title: 'Andalusia by coach', description: '', startDate: '2025-04-01', endDate: '2025-04-07', timezone: 'Europe/Madrid' };
const created: TourEvent = { type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT' } };
const dayAdded = (id: string, date: string): TourEvent => ({ type: 'DayAdded', data: { tourId, day: { id, date, title: id, description: '' } } });
const segment = (id: string, startTime: string): Segment => ({
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

const flight: Segment = {
  ...segment('flight-home', '18:00'),
  type: 'flight',
  durationMinutes: 70,
  flight: {
    flightNumber: 'IB3171',
    from: 'AGP',
    to: 'MAD',
    departure: { localTime: '2025-04-07T18:00', timeZone: 'Europe/Madrid', instant: '2025-04-07T16:00:00.000Z' },
    arrival: { localTime: '2025-04-07T19:10', timeZone: 'Europe/Madrid', instant: '2025-04-07T17:10:00.000Z' },
  },
};
const stay: Segment = { ...segment('parador', '16:00'), type: 'accommodation', accommodation: { checkIn: '2025-04-05T15:00', checkOut: '2025-04-07T11:00' } };
const legacyStay: Segment = { ...segment('old-inn', '16:00'), type: 'accommodation' };

const fold = (...events: (TourEvent | TourEvent[])[]): TourState => events.flat().reduce(evolve, initialTourState);
const foldTour = (...events: (TourEvent | TourEvent[])[]): Tour => {
  const state = fold(...events);
  if (state.status !== 'present') throw new Error('Expected a tour.');
  return state.tour;
};
const segmentIds = (tour: Tour, dayId: string) => tour.days.find((day) => day.id === dayId)!.segments.map((s) => s.id);
const startTimes = (tour: Tour, dayId: string) => tour.days.find((day) => day.id === dayId)!.segments.map((s) => [s.id, s.startTime]);

/** Seville (2nd) with the Alcázar and the cathedral, Córdoba (3rd) with the Mezquita, Granada (5th) with a stay and the flight home (7th is empty). */
const andalusia: TourEvent[] = [
  created,
  dayAdded('seville', '2025-04-02'),
  dayAdded('cordoba', '2025-04-03'),
  dayAdded('granada', '2025-04-05'),
  segmentAdded('seville', segment('alcazar', '09:00')),
  segmentAdded('seville', segment('cathedral', '11:00')),
  segmentAdded('cordoba', segment('mezquita', '10:00')),
  segmentAdded('granada', stay),
  segmentAdded('granada', flight),
];

describe('evolve of TourCreated for a copy or a template', () => {
  const origin = { kind: 'template' as const, tourId: 'template-1', title: 'Andalusia (template)' };
  const copiedDays: Day[] = [
    { id: 'granada', date: '2025-04-05', title: 'Granada', description: '', segments: [stay] },
    { id: 'seville', date: '2025-04-02', title: 'Seville', description: '', segments: [segment('alcazar', '09:00')] },
  ];

  it('builds the tour with the copied days in date order, their segments, and where it came from', () => {
    expect(foldTour({ type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', origin, days: copiedDays } })).toEqual({
      id: tourId,
      ...details,
      status: 'DRAFT',
      deleted: false,
      purged: false,
      template: false,
      origin,
      wizardStep: null,
      days: [copiedDays[1], copiedDays[0]],
    });
  });

  it('marks a template', () => {
    expect(foldTour({ type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', template: true } })).toMatchObject({ template: true, origin: null, days: [] });
  });

  it('leaves the copied days of the event in their order', () => {
    const event: TourEvent = { type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', days: copiedDays } };
    foldTour(event);
    expect(copiedDays.map((day) => day.id)).toEqual(['granada', 'seville']);
  });
});

describe('evolve of SegmentMoved', () => {
  const moved = (segmentId: string, fromDayId: string, toDayId: string, toIndex: number): TourEvent => ({
    type: 'SegmentMoved',
    data: { tourId, segmentId, fromDayId, toDayId, toIndex },
  });

  it('takes the segment out of its day and puts it at the position in the other day, unchanged', () => {
    const tour = foldTour(andalusia, moved('cathedral', 'seville', 'cordoba', 0));
    expect(segmentIds(tour, 'seville')).toEqual(['alcazar']);
    expect(segmentIds(tour, 'cordoba')).toEqual(['cathedral', 'mezquita']);
    expect(tour.days[1].segments[0]).toEqual(segment('cathedral', '11:00'));
  });

  it('puts the segment at the end of the other day', () => {
    expect(segmentIds(foldTour(andalusia, moved('alcazar', 'seville', 'granada', 2)), 'granada')).toEqual(['parador', 'flight-home', 'alcazar']);
  });

  it('puts the segment between two others', () => {
    expect(segmentIds(foldTour(andalusia, moved('mezquita', 'cordoba', 'granada', 1)), 'granada')).toEqual(['parador', 'mezquita', 'flight-home']);
  });

  it('moves a segment within its own day', () => {
    expect(segmentIds(foldTour(andalusia, moved('alcazar', 'seville', 'seville', 1)), 'seville')).toEqual(['cathedral', 'alcazar']);
  });

  it('leaves the tour as it is when the segment is not on the day it moves from', () => {
    const before = foldTour(andalusia);
    expect(evolveTour(before, moved('mezquita', 'seville', 'granada', 0))).toBe(before);
  });
});

describe('evolve of SegmentsRetimed', () => {
  it('gives the listed segments their new start times and leaves the others alone', () => {
    const before = foldTour(andalusia, segmentAdded('seville', segment('flamenco', '21:00')));
    const after = evolveTour(before, { type: 'SegmentsRetimed', data: { tourId, dayId: 'seville', startTimes: { cathedral: '10:15', flamenco: '11:30' } } })!;
    expect(startTimes(after, 'seville')).toEqual([
      ['alcazar', '09:00'],
      ['cathedral', '10:15'],
      ['flamenco', '11:30'],
    ]);
    expect(after.days[0].segments[0]).toBe(before.days[0].segments[0]);
    expect(after.days[1]).toBe(before.days[1]);
  });

  it('re-times only the segments of the day it names', () => {
    const tour = foldTour(andalusia, { type: 'SegmentsRetimed', data: { tourId, dayId: 'seville', startTimes: { mezquita: '12:00' } } });
    expect(startTimes(tour, 'cordoba')).toEqual([['mezquita', '10:00']]);
  });
});

describe('evolve of DaysRedated', () => {
  it('gives the listed days their new dates, with their segments', () => {
    const tour = foldTour(andalusia, { type: 'DaysRedated', data: { tourId, dates: { cordoba: '2025-04-04', granada: '2025-04-06' } } });
    expect(tour.days.map((day) => [day.id, day.date, day.segments.length])).toEqual([
      ['seville', '2025-04-02', 2],
      ['cordoba', '2025-04-04', 1],
      ['granada', '2025-04-06', 2],
    ]);
  });

  it('re-sorts the days by their new dates', () => {
    const tour = foldTour(andalusia, { type: 'DaysRedated', data: { tourId, dates: { seville: '2025-04-04' } } });
    expect(tour.days.map((day) => [day.id, day.date])).toEqual([
      ['cordoba', '2025-04-03'],
      ['seville', '2025-04-04'],
      ['granada', '2025-04-05'],
    ]);
  });

  it('leaves the tour dates alone', () => {
    expect(foldTour(andalusia, { type: 'DaysRedated', data: { tourId, dates: { granada: '2025-04-06' } } })).toMatchObject({ startDate: '2025-04-01', endDate: '2025-04-07' });
  });
});

describe('evolve of TourShifted', () => {
  const shifted = (days: number): TourEvent => ({ type: 'TourShifted', data: { tourId, days } });

  it('moves the tour dates and every day by the same number of days', () => {
    const tour = foldTour(andalusia, shifted(30));
    expect([tour.startDate, tour.endDate]).toEqual(['2025-05-01', '2025-05-07']);
    expect(tour.days.map((day) => [day.id, day.date])).toEqual([
      ['seville', '2025-05-02'],
      ['cordoba', '2025-05-03'],
      ['granada', '2025-05-05'],
    ]);
  });

  it('moves the flight and the stay check-in and check-out, keeping their local times', () => {
    const [parador, flightHome] = foldTour(andalusia, shifted(30)).days[2].segments;
    expect(parador.accommodation).toEqual({ checkIn: '2025-05-05T15:00', checkOut: '2025-05-07T11:00' });
    expect(flightHome.flight).toEqual({
      ...flight.flight,
      departure: { localTime: '2025-05-07T18:00', timeZone: 'Europe/Madrid', instant: '2025-05-07T16:00:00.000Z' },
      arrival: { localTime: '2025-05-07T19:10', timeZone: 'Europe/Madrid', instant: '2025-05-07T17:10:00.000Z' },
    });
  });

  it('moves the tour earlier', () => {
    const tour = foldTour(andalusia, shifted(-2));
    expect([tour.startDate, tour.endDate, tour.days[0].date]).toEqual(['2025-03-30', '2025-04-05', '2025-03-31']);
    expect(tour.days[2].segments[1].flight?.departure.localTime).toBe('2025-04-05T18:00');
  });

  it('leaves everything else about the segments as it was', () => {
    const before = foldTour(andalusia, segmentAdded('cordoba', legacyStay), segmentAdded('cordoba', { ...segment('patios', '16:00'), accommodation: null }));
    const after = evolveTour(before, shifted(30))!;
    expect(after.days[0].segments).toEqual(before.days[0].segments);
    const [mezquita, oldInn, patios] = after.days[1].segments;
    expect(mezquita).toEqual(segment('mezquita', '10:00'));
    expect('accommodation' in oldInn).toBe(false);
    expect(patios.accommodation).toBeNull();
  });

  it('keeps the rest of the tour', () => {
    const tour = foldTour(andalusia, { type: 'TourWizardStepReached', data: { tourId, step: 'days' } }, shifted(1));
    expect(tour).toMatchObject({ id: tourId, title: details.title, timezone: 'Europe/Madrid', status: 'DRAFT', wizardStep: 'days', deleted: false });
  });

  it('is what shiftTour does to a plan', () => {
    const before = foldTour(andalusia);
    const plan: TourPlan = { title: before.title, description: before.description, startDate: before.startDate, endDate: before.endDate, timezone: before.timezone, days: before.days };
    const { id: _id, status: _s, deleted: _d, purged: _p, template: _t, origin: _o, wizardStep: _w, ...shiftedPlan } = evolveTour(before, shifted(9))!;
    expect(shiftTour(plan, 9)).toEqual(shiftedPlan);
  });
});

describe('evolve of TourWizardStepReached', () => {
  it('records the step the wizard reached, the last one winning', () => {
    const reached = (step: 'basics' | 'review'): TourEvent => ({ type: 'TourWizardStepReached', data: { tourId, step } });
    expect(foldTour(created, reached('basics')).wizardStep).toBe('basics');
    expect(foldTour(created, reached('review'), reached('basics')).wizardStep).toBe('basics');
  });
});

describe('evolve of ChangesUndone', () => {
  const plan: TourPlan = {
    title: 'Andalusia',
    description: 'Three cities.',
    startDate: '2025-04-02',
    endDate: '2025-04-04',
    timezone: 'Europe/Madrid',
    days: [{ id: 'seville', date: '2025-04-02', title: 'Seville', description: '', segments: [segment('alcazar', '09:30')] }],
  };

  it('puts back the details and the days of the plan', () => {
    const tour = foldTour(andalusia, { type: 'ChangesUndone', data: { tourId, toRevision: 3, plan } });
    expect(tour).toMatchObject(plan);
    expect(tour.days).toEqual(plan.days);
  });

  it('keeps what is not part of a plan: id, status, deletion, template flag, origin and wizard step', () => {
    const history: TourEvent[] = [
      { type: 'TourCreated', data: { tourId, ...details, status: 'PLANNED', origin: { kind: 'copy', tourId: 'tour-0', title: 'Andalusia 2024' } } },
      { type: 'TourWizardStepReached', data: { tourId, step: 'review' } },
      { type: 'ChangesUndone', data: { tourId, toRevision: 0, plan } },
    ];
    expect(foldTour(history)).toEqual({
      id: tourId,
      ...plan,
      status: 'PLANNED',
      deleted: false,
      purged: false,
      template: false,
      origin: { kind: 'copy', tourId: 'tour-0', title: 'Andalusia 2024' },
      wizardStep: 'review',
    });
  });
});

describe('evolve of TourPurged', () => {
  it('marks the tour purged and keeps it, as the audit trail does', () => {
    const state = fold(andalusia, { type: 'TourDeleted', data: { tourId } }, { type: 'TourPurged', data: { tourId } });
    expect(state).toMatchObject({ status: 'present', tour: { purged: true, deleted: true, days: [{ id: 'seville' }, { id: 'cordoba' }, { id: 'granada' }] } });
  });
});

describe('evolve of the planning events', () => {
  it('never changes the tour it is given', () => {
    const before = foldTour(andalusia);
    const snapshot = structuredClone(before);
    const later: TourEvent[] = [
      { type: 'SegmentMoved', data: { tourId, segmentId: 'alcazar', fromDayId: 'seville', toDayId: 'cordoba', toIndex: 0 } },
      { type: 'SegmentsRetimed', data: { tourId, dayId: 'seville', startTimes: { cathedral: '10:15' } } },
      { type: 'DaysRedated', data: { tourId, dates: { seville: '2025-04-06' } } },
      { type: 'TourShifted', data: { tourId, days: 3 } },
      { type: 'TourWizardStepReached', data: { tourId, step: 'days' } },
      { type: 'ChangesUndone', data: { tourId, toRevision: 0, plan: { ...details, days: [] } } },
      { type: 'TourPurged', data: { tourId } },
    ];
    for (const event of later) evolveTour(before, event);
    expect(before).toEqual(snapshot);
  });

  it('ignores them for a tour that was never created', () => {
    expect(evolveTour(null, { type: 'TourShifted', data: { tourId, days: 3 } })).toBeNull();
    expect(fold({ type: 'TourPurged', data: { tourId } })).toEqual({ status: 'absent' });
  });
});

describe('folding what the decider records', () => {
  const context: TourContext = { day: defaultSettings().day, autoFill: true };
  const run = (state: TourState, ...commands: TourCommand[]) =>
    commands.reduce((current, command) => tourDecider.decide(command, current, context).reduce(tourDecider.evolve, current), state);
  const planned = () => {
    const state = fold(andalusia);
    if (state.status !== 'present') throw new Error('Expected a tour.');
    return state;
  };
  const tourIn = (state: TourState) => {
    if (state.status !== 'present') throw new Error('Expected a tour.');
    return state.tour;
  };

  it('inserts a day and makes room for it', () => {
    const tour = tourIn(run(planned(), { type: 'InsertDay', data: { dayId: 'ronda', date: '2025-04-03', title: 'Ronda', description: '' } }));
    expect(tour.days.map((day) => [day.id, day.date])).toEqual([
      ['seville', '2025-04-02'],
      ['ronda', '2025-04-03'],
      ['cordoba', '2025-04-04'],
      ['granada', '2025-04-06'],
    ]);
    expect(tour.endDate).toBe('2025-04-07');
  });

  it('duplicates the last planned day and extends the tour when needed', () => {
    const tour = tourIn(
      run(
        planned(),
        { type: 'ChangeDay', data: { dayId: 'granada', changes: { date: '2025-04-07' } } },
        { type: 'DuplicateDay', data: { dayId: 'granada', newDayId: 'granada-2', newSegmentIds: ['parador-2', 'flight-home-2', 'spare'] } },
      ),
    );
    expect(tour.endDate).toBe('2025-04-08');
    expect(tour.days.map((day) => [day.id, day.date])).toEqual([
      ['seville', '2025-04-02'],
      ['cordoba', '2025-04-03'],
      ['granada', '2025-04-07'],
      ['granada-2', '2025-04-08'],
    ]);
    // The copy lands a day later, and so do its flight and stay.
    expect(tour.days[3].segments).toEqual(tour.days[2].segments.map((segment, index) => shiftSegment({ ...segment, id: ['parador-2', 'flight-home-2'][index] }, 1)));
  });

  it('removes a day and closes the gap', () => {
    const tour = tourIn(run(planned(), { type: 'RemoveDay', data: { dayId: 'seville', redate: true } }));
    expect(tour.endDate).toBe('2025-04-06');
    expect(tour.days.map((day) => [day.id, day.date])).toEqual([
      ['cordoba', '2025-04-02'],
      ['granada', '2025-04-04'],
    ]);
  });

  it('moves a segment to another day and re-times both', () => {
    const tour = tourIn(run(planned(), { type: 'MoveSegment', data: { segmentId: 'alcazar', toDayId: 'cordoba', toIndex: 1 } }));
    expect(startTimes(tour, 'seville')).toEqual([['cathedral', '11:00']]);
    expect(startTimes(tour, 'cordoba')).toEqual([
      ['mezquita', '10:00'],
      ['alcazar', '11:15'],
    ]);
  });

  it('shifts the tour and undoes the shift', () => {
    const before = tourIn(planned());
    const shifted = run(planned(), { type: 'ShiftTour', data: { startDate: '2025-09-01' } });
    expect(tourIn(shifted).days[2].segments[1].flight?.departure.localTime).toBe('2025-09-07T18:00');
    const { title, description, startDate, endDate, timezone, days } = before;
    expect(tourIn(run(shifted, { type: 'UndoChanges', data: { toRevision: 8, plan: { title, description, startDate, endDate, timezone, days } } }))).toEqual(before);
  });
});

describe('moving a day moves what happens on it', () => {
  it('re-dates the flights and stays of a day whose date changes', () => {
    const tour = foldTour(andalusia, { type: 'DayChanged', data: { tourId, dayId: 'granada', changes: { date: '2025-04-06' } } });
    const granada = tour.days.find((day) => day.id === 'granada')!;
    expect(granada.segments.map((segment) => segment.accommodation?.checkIn ?? segment.flight?.departure.localTime)).toEqual(['2025-04-06T15:00', '2025-04-08T18:00']);
  });

  it('re-dates the flights and stays of days moved by an insert or a removal', () => {
    const tour = foldTour(andalusia, { type: 'DaysRedated', data: { tourId, dates: { granada: '2025-04-04' } } });
    expect(tour.days.find((day) => day.id === 'granada')!.segments[0].accommodation).toEqual({ checkIn: '2025-04-04T15:00', checkOut: '2025-04-06T11:00' });
  });
});
