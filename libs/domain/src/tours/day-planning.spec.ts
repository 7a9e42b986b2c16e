// Specifications of the pure planning arithmetic: re-timing a day, re-dating days, covering end dates, copying a plan.
import type { Day, Segment, Tour } from './tour';
import { copyPlan, copySegment, datesAfterInsertAt, datesAfterRemovalOf, endDateCovering, retimedStartTimes } from './day-planning';

const segment = (id: string, startTime: string, durationMinutes: number): Segment => ({
  id,
  type: 'activity',
  title: `Visit ${id}`,
  startTime,
  durationMinutes,
  location: null,
  notes: '',
  flight: null,
  transfer: null,
});
const day = (id: string, date: string, segments: Segment[] = []): Day => ({ id, date, title: id, description: '', segments });
const seville = { date: '2025-04-02', timeZone: 'Europe/Madrid' };

describe('retimedStartTimes', () => {
  it('re-times nothing in a day without segments', () => {
    expect(retimedStartTimes([], 15, seville)).toEqual({});
  });

  it('keeps the start time of the first segment', () => {
    expect(retimedStartTimes([segment('alcazar', '06:00', 60)], 15, seville)).toEqual({});
  });

  it('starts each next segment at the previous start + its duration + the break between segments', () => {
    expect(retimedStartTimes([segment('alcazar', '09:00', 60), segment('cathedral', '08:00', 30), segment('flamenco', '08:00', 45)], 15, seville)).toEqual({
      cathedral: '10:15',
      flamenco: '11:00',
    });
  });

  it('lists only the start times that change', () => {
    expect(retimedStartTimes([segment('alcazar', '09:00', 60), segment('cathedral', '10:15', 30), segment('flamenco', '08:00', 45)], 15, seville)).toEqual({
      flamenco: '11:00',
    });
  });

  it('follows the re-timed start of the previous segment, not its old one', () => {
    expect(retimedStartTimes([segment('alcazar', '09:00', 60), segment('cathedral', '14:00', 30), segment('flamenco', '14:45', 45)], 15, seville)).toEqual({
      cathedral: '10:15',
      flamenco: '11:00',
    });
  });

  it('re-times nothing when the times already follow the rule', () => {
    expect(retimedStartTimes([segment('alcazar', '09:00', 60), segment('cathedral', '10:15', 30), segment('flamenco', '11:00', 45)], 15, seville)).toEqual({});
  });

  it('uses the organization’s break, including none at all', () => {
    expect(retimedStartTimes([segment('alcazar', '09:00', 60), segment('cathedral', '12:00', 30)], 0, seville)).toEqual({ cathedral: '10:00' });
    expect(retimedStartTimes([segment('alcazar', '09:00', 60), segment('cathedral', '12:00', 30)], 30, seville)).toEqual({ cathedral: '10:30' });
  });

  it('starts the next segment one break after a segment without duration', () => {
    expect(retimedStartTimes([segment('meeting-point', '09:00', 0), segment('alcazar', '12:00', 60)], 15, seville)).toEqual({ alcazar: '09:15' });
  });

  it('keeps times past the end of the day (17:00): the editor flags them, the re-timing does not drop them', () => {
    expect(retimedStartTimes([segment('flamenco', '16:00', 120), segment('tapas', '09:00', 60), segment('night-walk', '09:00', 60)], 15, seville)).toEqual({
      tapas: '18:15',
      'night-walk': '19:30',
    });
  });

  it('never changes the segments it is given', () => {
    const segments = Object.freeze([Object.freeze(segment('alcazar', '09:00', 60)), Object.freeze(segment('cathedral', '08:00', 30))]);
    expect(() => retimedStartTimes(segments, 15, seville)).not.toThrow();
    expect(segments.map((s) => s.startTime)).toEqual(['09:00', '08:00']);
  });
});

describe('datesAfterInsertAt', () => {
  const days = [day('seville', '2025-04-02'), day('cordoba', '2025-04-03'), day('granada', '2025-04-05')];

  it('moves the day on the inserted date and every later day one day on', () => {
    expect(datesAfterInsertAt(days, '2025-04-03')).toEqual({ cordoba: '2025-04-04', granada: '2025-04-06' });
  });

  it('moves only the later days when the inserted date is free', () => {
    expect(datesAfterInsertAt(days, '2025-04-04')).toEqual({ granada: '2025-04-06' });
  });

  it('moves every day when the day is inserted before the first one', () => {
    expect(datesAfterInsertAt(days, '2025-04-01')).toEqual({ seville: '2025-04-03', cordoba: '2025-04-04', granada: '2025-04-06' });
  });

  it('moves nothing when the day is inserted after the last one', () => {
    expect(datesAfterInsertAt(days, '2025-04-06')).toEqual({});
  });

  it('does not depend on the order the days are listed in', () => {
    expect(datesAfterInsertAt([...days].reverse(), '2025-04-03')).toEqual({ cordoba: '2025-04-04', granada: '2025-04-06' });
  });

  it('steps over the end of a month and of a year', () => {
    expect(datesAfterInsertAt([day('june', '2025-06-30'), day('december', '2025-12-31')], '2025-06-30')).toEqual({
      june: '2025-07-01',
      december: '2026-01-01',
    });
  });
});

describe('datesAfterRemovalOf', () => {
  const days = [day('seville', '2025-04-02'), day('cordoba', '2025-04-03'), day('granada', '2025-04-05')];

  it('moves every day after the removed one one day earlier', () => {
    expect(datesAfterRemovalOf(days, '2025-04-02')).toEqual({ cordoba: '2025-04-02', granada: '2025-04-04' });
  });

  it('leaves the day on the removed date and the days before it alone', () => {
    expect(datesAfterRemovalOf(days, '2025-04-03')).toEqual({ granada: '2025-04-04' });
  });

  it('moves nothing when the last day is removed', () => {
    expect(datesAfterRemovalOf(days, '2025-04-05')).toEqual({});
  });

  it('steps back over the start of a month, into a leap day', () => {
    expect(datesAfterRemovalOf([day('feb', '2024-02-28'), day('march', '2024-03-01')], '2024-02-28')).toEqual({ march: '2024-02-29' });
  });
});

describe('endDateCovering', () => {
  it('keeps the end date when no date is given', () => {
    expect(endDateCovering('2025-06-14', [])).toBe('2025-06-14');
  });

  it('keeps the end date when every date lies on or before it', () => {
    expect(endDateCovering('2025-06-14', ['2025-06-10', '2025-06-14'])).toBe('2025-06-14');
  });

  it('moves the end date to the latest date given', () => {
    expect(endDateCovering('2025-06-14', ['2025-06-15', '2025-06-17', '2025-06-12'])).toBe('2025-06-17');
  });
});

describe('copySegment', () => {
  it('copies a segment under a new id and keeps everything else', () => {
    const original = { ...segment('alcazar', '09:00', 60), notes: 'Tickets at the gate.', accommodation: null };
    expect(copySegment(original, 'alcazar-2')).toEqual({ ...original, id: 'alcazar-2' });
    expect(original.id).toBe('alcazar');
  });
});

describe('copyPlan', () => {
  const flight: Segment = {
    ...segment('flight-in', '08:00', 110),
    type: 'flight',
    title: 'Flight to Venice',
    flight: {
      flightNumber: 'LH330',
      from: 'FRA',
      to: 'VCE',
      departure: { localTime: '2025-06-10T08:00', timeZone: 'Europe/Berlin', instant: '2025-06-10T06:00:00.000Z' },
      arrival: { localTime: '2025-06-10T09:50', timeZone: 'Europe/Rome', instant: '2025-06-10T07:50:00.000Z' },
    },
  };
  /** The flight on another date: the same local times at its airports, the instants worked out again. */
  const flightOn = (date: string, departureInstant: string, arrivalInstant: string) => ({
    ...flight.flight!,
    departure: { ...flight.flight!.departure, localTime: `${date}T08:00`, instant: departureInstant },
    arrival: { ...flight.flight!.arrival, localTime: `${date}T09:50`, instant: arrivalInstant },
  });
  const stay: Segment = {
    ...segment('hotel', '16:00', 0),
    type: 'accommodation',
    title: 'Hotel de la Poste',
    accommodation: { checkIn: '2025-06-10T15:00', checkOut: '2025-06-12T10:00' },
  };
  const hike = segment('hike', '09:00', 180);
  const source: Tour = {
    id: 'tour-source',
    title: 'Dolomites in June',
    description: 'Five days of hiking between huts.',
    startDate: '2025-06-10',
    endDate: '2025-06-14',
    timezone: 'Europe/Rome',
    status: 'CONFIRMED',
    deleted: false,
    purged: false,
    template: false,
    origin: null,
    wizardStep: 'done',
    days: [
      { id: 'day-1', date: '2025-06-10', title: 'Arrival', description: 'Fly in, check in.', segments: [flight, stay] },
      { id: 'day-3', date: '2025-06-12', title: 'Averau', description: '', segments: [hike] },
    ],
  };
  const sequentialIds = () => {
    let next = 0;
    return () => `new-${++next}`;
  };

  it('moves the dates, the flights and the stays to the new start, under new ids, and keeps only details and days', () => {
    expect(copyPlan(source, '2025-07-01', sequentialIds())).toEqual({
      title: 'Dolomites in June',
      description: 'Five days of hiking between huts.',
      startDate: '2025-07-01',
      endDate: '2025-07-05',
      timezone: 'Europe/Rome',
      days: [
        {
          id: 'new-1',
          date: '2025-07-01',
          title: 'Arrival',
          description: 'Fly in, check in.',
          segments: [
            {
              ...flight,
              id: 'new-2',
              flight: flightOn('2025-07-01', '2025-07-01T06:00:00.000Z', '2025-07-01T07:50:00.000Z'),
            },
            { ...stay, id: 'new-3', accommodation: { checkIn: '2025-07-01T15:00', checkOut: '2025-07-03T10:00' } },
          ],
        },
        { id: 'new-4', date: '2025-07-03', title: 'Averau', description: '', segments: [{ ...hike, id: 'new-5' }] },
      ],
    });
  });

  it('moves the plan to an earlier start too', () => {
    const plan = copyPlan(source, '2025-05-30', sequentialIds());
    expect([plan.startDate, plan.endDate]).toEqual(['2025-05-30', '2025-06-03']);
    expect(plan.days.map((d) => d.date)).toEqual(['2025-05-30', '2025-06-01']);
    expect(plan.days[0].segments[0].flight).toEqual(flightOn('2025-05-30', '2025-05-30T06:00:00.000Z', '2025-05-30T07:50:00.000Z'));
    expect(plan.days[0].segments[1].accommodation).toEqual({ checkIn: '2025-05-30T15:00', checkOut: '2025-06-01T10:00' });
  });

  it('keeps the dates when the copy starts on the same day, but still gives every day and segment a new id', () => {
    const plan = copyPlan(source, '2025-06-10', sequentialIds());
    expect(plan.days.map((d) => [d.id, d.date])).toEqual([
      ['new-1', '2025-06-10'],
      ['new-4', '2025-06-12'],
    ]);
    expect(plan.days.flatMap((d) => d.segments.map((s) => s.id))).toEqual(['new-2', 'new-3', 'new-5']);
    expect(plan.days[0].segments[0].flight).toEqual(flight.flight);
  });

  it('keeps a flight’s local times across a clock change, its instants and time in the air worked out again', () => {
    const [copied] = copyPlan(source, '2025-10-27', sequentialIds()).days[0].segments;
    expect(copied.flight).toEqual(flightOn('2025-10-27', '2025-10-27T07:00:00.000Z', '2025-10-27T08:50:00.000Z'));
    expect([copied.startTime, copied.durationMinutes]).toEqual(['08:00', 110]);
  });

  it('leaves segments without flight or stay details as they were, including those recorded before stays had details', () => {
    const [copiedHike] = copyPlan(source, '2025-07-01', sequentialIds()).days[1].segments;
    expect(copiedHike.flight).toBeNull();
    expect('accommodation' in copiedHike).toBe(false);
  });

  it('never changes the tour it copies', () => {
    const snapshot = structuredClone(source);
    copyPlan(source, '2025-07-01', sequentialIds());
    expect(source).toEqual(snapshot);
  });
});
