// The monitoring board's order: tours by their highest level then their first time, each tour's days, subjects at a level first; calm ones folded.
import { addDays, dateWhereItHappens, rankOf, type Level, type SubjectKind } from '@tourops/domain';
import type { MonitoringSubjectView } from '@tourops/contracts';

export interface BoardTour {
  tour: MonitoringSubjectView['tour'];
  /** The highest level among its subjects, as the API gives each. */
  level: Level;
  firstAt: string;
  atLevel: MonitoringSubjectView[];
  calm: MonitoringSubjectView[];
}

export interface BoardDay {
  date: string;
  subjects: MonitoringSubjectView[];
}

/** 'today', 'tomorrow' (each tour's own, in its zone) or a date 'YYYY-MM-DD'; '' for every day. */
export type DayFilter = string;

/** The tour day a subject belongs to: its day's date, else the date its start happens in the tour's zone. */
export const dateOf = (subject: MonitoringSubjectView): string => subject.day.date ?? dateWhereItHappens(subject.starts.instant, subject.tour.timeZone);

/**
 * Whether a subject is on the filtered day: from its day until the date its window ends in the tour's zone (a stay's
 * weather every night of it); today and tomorrow are the tour's own, in its zone at `now`.
 */
export function isOnDay(subject: MonitoringSubjectView, filter: DayFilter, now: number): boolean {
  if (filter === '') return true;
  const today = dateWhereItHappens(now, subject.tour.timeZone);
  const date = filter === 'today' ? today : filter === 'tomorrow' ? addDays(today, 1) : filter;
  const lastDate = dateWhereItHappens(subject.ends.instant, subject.tour.timeZone);
  return dateOf(subject) <= date && date <= (lastDate > dateOf(subject) ? lastDate : dateOf(subject));
}

const byTime = (a: MonitoringSubjectView, b: MonitoringSubjectView) => a.starts.instant.localeCompare(b.starts.instant);
const levelFirst = (a: MonitoringSubjectView, b: MonitoringSubjectView) => rankOf(b.level) - rankOf(a.level) || byTime(a, b);

/** Tours by their highest level (CRITICAL, ALERT, WARNING, INFO, normal), then by their first time; each with its subjects at a level and its calm ones. */
export function boardTours(subjects: readonly MonitoringSubjectView[]): BoardTour[] {
  const tours = new Map<string, BoardTour>();
  for (const subject of [...subjects].sort(levelFirst)) {
    const group = tours.get(subject.tour.id) ?? { tour: subject.tour, level: subject.level, firstAt: subject.starts.instant, atLevel: [], calm: [] };
    (subject.level === 'normal' ? group.calm : group.atLevel).push(subject);
    if (subject.starts.instant < group.firstAt) group.firstAt = subject.starts.instant;
    tours.set(subject.tour.id, group);
  }
  return [...tours.values()].sort((a, b) => rankOf(b.level) - rankOf(a.level) || a.firstAt.localeCompare(b.firstAt) || a.tour.title.localeCompare(b.tour.title));
}

/** Subjects by tour day, in date order; within a day those at a level first (highest first), then by time. */
export function boardDays(subjects: readonly MonitoringSubjectView[]): BoardDay[] {
  const days = new Map<string, MonitoringSubjectView[]>();
  for (const subject of [...subjects].sort(levelFirst)) days.set(dateOf(subject), [...(days.get(dateOf(subject)) ?? []), subject]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, daySubjects]) => ({ date, subjects: daySubjects }));
}

const KIND_WORDS: Record<SubjectKind, [string, string]> = { flight: ['flight', 'flights'], transfer: ['transfer', 'transfers'], weather: ['weather', 'weather'] };

/** '12 calm: 4 flights, 8 weather'. */
export function calmSummary(calm: readonly MonitoringSubjectView[]): string {
  const counts = (['flight', 'transfer', 'weather'] as const)
    .map((kind) => [kind, calm.filter((subject) => subject.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}`);
  return `${calm.length} calm: ${counts.join(', ')}`;
}
