// Specifications of the watch list: the subjects of a tour, their windows in the tour's zone, their horizon and their end.
import { isInHorizon, isOver, watchedSubjects, type WatchedSubject } from './watched-subjects';
import { colosseum, fiumicino, hotel, romeWeek } from './monitoring.fixtures';
import type { Tour } from '../tours/tour';

const now = '2026-06-01T00:00:00Z';
const byId = (tour: Tour = romeWeek) => Object.fromEntries(watchedSubjects(tour, now).map((subject) => [subject.id, subject]));
const subject = (id: string): WatchedSubject => byId()[id];

describe('watchedSubjects', () => {
  it.each<[string, string, string, string]>([
    ['tour-1/flight:f1', 'flight', '2026-06-10T07:00:00.000Z', '2026-06-10T09:45:00.000Z'],
    ['tour-1/weather:f1:from', 'weather', '2026-06-10T06:00:00.000Z', '2026-06-10T07:00:00.000Z'],
    ['tour-1/weather:f1:to', 'weather', '2026-06-10T09:45:00.000Z', '2026-06-10T10:45:00.000Z'],
    ['tour-1/transfer:t1', 'transfer', '2026-06-10T10:30:00.000Z', '2026-06-10T11:30:00.000Z'],
    ['tour-1/weather:t1:from', 'weather', '2026-06-10T09:30:00.000Z', '2026-06-10T10:30:00.000Z'],
    ['tour-1/weather:t1:to', 'weather', '2026-06-10T11:30:00.000Z', '2026-06-10T12:30:00.000Z'],
    ['tour-1/weather:a1', 'weather', '2026-06-10T13:00:00.000Z', '2026-06-10T15:00:00.000Z'],
    ['tour-1/weather:h1', 'weather', '2026-06-10T19:00:00.000Z', '2026-06-12T08:00:00.000Z'],
    ['tour-1/weather:a2', 'weather', '2026-06-14T08:00:00.000Z', '2026-06-14T11:00:00.000Z'],
  ])('watches %s (%s) from %s to %s', (id, kind, from, to) => {
    expect(subject(id)).toMatchObject({ kind, tourId: 'tour-1', window: { from, to } });
  });

  it('watches nothing else: not a meal without a place, not free time', () => {
    expect(Object.keys(byId())).toHaveLength(9);
  });

  it.each<['flight' | 'transfer' | 'weather', string[]]>([
    ['flight', ['tour-1/flight:f1']],
    ['transfer', ['tour-1/transfer:t1']],
    ['weather', ['tour-1/weather:f1:from', 'tour-1/weather:f1:to', 'tour-1/weather:t1:from', 'tour-1/weather:t1:to', 'tour-1/weather:a1', 'tour-1/weather:h1', 'tour-1/weather:a2']],
  ])('given a kind (%s), watches only the subjects of that kind, as the whole list has them', (kind, ids) => {
    const ofKind = watchedSubjects(romeWeek, now, kind);
    expect(ofKind.map((subject) => subject.id)).toEqual(ids);
    expect(ofKind).toEqual(watchedSubjects(romeWeek, now).filter((subject) => subject.kind === kind));
  });

  it('names the flight to look up and the airports whose weather to read', () => {
    expect(subject('tour-1/flight:f1')).toMatchObject({
      dayId: 'd1',
      segmentId: 'f1',
      flight: { flightNumber: 'TP836', from: 'LIS', to: 'FCO', departureDateLocal: '2026-06-10' },
      measures: ['flight.departureDelay', 'flight.arrivalDelay', 'flight.cancelled', 'flight.diverted'],
    });
    expect(subject('tour-1/weather:f1:from')).toMatchObject({ airport: 'LIS', location: null });
    expect(subject('tour-1/weather:f1:to')).toMatchObject({ airport: 'FCO', location: null });
  });

  it('gives a transfer its route and planned duration, and reads the weather at both ends', () => {
    expect(subject('tour-1/transfer:t1')).toMatchObject({ transfer: { from: fiumicino, to: hotel, plannedDurationMinutes: 50 }, measures: ['transfer.durationDelay'] });
    expect(subject('tour-1/weather:t1:from').location).toEqual(fiumicino);
    expect(subject('tour-1/weather:t1:to').location).toEqual(hotel);
    expect(subject('tour-1/weather:a1')).toMatchObject({ location: colosseum, measures: ['weather.minTemperature', 'weather.maxTemperature', 'weather.windSpeed', 'weather.precipitation'] });
  });

  it('reads local times in the tour time zone (New York is UTC-4 in June)', () => {
    expect(watchedSubjects({ ...romeWeek, timezone: 'America/New_York' }, now).find((s) => s.id === 'tour-1/weather:a1')?.window).toEqual({
      from: '2026-06-10T19:00:00.000Z',
      to: '2026-06-10T21:00:00.000Z',
    });
  });

  it.each(['DRAFT', 'PLANNED', 'COMPLETED', 'CANCELLED'] as const)('watches nothing of a %s tour', (status) => {
    expect(watchedSubjects({ ...romeWeek, status }, now)).toEqual([]);
  });

  it('watches a running tour, but nothing of a deleted tour or a template', () => {
    expect(watchedSubjects({ ...romeWeek, status: 'IN_PROGRESS' }, now)).toHaveLength(9);
    expect(watchedSubjects({ ...romeWeek, deleted: true }, now)).toEqual([]);
    expect(watchedSubjects({ ...romeWeek, template: true }, now)).toEqual([]);
  });

  it('says at each instant what is in horizon and what is over', () => {
    const at = (instant: string) => watchedSubjects(romeWeek, instant).filter((s) => s.inHorizon).map((s) => s.id.replace('tour-1/', ''));
    expect(at('2026-06-07T06:59:00Z')).toEqual(['weather:f1:from', 'weather:f1:to', 'weather:t1:from', 'weather:t1:to', 'weather:a1', 'weather:h1']);
    expect(at('2026-06-10T08:00:00Z')).toEqual(['flight:f1', 'weather:f1:to', 'transfer:t1', 'weather:t1:from', 'weather:t1:to', 'weather:a1', 'weather:h1', 'weather:a2']);
    expect(watchedSubjects(romeWeek, '2026-06-10T08:00:00Z').filter((s) => s.over).map((s) => s.id)).toEqual(['tour-1/weather:f1:from']);
  });
});

describe('horizon and end', () => {
  it.each<[string, string, boolean]>([
    ['tour-1/flight:f1', '2026-06-07T06:59:00Z', false],
    ['tour-1/flight:f1', '2026-06-07T07:00:00Z', true],
    ['tour-1/flight:f1', '2026-06-10T09:44:00Z', true],
    ['tour-1/flight:f1', '2026-06-10T09:45:00Z', false],
    ['tour-1/transfer:t1', '2026-06-09T10:29:00Z', false],
    ['tour-1/transfer:t1', '2026-06-09T10:30:00Z', true],
    ['tour-1/transfer:t1', '2026-06-10T11:00:00Z', true],
    ['tour-1/weather:a2', '2026-06-07T07:59:00Z', false],
    ['tour-1/weather:a2', '2026-06-07T08:00:00Z', true],
  ])('%s at %s is in horizon: %s', (id, instant, expected) => {
    expect(isInHorizon(subject(id), instant)).toBe(expected);
  });

  it('is over once its window has ended, not before', () => {
    expect(isOver(subject('tour-1/transfer:t1'), '2026-06-10T11:29:59Z')).toBe(false);
    expect(isOver(subject('tour-1/transfer:t1'), '2026-06-10T11:30:00Z')).toBe(true);
  });
});
