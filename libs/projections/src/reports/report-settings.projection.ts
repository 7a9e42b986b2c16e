// The settings history of the reports: the delay WARNING thresholds and the day window of an organization, each with when it came into force.
import { defaultSettings, mergeOverDefaults, type NotificationSettings, type SettingsEvent } from '@tourops/domain';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const REPORT_SETTINGS_COLLECTION = 'report-settings';
export const REPORT_SETTINGS_ID = 'history';

/** WARNING thresholds of the delay measures, in minutes, from `since` on. */
export interface DelayWarnings {
  since: string;
  departureDelay: number;
  arrivalDelay: number;
  durationDelay: number;
}

export interface DayWindowInForce {
  since: string;
  startTime: string;
  endTime: string;
}

export interface ReportSettingsDocument {
  _id: string;
  /** Oldest first. */
  warnings: DelayWarnings[];
  dayWindows: DayWindowInForce[];
}

export function defaultDelayWarnings(): DelayWarnings {
  const { flight, transfer } = defaultSettings().notifications;
  return { since: '', departureDelay: flight.departureDelay.WARNING, arrivalDelay: flight.arrivalDelay.WARNING, durationDelay: transfer.durationDelay.WARNING };
}

export function defaultDayWindow(): DayWindowInForce {
  const { startTime, endTime } = defaultSettings().day;
  return { since: '', startTime, endTime };
}

/** The entry in force at an instant: the last one from before it, else the default. */
export function inForceAt<T extends { since: string }>(history: readonly T[], at: string, fallback: T): T {
  let found = fallback;
  for (const entry of history) if (entry.since <= at) found = entry;
  return found;
}

export function evolveReportSettings(document: ReportSettingsDocument | null, event: SettingsEvent, occurredAt: string): ReportSettingsDocument | null {
  const current = document ?? { _id: REPORT_SETTINGS_ID, warnings: [], dayWindows: [] };
  const { name, values } = event.data;
  if (name === 'notifications') {
    const { flight, transfer } = mergeOverDefaults<NotificationSettings>(defaultSettings().notifications, values);
    const warnings = { since: occurredAt, departureDelay: flight.departureDelay.WARNING, arrivalDelay: flight.arrivalDelay.WARNING, durationDelay: transfer.durationDelay.WARNING };
    return { ...current, warnings: [...current.warnings, warnings] };
  }
  if (name === 'day') {
    const { startTime, endTime } = mergeOverDefaults(defaultSettings().day, values);
    return { ...current, dayWindows: [...current.dayWindows, { since: occurredAt, startTime, endTime }] };
  }
  return null;
}

export const reportSettingsProjection: DocumentProjection = {
  name: 'report-settings',
  version: 1,
  collection: REPORT_SETTINGS_COLLECTION,
  eventTypes: ['SettingsChanged'],
  documentId: (event) => (['notifications', 'day'].includes((event.data as SettingsEvent['data']).name) ? REPORT_SETTINGS_ID : null),
  evolve: (document, event) =>
    evolveReportSettings(document as unknown as ReportSettingsDocument | null, event as unknown as SettingsEvent, event.metadata.occurredAt) as unknown as ReadModelDocument | null,
  indexes: [],
};
