// Specifications of the whole-tour commands: copies and templates, shift, wizard steps, undo and purge.
import { deciderSpecification } from '../shared/decider-specification';
import { defaultSettings } from '../settings/settings';
import { copyPlan } from './day-planning';
import { evolve, initialTourState, type Day, type SegmentFields, type Tour, type TourEvent, type TourPlan, type TourStatus } from './tour';
import { tourDecider, type TourCommand, type TourContext } from './tour-commands';

const context: TourContext = { day: defaultSettings().day };
const given = deciderSpecification(tourDecider, context);

const tourId = 'tour-1';
const details = {
  title: 'Dolomites in June',
  description: 'Five days of hiking between huts.',
  startDate: '2025-06-10',
  endDate: '2025-06-14',
  timezone: 'Europe/Rome',
};

const created: TourEvent = { type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT' } };
const templateCreated: TourEvent = { type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', template: true } };
const statusChanged = (from: TourStatus, to: TourStatus): TourEvent => ({ type: 'TourStatusChanged', data: { tourId, from, to } });
const deleted: TourEvent = { type: 'TourDeleted', data: { tourId } };
const restored: TourEvent = { type: 'TourRestored', data: { tourId } };
const purged: TourEvent = { type: 'TourPurged', data: { tourId } };
const titleChanged = (title: string): TourEvent => ({ type: 'TourDetailsChanged', data: { tourId, changes: { title } } });
const wizardStepReached = (step: 'basics' | 'days' | 'segments' | 'review' | 'done'): TourEvent => ({ type: 'TourWizardStepReached', data: { tourId, step } });
const dayAdded = (dayId: string, date: string): TourEvent => ({ type: 'DayAdded', data: { tourId, day: { id: dayId, date, title: `Day on ${date}`, description: '' } } });
/** A segment that is not a flight reads the same as a command sends it and as the tour keeps it. */
type PlainSegment = Omit<SegmentFields, 'flight'> & { flight: null };
const segmentAdded = (dayId: string, segmentId: string, segment: SegmentFields): TourEvent => ({
  type: 'SegmentAdded',
  data: { tourId, dayId, segment: { id: segmentId, ...segment } },
});

const hike: PlainSegment = {
  type: 'activity',
  title: 'Hike to Rifugio Averau',
  startTime: '09:00',
  durationMinutes: 180,
  location: { name: 'Cortina d’Ampezzo', lat: 46.5405, lng: 12.1357 },
  notes: 'Bring poles.',
  flight: null,
  transfer: null,
};
const lunch: PlainSegment = { ...hike, type: 'meal', title: 'Lunch at the hut', startTime: '12:15', durationMinutes: 60, notes: '' };

/** A draft tour with its first day (day-1) holding a hike (seg-1) and a lunch (seg-2), and an empty last day (day-5): revisions 0 to 4. */
const plannedTour = [created, dayAdded('day-1', '2025-06-10'), dayAdded('day-5', '2025-06-14'), segmentAdded('day-1', 'seg-1', hike), segmentAdded('day-1', 'seg-2', lunch)];

const FORWARD: TourStatus[] = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];
/** The planned tour walked forward up to a status, or cancelled while a draft. */
const walkedTo = (status: TourStatus): TourEvent[] =>
  status === 'CANCELLED'
    ? [...plannedTour, statusChanged('DRAFT', 'CANCELLED')]
    : [...plannedTour, ...FORWARD.slice(1, FORWARD.indexOf(status) + 1).map((to, index) => statusChanged(FORWARD[index], to))];

/** The plan (details and days) a history folds into, as the API reads it at an earlier revision. */
const tourOf = (...events: TourEvent[]): Tour => {
  const state = events.reduce(evolve, initialTourState);
  if (state.status !== 'present') throw new Error('Expected a tour.');
  return state.tour;
};
const planOf = (...events: TourEvent[]): TourPlan => {
  const { title, description, startDate, endDate, timezone, days } = tourOf(...events);
  return { title, description, startDate, endDate, timezone, days };
};

describe('CreateTour from another tour', () => {
  const create = (data: Partial<Extract<TourCommand, { type: 'CreateTour' }>['data']> = {}): TourCommand => ({
    type: 'CreateTour',
    data: { tourId, ...details, ...data },
  });
  const origin = { kind: 'copy' as const, tourId: 'tour-0', title: 'Dolomites in May' };
  const copiedDays: Day[] = [
    { id: 'copy-day-3', date: '2025-06-12', title: 'Averau', description: '', segments: [{ id: 'copy-seg-1', ...hike }] },
    { id: 'copy-day-1', date: '2025-06-10', title: 'Arrival', description: 'Check in at the hotel.', segments: [] },
  ];

  it('creates a copy with the days it brings and where it came from', () => {
    given()
      .when(create({ days: copiedDays, origin }))
      .then({ type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', origin, days: copiedDays } });
  });

  it('creates a copy as PLANNED when asked', () => {
    given()
      .when(create({ days: copiedDays, origin, status: 'PLANNED' }))
      .then({ type: 'TourCreated', data: { tourId, ...details, status: 'PLANNED', origin, days: copiedDays } });
  });

  it('records no template flag, origin or days when the tour starts blank', () => {
    given()
      .when(create({ template: false, origin: null, days: [] }))
      .then(created);
  });

  it('accepts copied days on the first and the last date of the tour', () => {
    const edges: Day[] = [
      { id: 'copy-day-1', date: '2025-06-10', title: '', description: '', segments: [] },
      { id: 'copy-day-5', date: '2025-06-14', title: '', description: '', segments: [] },
    ];
    given()
      .when(create({ days: edges }))
      .then({ type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', days: edges } });
  });

  it('creates the copy of a whole tour planned by copyPlan, on a new start date', () => {
    const source = planOf(...plannedTour);
    const ids = ['copy-day-1', 'copy-seg-1', 'copy-seg-2', 'copy-day-5'];
    const plan = copyPlan(tourOf(...plannedTour), '2025-07-01', () => ids.shift()!);
    given()
      .when(create({ ...plan, origin }))
      .then({
        type: 'TourCreated',
        data: {
          tourId,
          ...details,
          startDate: '2025-07-01',
          endDate: '2025-07-05',
          status: 'DRAFT',
          origin,
          days: [
            { ...source.days[0], id: 'copy-day-1', date: '2025-07-01', segments: [{ id: 'copy-seg-1', ...hike }, { id: 'copy-seg-2', ...lunch }] },
            { ...source.days[1], id: 'copy-day-5', date: '2025-07-05' },
          ],
        },
      });
  });

  it('rejects a copied day before the tour starts', () => {
    given()
      .when(create({ days: [{ id: 'copy-day-0', date: '2025-06-09', title: '', description: '', segments: [] }] }))
      .thenThrows({ code: 'invalid', message: 'Days on 2025-06-09 fall outside the tour dates.', fields: { endDate: 'Must cover every copied day.' } });
  });

  it('rejects copied days after the tour ends, naming every one of them', () => {
    given()
      .when(
        create({
          days: [
            { id: 'copy-day-6', date: '2025-06-15', title: '', description: '', segments: [] },
            { id: 'copy-day-1', date: '2025-06-10', title: '', description: '', segments: [] },
            { id: 'copy-day-7', date: '2025-06-16', title: '', description: '', segments: [] },
          ],
        }),
      )
      .thenThrows({ code: 'invalid', message: 'Days on 2025-06-15, 2025-06-16 fall outside the tour dates.', fields: { endDate: 'Must cover every copied day.' } });
  });

  it('rejects two copied days on the same date', () => {
    given()
      .when(
        create({
          days: [
            { id: 'copy-day-1', date: '2025-06-11', title: '', description: '', segments: [] },
            { id: 'copy-day-2', date: '2025-06-11', title: '', description: '', segments: [] },
          ],
        }),
      )
      .thenThrows({ code: 'invalid', message: 'Two copied days share a date.' });
  });

  it('checks the tour dates before the copied days', () => {
    given()
      .when(create({ endDate: '2025-06-09', days: copiedDays }))
      .thenThrows({ code: 'invalid', message: 'The tour cannot end before it starts.', fields: { endDate: 'Must be on or after the start date.' } });
  });

  it('rejects a copy under the id of an existing tour', () => {
    given(created).when(create({ days: copiedDays, origin })).thenThrows({ code: 'conflict', message: 'A tour with this id already exists.' });
  });
});

describe('templates', () => {
  const createTemplate = (status?: 'DRAFT' | 'PLANNED'): TourCommand => ({
    type: 'CreateTour',
    data: { tourId, ...details, template: true, ...(status ? { status } : {}) },
  });

  it('creates a template as a DRAFT', () => {
    given().when(createTemplate()).then(templateCreated);
  });

  it('creates a template as a DRAFT even when asked for PLANNED', () => {
    given().when(createTemplate('PLANNED')).then(templateCreated);
  });

  it('creates a template from a tour, keeping where it came from', () => {
    const origin = { kind: 'copy' as const, tourId: 'tour-0', title: 'Dolomites in May' };
    given()
      .when({ type: 'CreateTour', data: { tourId, ...details, template: true, origin } })
      .then({ type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', template: true, origin } });
  });

  it.each<TourStatus>(['PLANNED', 'CANCELLED', 'CONFIRMED', 'DRAFT'])('refuses to let a template become %s', (status) => {
    given(templateCreated)
      .when({ type: 'ChangeTourStatus', data: { status } })
      .thenThrows({ code: 'conflict', message: 'A template has no status of its own; create a tour from it.' });
  });

  it('asks to restore a deleted template before anything else', () => {
    given(templateCreated, deleted)
      .when({ type: 'ChangeTourStatus', data: { status: 'PLANNED' } })
      .thenThrows({ code: 'conflict', message: 'The tour is deleted; restore it first.' });
  });

  it('lets a tour created from a template change its status', () => {
    given({ type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT', origin: { kind: 'template', tourId: 'template-1', title: 'Dolomites (template)' } } })
      .when({ type: 'ChangeTourStatus', data: { status: 'PLANNED' } })
      .then(statusChanged('DRAFT', 'PLANNED'));
  });

  it('lets a template be planned like a tour', () => {
    given(templateCreated)
      .when({ type: 'AddDay', data: { dayId: 'day-2', date: '2025-06-11', title: 'Tre Cime', description: '' } })
      .then({ type: 'DayAdded', data: { tourId, day: { id: 'day-2', date: '2025-06-11', title: 'Tre Cime', description: '' } } });
  });
});

describe('ShiftTour', () => {
  const shiftTo = (startDate: string): TourCommand => ({ type: 'ShiftTour', data: { startDate } });

  it('shifts the tour by the whole days between its start and the new start', () => {
    given(plannedTour).when(shiftTo('2025-06-17')).then({ type: 'TourShifted', data: { tourId, days: 7 } });
  });

  it('shifts the tour to an earlier start', () => {
    given(plannedTour).when(shiftTo('2025-06-01')).then({ type: 'TourShifted', data: { tourId, days: -9 } });
  });

  it('shifts the tour over a year, leap days counted', () => {
    given(plannedTour).when(shiftTo('2028-06-10')).then({ type: 'TourShifted', data: { tourId, days: 1096 } });
  });

  it('records nothing when the tour already starts on that date', () => {
    given(plannedTour).when(shiftTo('2025-06-10')).thenNothingHappened();
  });

  it('counts from the start date the tour has now', () => {
    given(plannedTour, { type: 'TourShifted', data: { tourId, days: 7 } })
      .when(shiftTo('2025-06-10'))
      .then({ type: 'TourShifted', data: { tourId, days: -7 } });
  });

  it('shifts a template too', () => {
    given(templateCreated).when(shiftTo('2025-06-11')).then({ type: 'TourShifted', data: { tourId, days: 1 } });
  });
});

describe('ReachWizardStep', () => {
  const reach = (step: 'basics' | 'days' | 'segments' | 'review' | 'done'): TourCommand => ({ type: 'ReachWizardStep', data: { step } });

  it('records the first step the wizard reaches', () => {
    given(created).when(reach('basics')).then(wizardStepReached('basics'));
  });

  it('records the next step', () => {
    given(created, wizardStepReached('basics')).when(reach('days')).then(wizardStepReached('days'));
  });

  it('records going back to an earlier step', () => {
    given(created, wizardStepReached('basics'), wizardStepReached('review')).when(reach('days')).then(wizardStepReached('days'));
  });

  it('records nothing when the wizard is already at that step', () => {
    given(created, wizardStepReached('segments')).when(reach('segments')).thenNothingHappened();
  });

  it('records the last step', () => {
    given(created, wizardStepReached('review')).when(reach('done')).then(wizardStepReached('done'));
  });
});

describe('UndoChanges', () => {
  const undo = (toRevision: number, plan: TourPlan): TourCommand => ({ type: 'UndoChanges', data: { toRevision, plan } });
  const changesUndone = (toRevision: number, plan: TourPlan): TourEvent => ({ type: 'ChangesUndone', data: { tourId, toRevision, plan } });

  it('puts back the details and the days the tour had at an earlier revision', () => {
    const earlier = planOf(...plannedTour);
    given(
      plannedTour,
      titleChanged('Dolomites in July'),
      { type: 'DayRemoved', data: { tourId, dayId: 'day-5' } },
      { type: 'SegmentRemoved', data: { tourId, dayId: 'day-1', segmentId: 'seg-2' } },
    )
      .when(undo(4, earlier))
      .then(changesUndone(4, earlier));
  });

  it('puts back dates the tour was shifted away from', () => {
    const earlier = planOf(...plannedTour);
    given(plannedTour, { type: 'TourShifted', data: { tourId, days: 7 } })
      .when(undo(4, earlier))
      .then(changesUndone(4, earlier));
  });

  it('puts back a plan that differs only in one segment', () => {
    const earlier = planOf(...plannedTour);
    given(plannedTour, { type: 'SegmentChanged', data: { tourId, dayId: 'day-1', segmentId: 'seg-2', changes: { startTime: '13:00' } } })
      .when(undo(4, earlier))
      .then(changesUndone(4, earlier));
  });

  it('records nothing when the tour already has that plan', () => {
    given(plannedTour, titleChanged('Dolomites in July'), titleChanged(details.title)).when(undo(4, planOf(...plannedTour))).thenNothingHappened();
  });

  it('undoes an undo', () => {
    const later = planOf(...plannedTour, titleChanged('Dolomites in July'));
    const earlier = planOf(...plannedTour);
    given(plannedTour, titleChanged('Dolomites in July'), changesUndone(4, earlier))
      .when(undo(5, later))
      .then(changesUndone(5, later));
  });
});

describe('PurgeTour', () => {
  it('purges a deleted tour', () => {
    given(plannedTour, deleted).when({ type: 'PurgeTour' }).then(purged);
  });

  it.each<TourStatus>(['COMPLETED', 'CANCELLED'])('purges a deleted %s tour', (status) => {
    given(walkedTo(status), deleted).when({ type: 'PurgeTour' }).then(purged);
  });

  it('purges a deleted template', () => {
    given(templateCreated, deleted).when({ type: 'PurgeTour' }).then(purged);
  });

  it('rejects purging a tour that is not deleted', () => {
    given(plannedTour).when({ type: 'PurgeTour' }).thenThrows({ code: 'conflict', message: 'Only a deleted tour can be purged; delete it first.' });
  });

  it('rejects purging a tour that was deleted and then restored', () => {
    given(plannedTour, deleted, restored).when({ type: 'PurgeTour' }).thenThrows({ code: 'conflict', message: 'Only a deleted tour can be purged; delete it first.' });
  });

  it('rejects purging a tour that does not exist', () => {
    given().when({ type: 'PurgeTour' }).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });

  it('rejects purging a tour twice', () => {
    given(plannedTour, deleted, purged).when({ type: 'PurgeTour' }).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });
});

describe('a purged tour', () => {
  const everyCommandOnATour: [string, TourCommand][] = [
    ['ChangeTourDetails', { type: 'ChangeTourDetails', data: { changes: { title: 'Dolomites in July' } } }],
    ['ChangeTourStatus', { type: 'ChangeTourStatus', data: { status: 'PLANNED' } }],
    ['DeleteTour', { type: 'DeleteTour' }],
    ['RestoreTour', { type: 'RestoreTour' }],
    ['PurgeTour', { type: 'PurgeTour' }],
    ['ShiftTour', { type: 'ShiftTour', data: { startDate: '2025-06-17' } }],
    ['ReachWizardStep', { type: 'ReachWizardStep', data: { step: 'days' } }],
    ['UndoChanges', { type: 'UndoChanges', data: { toRevision: 0, plan: planOf(created) } }],
    ['AddDay', { type: 'AddDay', data: { dayId: 'day-2', date: '2025-06-11', title: '', description: '' } }],
    ['InsertDay', { type: 'InsertDay', data: { dayId: 'day-2', date: '2025-06-11', title: '', description: '' } }],
    ['DuplicateDay', { type: 'DuplicateDay', data: { dayId: 'day-1', newDayId: 'day-2', newSegmentIds: ['seg-3', 'seg-4'] } }],
    ['ChangeDay', { type: 'ChangeDay', data: { dayId: 'day-1', changes: { title: 'Arrival' } } }],
    ['RemoveDay', { type: 'RemoveDay', data: { dayId: 'day-5', redate: true } }],
    ['AddSegment', { type: 'AddSegment', data: { dayId: 'day-5', segmentId: 'seg-9', segment: hike } }],
    ['ChangeSegment', { type: 'ChangeSegment', data: { dayId: 'day-1', segmentId: 'seg-1', changes: { title: 'Short hike' } } }],
    ['RemoveSegment', { type: 'RemoveSegment', data: { dayId: 'day-1', segmentId: 'seg-2' } }],
    ['ReorderSegments', { type: 'ReorderSegments', data: { dayId: 'day-1', segmentIds: ['seg-2', 'seg-1'] } }],
    ['MoveSegment', { type: 'MoveSegment', data: { segmentId: 'seg-2', toDayId: 'day-5', toIndex: 0 } }],
  ];

  it('is asked every command a tour accepts, except its creation', () => {
    const asked = new Set(everyCommandOnATour.map(([type]) => type));
    expect(asked.size).toBe(18);
    expect(asked.has('CreateTour')).toBe(false);
  });

  it.each(everyCommandOnATour)('answers %s with Tour not found.', (_, command) => {
    given(plannedTour, deleted, purged).when(command).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });

  it('keeps its id: a new tour cannot be created under it', () => {
    given(plannedTour, deleted, purged)
      .when({ type: 'CreateTour', data: { tourId, ...details } })
      .thenThrows({ code: 'conflict', message: 'A tour with this id already exists.' });
  });
});

describe('whole-tour commands on tours that can no longer be planned', () => {
  const commands: [string, TourCommand][] = [
    ['ShiftTour', { type: 'ShiftTour', data: { startDate: '2025-06-17' } }],
    ['ReachWizardStep', { type: 'ReachWizardStep', data: { step: 'days' } }],
    ['UndoChanges', { type: 'UndoChanges', data: { toRevision: 0, plan: planOf(created) } }],
  ];

  it.each(commands)('rejects %s on a tour that does not exist', (_, command) => {
    given().when(command).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });

  it.each(commands)('rejects %s on a deleted tour', (_, command) => {
    given(plannedTour, deleted).when(command).thenThrows({ code: 'conflict', message: 'The tour is deleted; restore it first.' });
  });

  it.each(commands)('rejects %s on a COMPLETED tour', (_, command) => {
    given(walkedTo('COMPLETED')).when(command).thenThrows({ code: 'conflict', message: 'A COMPLETED tour can no longer be changed.' });
  });

  it.each(commands)('rejects %s on a CANCELLED tour', (_, command) => {
    given(walkedTo('CANCELLED')).when(command).thenThrows({ code: 'conflict', message: 'A CANCELLED tour can no longer be changed.' });
  });

  it.each(commands)('still accepts %s while the tour is IN_PROGRESS', (_, command) => {
    expect(tourDecider.decide(command, walkedTo('IN_PROGRESS').reduce(tourDecider.evolve, tourDecider.initialState), context)).toHaveLength(1);
  });

  it.each(commands)('accepts %s again once the tour is restored', (_, command) => {
    expect(tourDecider.decide(command, [...plannedTour, deleted, restored].reduce(tourDecider.evolve, tourDecider.initialState), context)).toHaveLength(1);
  });
});
