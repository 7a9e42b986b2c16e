// Specifications of planning days and segments: insert, duplicate, remove with re-dating, move, re-time, and stays.
import { deciderSpecification } from '../shared/decider-specification';
import { defaultSettings } from '../settings/settings';
import { shiftSegment, type SegmentFields, type SegmentRequest, type TourEvent, type TourStatus } from './tour';
import { tourDecider, type TourCommand, type TourContext } from './tour-commands';

const context: TourContext = { day: defaultSettings().day };
const given = deciderSpecification(tourDecider, context);
const givenAutoFill = deciderSpecification(tourDecider, { ...context, autoFill: true });

const tourId = 'tour-1';
const details = {
  title: 'Dolomites in June',
  description: 'Five days of hiking between huts.',
  startDate: '2025-06-10',
  endDate: '2025-06-14',
  timezone: 'Europe/Rome',
};

const created: TourEvent = { type: 'TourCreated', data: { tourId, ...details, status: 'DRAFT' } };
const statusChanged = (from: TourStatus, to: TourStatus): TourEvent => ({ type: 'TourStatusChanged', data: { tourId, from, to } });
const deleted: TourEvent = { type: 'TourDeleted', data: { tourId } };
const dayAdded = (dayId: string, date: string, title = `Day on ${date}`, description = ''): TourEvent => ({
  type: 'DayAdded',
  data: { tourId, day: { id: dayId, date, title, description } },
});
/** A segment that is not a flight reads the same as a command sends it and as the tour keeps it. */
type PlainSegment = Omit<SegmentFields, 'flight'> & { flight: null };
const segmentAdded = (dayId: string, segmentId: string, segment: SegmentFields): TourEvent => ({
  type: 'SegmentAdded',
  data: { tourId, dayId, segment: { id: segmentId, ...segment } },
});
const endDateChanged = (endDate: string): TourEvent => ({ type: 'TourDetailsChanged', data: { tourId, changes: { endDate } } });
const daysRedated = (dates: Record<string, string>): TourEvent => ({ type: 'DaysRedated', data: { tourId, dates } });
const dayRemoved = (dayId: string): TourEvent => ({ type: 'DayRemoved', data: { tourId, dayId } });
const segmentsReordered = (dayId: string, segmentIds: string[]): TourEvent => ({ type: 'SegmentsReordered', data: { tourId, dayId, segmentIds } });
const segmentsRetimed = (dayId: string, startTimes: Record<string, string>): TourEvent => ({ type: 'SegmentsRetimed', data: { tourId, dayId, startTimes } });
const segmentMoved = (segmentId: string, fromDayId: string, toDayId: string, toIndex: number): TourEvent => ({
  type: 'SegmentMoved',
  data: { tourId, segmentId, fromDayId, toDayId, toIndex },
});

const cortina = { name: 'Cortina d’Ampezzo', lat: 46.5405, lng: 12.1357 };
const activity = (title: string, startTime: string, durationMinutes: number): PlainSegment => ({
  type: 'activity',
  title,
  startTime,
  durationMinutes,
  location: cortina,
  notes: '',
  flight: null,
  transfer: null,
});
const hike = { ...activity('Hike to Rifugio Averau', '09:00', 180), notes: 'Bring poles.' };
const lunch: PlainSegment = { ...activity('Lunch at the hut', '12:15', 60), type: 'meal' };
const museum = activity('Museo delle Regole', '10:00', 90);
const gelato: PlainSegment = { ...activity('Gelato on the Corso', '11:45', 30), type: 'meal' };
const concert = activity('Concert in the square', '16:00', 120);
const stay: PlainSegment = {
  type: 'accommodation',
  title: 'Hotel de la Poste',
  startTime: '16:00',
  durationMinutes: 0,
  location: cortina,
  notes: '',
  flight: null,
  transfer: null,
  accommodation: { checkIn: '2025-06-12T15:00', checkOut: '2025-06-14T10:00' },
};

/**
 * A draft tour from 10 to 14 June: day-1 (10th) holds a hike (seg-1, 09:00, 3 h) and lunch (seg-2, 12:15, 1 h), day-3 (12th)
 * a museum (seg-3, 10:00, 90 min), gelato (seg-4, 11:45, 30 min) and a concert (seg-5, 16:00, 2 h); day-5 (14th) is empty.
 * With the default 15-minute break, both days already follow the auto-fill rule.
 */
const plannedTour = [
  created,
  dayAdded('day-1', '2025-06-10', 'Arrival', 'Meet at the hotel.'),
  dayAdded('day-3', '2025-06-12'),
  dayAdded('day-5', '2025-06-14'),
  segmentAdded('day-1', 'seg-1', hike),
  segmentAdded('day-1', 'seg-2', lunch),
  segmentAdded('day-3', 'seg-3', museum),
  segmentAdded('day-3', 'seg-4', gelato),
  segmentAdded('day-3', 'seg-5', concert),
];

const FORWARD: TourStatus[] = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];
const walkedTo = (status: TourStatus): TourEvent[] =>
  status === 'CANCELLED'
    ? [...plannedTour, statusChanged('DRAFT', 'CANCELLED')]
    : [...plannedTour, ...FORWARD.slice(1, FORWARD.indexOf(status) + 1).map((to, index) => statusChanged(FORWARD[index], to))];

describe('InsertDay', () => {
  const insertDay = (dayId: string, date: string): TourCommand => ({ type: 'InsertDay', data: { dayId, date, title: 'Rest day', description: 'Spa or lake.' } });
  const inserted = (dayId: string, date: string): TourEvent => dayAdded(dayId, date, 'Rest day', 'Spa or lake.');

  it('moves the day on that date and every later day one day on, and extends the tour to cover them', () => {
    given(plannedTour)
      .when(insertDay('day-2', '2025-06-12'))
      .then(endDateChanged('2025-06-15'), daysRedated({ 'day-3': '2025-06-13', 'day-5': '2025-06-15' }), inserted('day-2', '2025-06-12'));
  });

  it('moves only the later days when the date is free', () => {
    given(plannedTour)
      .when(insertDay('day-4', '2025-06-13'))
      .then(endDateChanged('2025-06-15'), daysRedated({ 'day-5': '2025-06-15' }), inserted('day-4', '2025-06-13'));
  });

  it('moves every day when inserted on the first date of the tour', () => {
    given(plannedTour)
      .when(insertDay('day-0', '2025-06-10'))
      .then(endDateChanged('2025-06-15'), daysRedated({ 'day-1': '2025-06-11', 'day-3': '2025-06-13', 'day-5': '2025-06-15' }), inserted('day-0', '2025-06-10'));
  });

  it('accepts the day after the tour ends, and extends the tour to it', () => {
    given(plannedTour).when(insertDay('day-6', '2025-06-15')).then(endDateChanged('2025-06-15'), inserted('day-6', '2025-06-15'));
  });

  it('keeps the end date when no day has to move past it', () => {
    given(created, dayAdded('day-1', '2025-06-10')).when(insertDay('day-2', '2025-06-11')).then(inserted('day-2', '2025-06-11'));
  });

  it('keeps the end date when the days it moves still fit in the tour', () => {
    given(created, dayAdded('day-1', '2025-06-10'), dayAdded('day-2', '2025-06-11'))
      .when(insertDay('day-0', '2025-06-10'))
      .then(daysRedated({ 'day-1': '2025-06-11', 'day-2': '2025-06-12' }), inserted('day-0', '2025-06-10'));
  });

  it('rejects a date beyond the day after the tour ends', () => {
    given(plannedTour).when(insertDay('day-7', '2025-06-16')).thenThrows({
      code: 'invalid',
      message: '2025-06-16 is outside the tour (2025-06-10 to 2025-06-14).',
      fields: { date: 'Must lie within the tour dates, or be the day after it ends.' },
    });
  });

  it('rejects a date before the tour starts', () => {
    given(plannedTour).when(insertDay('day-0', '2025-06-09')).thenThrows({
      code: 'invalid',
      message: '2025-06-09 is outside the tour (2025-06-10 to 2025-06-14).',
      fields: { date: 'Must lie within the tour dates, or be the day after it ends.' },
    });
  });

  it('rejects an id a day of the tour already has', () => {
    given(plannedTour).when(insertDay('day-3', '2025-06-11')).thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id day-3; make a new id for what you add.' });
  });

  it('rejects an id a segment of the tour already has', () => {
    given(plannedTour).when(insertDay('seg-1', '2025-06-11')).thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id seg-1; make a new id for what you add.' });
  });
});

describe('DuplicateDay', () => {
  const duplicateDay = (dayId: string, newDayId: string, newSegmentIds: string[]): TourCommand => ({ type: 'DuplicateDay', data: { dayId, newDayId, newSegmentIds } });
  const firstDayDuplicated: TourEvent[] = [
    endDateChanged('2025-06-15'),
    daysRedated({ 'day-3': '2025-06-13', 'day-5': '2025-06-15' }),
    dayAdded('day-1b', '2025-06-11', 'Arrival', 'Meet at the hotel.'),
    segmentAdded('day-1b', 'seg-1b', hike),
    segmentAdded('day-1b', 'seg-2b', lunch),
  ];

  it('copies the day and its segments under new ids onto the next date, moving the later days one day on', () => {
    given(plannedTour).when(duplicateDay('day-1', 'day-1b', ['seg-1b', 'seg-2b'])).then(firstDayDuplicated);
  });

  it('moves the day right after it too', () => {
    given(plannedTour)
      .when(duplicateDay('day-3', 'day-3b', ['seg-3b', 'seg-4b', 'seg-5b']))
      .then(
        endDateChanged('2025-06-15'),
        daysRedated({ 'day-5': '2025-06-15' }),
        dayAdded('day-3b', '2025-06-13', 'Day on 2025-06-12'),
        segmentAdded('day-3b', 'seg-3b', museum),
        segmentAdded('day-3b', 'seg-4b', gelato),
        segmentAdded('day-3b', 'seg-5b', concert),
      );
  });

  it('duplicates the last day onto the day after the tour ends, extending the tour', () => {
    given(plannedTour).when(duplicateDay('day-5', 'day-6', [])).then(endDateChanged('2025-06-15'), dayAdded('day-6', '2025-06-15', 'Day on 2025-06-14'));
  });

  it('ignores spare ids', () => {
    given(plannedTour).when(duplicateDay('day-1', 'day-1b', ['seg-1b', 'seg-2b', 'spare-1', 'spare-2'])).then(firstDayDuplicated);
  });

  it('ignores spare ids even when they repeat ids the tour or the other new ids already use', () => {
    given(plannedTour).when(duplicateDay('day-1', 'day-1b', ['seg-1b', 'seg-2b', 'seg-1', 'day-1b', 'seg-1b'])).then(firstDayDuplicated);
  });

  it('copies a stay with its check-in and check-out, a day later', () => {
    given(plannedTour, segmentAdded('day-5', 'seg-6', stay))
      .when(duplicateDay('day-5', 'day-6', ['seg-6b']))
      .then(endDateChanged('2025-06-15'), dayAdded('day-6', '2025-06-15', 'Day on 2025-06-14'), segmentAdded('day-6', 'seg-6b', shiftSegment({ id: 'seg-6b', ...stay }, 1)));
  });

  it('rejects too few new segment ids', () => {
    given(plannedTour)
      .when(duplicateDay('day-1', 'day-1b', ['seg-1b']))
      .thenThrows({ code: 'invalid', message: 'A new id is needed for every segment of the day.' });
  });

  it('rejects a new day id the tour already has', () => {
    given(plannedTour)
      .when(duplicateDay('day-1', 'day-3', ['seg-1b', 'seg-2b']))
      .thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id day-3; make a new id for what you add.' });
  });

  it('rejects a new segment id the tour already has', () => {
    given(plannedTour)
      .when(duplicateDay('day-1', 'day-1b', ['seg-1b', 'seg-5']))
      .thenThrows({ code: 'conflict', message: 'The tour already has a day or segment with id seg-5; make a new id for what you add.' });
  });

  it('rejects the same new id used twice', () => {
    given(plannedTour)
      .when(duplicateDay('day-1', 'day-1b', ['seg-1b', 'seg-1b']))
      .thenThrows({ code: 'conflict', message: 'The id seg-1b is given to two new days or segments; make one id for each.' });
  });

  it('rejects a new segment id equal to the new day id', () => {
    given(plannedTour)
      .when(duplicateDay('day-1', 'day-1b', ['day-1b', 'seg-2b']))
      .thenThrows({ code: 'conflict', message: 'The id day-1b is given to two new days or segments; make one id for each.' });
  });

  it('rejects duplicating a day the tour does not have', () => {
    given(plannedTour).when(duplicateDay('day-2', 'day-2b', [])).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('RemoveDay with re-dating', () => {
  const removeDay = (dayId: string, redate?: boolean): TourCommand => ({ type: 'RemoveDay', data: { dayId, ...(redate === undefined ? {} : { redate }) } });

  it('moves the later days one day earlier and ends the tour a day sooner', () => {
    given(plannedTour)
      .when(removeDay('day-1', true))
      .then(dayRemoved('day-1'), daysRedated({ 'day-3': '2025-06-11', 'day-5': '2025-06-13' }), endDateChanged('2025-06-13'));
  });

  it('moves only the days after the removed one', () => {
    given(plannedTour).when(removeDay('day-3', true)).then(dayRemoved('day-3'), daysRedated({ 'day-5': '2025-06-13' }), endDateChanged('2025-06-13'));
  });

  it('ends the tour a day sooner when the last day goes', () => {
    given(plannedTour).when(removeDay('day-5', true)).then(dayRemoved('day-5'), endDateChanged('2025-06-13'));
  });

  it('never ends the tour before it starts', () => {
    given({ type: 'TourCreated', data: { tourId, ...details, endDate: details.startDate, status: 'DRAFT' } }, dayAdded('day-1', '2025-06-10'))
      .when(removeDay('day-1', true))
      .then(dayRemoved('day-1'));
  });

  it('ends a two-day tour on its first day', () => {
    given({ type: 'TourCreated', data: { tourId, ...details, endDate: '2025-06-11', status: 'DRAFT' } }, dayAdded('day-1', '2025-06-10'), dayAdded('day-2', '2025-06-11'))
      .when(removeDay('day-1', true))
      .then(dayRemoved('day-1'), daysRedated({ 'day-2': '2025-06-10' }), endDateChanged('2025-06-10'));
  });

  it('leaves the other days and the end date alone without re-dating', () => {
    given(plannedTour).when(removeDay('day-1', false)).then(dayRemoved('day-1'));
  });

  it('rejects removing a day the tour does not have', () => {
    given(plannedTour).when(removeDay('day-2', true)).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });
});

describe('MoveSegment', () => {
  const moveSegment = (segmentId: string, toDayId: string, toIndex: number): TourCommand => ({ type: 'MoveSegment', data: { segmentId, toDayId, toIndex } });

  describe('to another day', () => {
    it('moves a segment to a position in another day', () => {
      given(plannedTour).when(moveSegment('seg-4', 'day-1', 1)).then(segmentMoved('seg-4', 'day-3', 'day-1', 1));
    });

    it('moves a segment into an empty day', () => {
      given(plannedTour).when(moveSegment('seg-2', 'day-5', 0)).then(segmentMoved('seg-2', 'day-1', 'day-5', 0));
    });

    it('moves a segment to the end of a day when the position is past it', () => {
      given(plannedTour).when(moveSegment('seg-1', 'day-3', 99)).then(segmentMoved('seg-1', 'day-1', 'day-3', 3));
    });

    it('moves a segment to the start of a day when the position is before it', () => {
      given(plannedTour).when(moveSegment('seg-1', 'day-3', -2)).then(segmentMoved('seg-1', 'day-1', 'day-3', 0));
    });

    it('moves a stay’s check-in and check-out by the days between, wall times kept', () => {
      given(plannedTour, segmentAdded('day-3', 'seg-6', stay))
        .when(moveSegment('seg-6', 'day-5', 0))
        .then(segmentMoved('seg-6', 'day-3', 'day-5', 0), {
          type: 'SegmentChanged',
          data: { tourId, dayId: 'day-5', segmentId: 'seg-6', changes: { accommodation: { checkIn: '2025-06-14T15:00', checkOut: '2025-06-16T10:00' } } },
        });
    });

    it('moves a stay back when it goes to an earlier day', () => {
      given(plannedTour, segmentAdded('day-3', 'seg-6', stay))
        .when(moveSegment('seg-6', 'day-1', 2))
        .then(segmentMoved('seg-6', 'day-3', 'day-1', 2), {
          type: 'SegmentChanged',
          data: { tourId, dayId: 'day-1', segmentId: 'seg-6', changes: { accommodation: { checkIn: '2025-06-10T15:00', checkOut: '2025-06-12T10:00' } } },
        });
    });

    it('keeps a stay’s dates when it is only reordered within its day', () => {
      given(plannedTour, segmentAdded('day-3', 'seg-6', stay))
        .when(moveSegment('seg-6', 'day-3', 0))
        .then(segmentsReordered('day-3', ['seg-6', 'seg-3', 'seg-4', 'seg-5']));
    });
  });

  describe('within its day', () => {
    it('reorders the day', () => {
      given(plannedTour).when(moveSegment('seg-3', 'day-3', 2)).then(segmentsReordered('day-3', ['seg-4', 'seg-5', 'seg-3']));
    });

    it('reorders the day when the position is past its end', () => {
      given(plannedTour).when(moveSegment('seg-3', 'day-3', 99)).then(segmentsReordered('day-3', ['seg-4', 'seg-5', 'seg-3']));
    });

    it('reorders the day when the position is before its start', () => {
      given(plannedTour).when(moveSegment('seg-5', 'day-3', -1)).then(segmentsReordered('day-3', ['seg-5', 'seg-3', 'seg-4']));
    });

    it('records nothing when the segment stays where it is', () => {
      given(plannedTour).when(moveSegment('seg-4', 'day-3', 1)).thenNothingHappened();
    });

    it('records nothing when the last segment is moved past the end', () => {
      given(plannedTour).when(moveSegment('seg-5', 'day-3', 7)).thenNothingHappened();
    });
  });

  it('rejects moving a segment the tour does not have', () => {
    given(plannedTour).when(moveSegment('seg-9', 'day-1', 0)).thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });

  it('rejects moving a segment that was removed', () => {
    given(plannedTour, { type: 'SegmentRemoved', data: { tourId, dayId: 'day-1', segmentId: 'seg-2' } })
      .when(moveSegment('seg-2', 'day-5', 0))
      .thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });

  it('rejects moving a segment to a day the tour does not have', () => {
    given(plannedTour).when(moveSegment('seg-1', 'day-2', 0)).thenThrows({ code: 'not_found', message: 'Day not found.' });
  });

  it('rejects moving a segment whose day was removed', () => {
    given(plannedTour, dayRemoved('day-1')).when(moveSegment('seg-1', 'day-5', 0)).thenThrows({ code: 'not_found', message: 'Segment not found.' });
  });
});

describe('re-timing with auto-fill', () => {
  const reorder = (dayId: string, segmentIds: string[]): TourCommand => ({ type: 'ReorderSegments', data: { dayId, segmentIds } });
  const moveSegment = (segmentId: string, toDayId: string, toIndex: number): TourCommand => ({ type: 'MoveSegment', data: { segmentId, toDayId, toIndex } });

  it('re-times a reordered day from its new first segment, which keeps its time', () => {
    givenAutoFill(plannedTour).when(reorder('day-1', ['seg-2', 'seg-1'])).then(segmentsReordered('day-1', ['seg-2', 'seg-1']), segmentsRetimed('day-1', { 'seg-1': '13:30' }));
  });

  it('starts each next segment at the previous start + its duration + the break, and allows times past 17:00', () => {
    givenAutoFill(plannedTour)
      .when(reorder('day-3', ['seg-5', 'seg-3', 'seg-4']))
      .then(segmentsReordered('day-3', ['seg-5', 'seg-3', 'seg-4']), segmentsRetimed('day-3', { 'seg-3': '18:15', 'seg-4': '20:00' }));
  });

  it('re-times every segment after the first from the new order', () => {
    givenAutoFill(plannedTour)
      .when(reorder('day-3', ['seg-3', 'seg-5', 'seg-4']))
      .then(segmentsReordered('day-3', ['seg-3', 'seg-5', 'seg-4']), segmentsRetimed('day-3', { 'seg-5': '11:45', 'seg-4': '14:00' }));
  });

  it('lists only the times that change', () => {
    const cableCar = activity('Cable car to Faloria', '10:00', 30);
    const aperitivo: PlainSegment = { ...activity('Aperitivo', '13:30', 30), type: 'meal' };
    givenAutoFill(plannedTour, segmentAdded('day-1', 'seg-8', cableCar), segmentAdded('day-1', 'seg-9', aperitivo))
      .when(reorder('day-1', ['seg-1', 'seg-2', 'seg-9', 'seg-8']))
      .then(segmentsReordered('day-1', ['seg-1', 'seg-2', 'seg-9', 'seg-8']), segmentsRetimed('day-1', { 'seg-8': '14:15' }));
  });

  it('uses the organization’s break between segments', () => {
    const givenLongBreaks = deciderSpecification(tourDecider, { day: { ...context.day, breakBetweenSegments: 45 }, autoFill: true });
    givenLongBreaks(plannedTour).when(reorder('day-1', ['seg-2', 'seg-1'])).then(segmentsReordered('day-1', ['seg-2', 'seg-1']), segmentsRetimed('day-1', { 'seg-1': '14:00' }));
  });

  it('re-times nothing without auto-fill', () => {
    given(plannedTour).when(reorder('day-3', ['seg-5', 'seg-3', 'seg-4'])).then(segmentsReordered('day-3', ['seg-5', 'seg-3', 'seg-4']));
  });

  it('re-times nothing when the order does not change', () => {
    givenAutoFill(plannedTour).when(reorder('day-3', ['seg-3', 'seg-4', 'seg-5'])).thenNothingHappened();
  });

  it('re-times a day reordered by moving a segment within it', () => {
    givenAutoFill(plannedTour)
      .when(moveSegment('seg-5', 'day-3', 0))
      .then(segmentsReordered('day-3', ['seg-5', 'seg-3', 'seg-4']), segmentsRetimed('day-3', { 'seg-3': '18:15', 'seg-4': '20:00' }));
  });

  it('re-times both days when a segment moves to another day, each from its first segment', () => {
    givenAutoFill(plannedTour)
      .when(moveSegment('seg-4', 'day-1', 2))
      .then(segmentMoved('seg-4', 'day-3', 'day-1', 2), segmentsRetimed('day-3', { 'seg-5': '11:45' }), segmentsRetimed('day-1', { 'seg-4': '13:30' }));
  });

  it('lets a segment moved to the front of a day keep its time and re-times the rest after it', () => {
    givenAutoFill(plannedTour)
      .when(moveSegment('seg-1', 'day-3', 0))
      .then(segmentMoved('seg-1', 'day-1', 'day-3', 0), segmentsRetimed('day-3', { 'seg-3': '12:15', 'seg-4': '14:00', 'seg-5': '14:45' }));
  });

  it('keeps the time of the segment that becomes first of the day it leaves', () => {
    givenAutoFill(plannedTour)
      .when(moveSegment('seg-3', 'day-5', 0))
      .then(segmentMoved('seg-3', 'day-3', 'day-5', 0), segmentsRetimed('day-3', { 'seg-5': '12:30' }));
  });

  it('re-times nothing when a lone segment moves into an empty day', () => {
    givenAutoFill(plannedTour, { type: 'SegmentRemoved', data: { tourId, dayId: 'day-1', segmentId: 'seg-2' } })
      .when(moveSegment('seg-1', 'day-5', 0))
      .then(segmentMoved('seg-1', 'day-1', 'day-5', 0));
  });

  it('re-times nothing when a segment moves to another day without auto-fill', () => {
    given(plannedTour).when(moveSegment('seg-4', 'day-1', 0)).then(segmentMoved('seg-4', 'day-3', 'day-1', 0));
  });
});

describe('accommodation details', () => {
  const addSegment = (segment: SegmentRequest, segmentId = 'seg-9', dayId = 'day-5'): TourCommand => ({ type: 'AddSegment', data: { dayId, segmentId, segment } });
  const changeSegment = (changes: Partial<SegmentRequest>, segmentId = 'seg-6', dayId = 'day-5'): TourCommand => ({
    type: 'ChangeSegment',
    data: { dayId, segmentId, changes },
  });
  const segmentChanged = (changes: Partial<SegmentFields>, segmentId = 'seg-6'): TourEvent => ({ type: 'SegmentChanged', data: { tourId, dayId: 'day-5', segmentId, changes } });
  const withStay = [...plannedTour, segmentAdded('day-5', 'seg-6', stay)];
  const stayNeedsDetails = {
    code: 'invalid' as const,
    message: 'accommodation is required when type is accommodation: its check-in and check-out.',
    fields: { accommodation: 'accommodation is required when type is accommodation: its check-in and check-out.' },
  };
  const onlyStaysHaveDetails = {
    code: 'invalid' as const,
    message: 'accommodation must be empty unless type is accommodation.',
    fields: { accommodation: 'accommodation must be empty unless type is accommodation.' },
  };
  const checkOutBeforeCheckIn = {
    code: 'invalid' as const,
    message: 'accommodation.checkOut must be after the check-in.',
    fields: { 'accommodation.checkOut': 'Must be after the check-in.' },
  };

  it('adds a stay with its check-in and check-out', () => {
    given(plannedTour).when(addSegment(stay)).then(segmentAdded('day-5', 'seg-9', stay));
  });

  it('adds a stay of a few hours on one day', () => {
    const dayRoom = { ...stay, accommodation: { checkIn: '2025-06-14T10:00', checkOut: '2025-06-14T16:00' } };
    given(plannedTour).when(addSegment(dayRoom)).then(segmentAdded('day-5', 'seg-9', dayRoom));
  });

  it('adds other segments with empty accommodation details', () => {
    given(plannedTour).when(addSegment({ ...hike, accommodation: null })).then(segmentAdded('day-5', 'seg-9', { ...hike, accommodation: null }));
  });

  it('rejects a new stay whose details are empty', () => {
    given(plannedTour).when(addSegment({ ...stay, accommodation: null })).thenThrows(stayNeedsDetails);
  });

  it('rejects a new stay without details', () => {
    const { accommodation: _, ...withoutDetails } = stay;
    given(plannedTour).when(addSegment(withoutDetails)).thenThrows(stayNeedsDetails);
  });

  it('rejects check-in and check-out on a segment that is not a stay', () => {
    given(plannedTour).when(addSegment({ ...hike, accommodation: stay.accommodation })).thenThrows(onlyStaysHaveDetails);
  });

  it.each([
    ['before', '2025-06-12T14:00'],
    ['at the same time as', '2025-06-12T15:00'],
  ])('rejects a check-out %s the check-in', (_, checkOut) => {
    given(plannedTour).when(addSegment({ ...stay, accommodation: { checkIn: '2025-06-12T15:00', checkOut } })).thenThrows(checkOutBeforeCheckIn);
  });

  it('changes the check-out of a stay', () => {
    const accommodation = { checkIn: '2025-06-12T15:00', checkOut: '2025-06-15T10:00' };
    given(withStay).when(changeSegment({ accommodation })).then(segmentChanged({ accommodation }));
  });

  it('rejects moving the check-out of a stay before its check-in', () => {
    given(withStay).when(changeSegment({ accommodation: { checkIn: '2025-06-12T15:00', checkOut: '2025-06-11T10:00' } })).thenThrows(checkOutBeforeCheckIn);
  });

  it('turns an activity into a stay given its details', () => {
    given(plannedTour)
      .when(changeSegment({ type: 'accommodation', accommodation: stay.accommodation }, 'seg-3', 'day-3'))
      .then({ type: 'SegmentChanged', data: { tourId, dayId: 'day-3', segmentId: 'seg-3', changes: { type: 'accommodation', accommodation: stay.accommodation } } });
  });

  it('rejects turning an activity into a stay without its details', () => {
    given(plannedTour).when(changeSegment({ type: 'accommodation' }, 'seg-3', 'day-3')).thenThrows(stayNeedsDetails);
  });

  it('rejects giving check-in and check-out to a segment that is not a stay', () => {
    given(plannedTour).when(changeSegment({ accommodation: stay.accommodation }, 'seg-2', 'day-1')).thenThrows(onlyStaysHaveDetails);
  });

  it('rejects turning a stay into an activity that keeps the check-in and check-out', () => {
    given(withStay).when(changeSegment({ type: 'activity' })).thenThrows(onlyStaysHaveDetails);
  });

  it('turns a stay into an activity when its details are dropped with it', () => {
    given(withStay).when(changeSegment({ type: 'activity', accommodation: null })).then(segmentChanged({ type: 'activity', accommodation: null }));
  });

  it('still changes a stay recorded before stays had details', () => {
    const { accommodation: _, ...legacyStay } = stay;
    given(plannedTour, segmentAdded('day-5', 'seg-7', legacyStay))
      .when(changeSegment({ title: 'Hotel Ancora' }, 'seg-7'))
      .then(segmentChanged({ title: 'Hotel Ancora' }, 'seg-7'));
  });
});

describe('day planning on tours that can no longer be planned', () => {
  const commands: [string, TourCommand][] = [
    ['InsertDay', { type: 'InsertDay', data: { dayId: 'day-2', date: '2025-06-11', title: '', description: '' } }],
    ['DuplicateDay', { type: 'DuplicateDay', data: { dayId: 'day-1', newDayId: 'day-1b', newSegmentIds: ['seg-1b', 'seg-2b'] } }],
    ['RemoveDay with re-dating', { type: 'RemoveDay', data: { dayId: 'day-1', redate: true } }],
    ['MoveSegment to another day', { type: 'MoveSegment', data: { segmentId: 'seg-1', toDayId: 'day-5', toIndex: 0 } }],
    ['MoveSegment within its day', { type: 'MoveSegment', data: { segmentId: 'seg-1', toDayId: 'day-1', toIndex: 1 } }],
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
    expect(tourDecider.decide(command, walkedTo('IN_PROGRESS').reduce(tourDecider.evolve, tourDecider.initialState), context).length).toBeGreaterThan(0);
  });
});
