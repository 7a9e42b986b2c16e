// The backtest of draft thresholds: the recorded checks replayed through the notification decider, counting what it would have raised.
import type { NotificationSettings } from '../settings/settings';
import { isMeasure, mutedMeasures, FIXED_LEVEL_MEASURES, type Measure } from './measures';
import { evaluateReading } from './notification-commands';
import { evolveNotificationState, initialNotificationState, type NotificationState, type Reading } from './notification';
import { firstOccurrence, occurrenceForReading, type OccurrenceTrack } from './notification-occurrences';
import { THRESHOLD_LEVELS, levelOf, type ThresholdLevel } from './threshold-levels';

/** One recorded check of a subject: the readings of a SubjectChecked event. */
export interface RecordedCheck {
  subjectId: string;
  tourId: string;
  readings: readonly Reading[];
  at: string;
}

export type LevelCounts = Record<ThresholdLevel, number>;

export interface BacktestOutcome {
  /** Checks replayed. */
  checks: number;
  /** Subjects they were of. */
  subjects: number;
  /** Notifications that would have been raised, each counted at the highest level it reached. */
  counts: LevelCounts;
  /** Times one of them would have risen a level. */
  escalations: number;
}

interface KeyReplay {
  track: OccurrenceTrack;
  state: NotificationState;
}

export const noCounts = (): LevelCounts => ({ WARNING: 0, ALERT: 0, CRITICAL: 0 });

const isThresholdLevel = (level: string): level is ThresholdLevel => (THRESHOLD_LEVELS as readonly string[]).includes(level);

/** A subject's checks in time order; checks at the same instant keep the order they were recorded in. */
function bySubject(checks: readonly RecordedCheck[]): Map<string, RecordedCheck[]> {
  const subjects = new Map<string, RecordedCheck[]>();
  for (const check of checks) subjects.set(check.subjectId, [...(subjects.get(check.subjectId) ?? []), check]);
  for (const list of subjects.values()) list.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return subjects;
}

/** The readings of a check the monitor evaluates: a cancelled or diverted flight mutes the delays it makes meaningless. */
function evaluatedReadings(check: RecordedCheck): Reading[] {
  const readings = check.readings.filter((reading) => isMeasure(reading.measure));
  const happened = readings.filter((reading) => reading.measure in FIXED_LEVEL_MEASURES && reading.value >= 1).map((reading) => reading.measure);
  const muted = new Set<Measure>(mutedMeasures(happened));
  return readings.filter((reading) => !muted.has(reading.measure));
}

/**
 * Replays the recorded checks with `settings` as the monitor decides them, per subject and measure: raise at the first
 * level reached, escalate in place, resolve after the calm checks, and a crossing after a resolution opens the next
 * notification. Operators' reads, acknowledgements and dismissals are not replayed: no one acts in a backtest.
 */
export function backtest(checks: readonly RecordedCheck[], settings: NotificationSettings): BacktestOutcome {
  const context = { settings, settingsRevision: 0 };
  const highest = new Map<string, ThresholdLevel>();
  let escalations = 0;
  const subjects = bySubject(checks);
  for (const [subjectId, subjectChecks] of subjects) {
    const keys = new Map<Measure, KeyReplay>();
    for (const check of subjectChecks) {
      for (const reading of evaluatedReadings(check)) {
        const { measure } = reading;
        const key = keys.get(measure) ?? { track: firstOccurrence, state: initialNotificationState };
        const track = occurrenceForReading(key.track, key.state, levelOf(measure, reading.value, settings));
        let state = track.occurrence === key.track.occurrence ? key.state : initialNotificationState;
        const events = evaluateReading({ tourId: check.tourId, subjectId, measure, occurrence: track.occurrence, reading, at: check.at }, state, context);
        for (const event of events) state = evolveNotificationState(state, event);
        escalations += events.filter((event) => event.type === 'NotificationEscalated').length;
        if (state.status === 'present' && isThresholdLevel(state.notification.level)) highest.set(state.notification.notificationId, state.notification.level);
        keys.set(measure, { track, state });
      }
    }
  }
  const counts = noCounts();
  for (const level of highest.values()) counts[level]++;
  return { checks: checks.length, subjects: subjects.size, counts, escalations };
}
