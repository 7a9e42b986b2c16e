// Organization settings: the five documents of SPEC.md §3, their §9 defaults, and merging stored values over them.
import { isE164Phone } from '../monitoring/threshold-levels';
import { withoutPhoneSpacing } from '../shared/phone-number';
import type { DayWindow } from '../shared/time-of-day';

export const SEVERITIES = ['INFO', 'WARNING', 'ALERT', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Thresholds {
  WARNING: number;
  ALERT: number;
  CRITICAL: number;
}

export interface ApiSettings {
  mapsApiKey: string;
  weatherApiKey: string;
  flightDataApiKey: string;
}


export interface EditorSettings {
  tourEditor: { autosave: boolean; autoFillSegment: boolean };
  tourList: { tourStatusFilter: string[] };
  dashboardMap: { dashboardMapFilter: { tourStatusFilter: string[] } };
}

/** The levels an SMS can be sent at, and the reminder of a CRITICAL left unread. */
export interface SmsSettings {
  level: Exclude<Severity, 'INFO'>;
  reminderAfterMinutes: number;
}

export interface NotificationSettings {
  phone: string;
  /** The number travelers call in an emergency, printed on the shared itinerary and its PDF; empty: none is printed. */
  emergencyPhone: string;
  /** Notifications at or above this level go to the phone by SMS. */
  sms: SmsSettings;
  weather: { minTemperature: Thresholds; maxTemperature: Thresholds; windSpeed: Thresholds; precipitation: Thresholds };
  flight: { departureDelay: Thresholds; arrivalDelay: Thresholds };
  transfer: { durationDelay: Thresholds };
}

export interface AiSettings {
  model: string;
  systemPrompt: string;
  day: { titleInstruction: string; descriptionInstruction: string };
  tour: { tourInstruction: string };
}

export interface Settings {
  api: ApiSettings;
  /** The day window every segment's start follows (SPEC.md §5). */
  day: DayWindow;
  editor: EditorSettings;
  notifications: NotificationSettings;
  ai: AiSettings;
}

export type SettingsName = keyof Settings;
export const SETTINGS_NAMES: readonly SettingsName[] = ['api', 'day', 'editor', 'notifications', 'ai'];

export function isSettingsName(value: string): value is SettingsName {
  return (SETTINGS_NAMES as readonly string[]).includes(value);
}

const thresholds = (WARNING: number, ALERT: number, CRITICAL: number): Thresholds => ({ WARNING, ALERT, CRITICAL });

/** SPEC.md §9. Service keys default to empty: the product then runs on simulated providers. */
export function defaultSettings(): Settings {
  return {
    api: { mapsApiKey: '', weatherApiKey: '', flightDataApiKey: '' },
    day: { startTime: '07:30', endTime: '17:00', breakBetweenSegments: 15 },
    editor: {
      tourEditor: { autosave: true, autoFillSegment: true },
      tourList: { tourStatusFilter: [] },
      dashboardMap: { dashboardMapFilter: { tourStatusFilter: [] } },
    },
    notifications: {
      phone: '',
      emergencyPhone: '',
      sms: { level: 'CRITICAL', reminderAfterMinutes: 15 },
      weather: {
        minTemperature: thresholds(0, -5, -10),
        maxTemperature: thresholds(30, 35, 40),
        windSpeed: thresholds(30, 50, 70),
        precipitation: thresholds(5, 15, 30),
      },
      flight: { departureDelay: thresholds(15, 30, 60), arrivalDelay: thresholds(15, 30, 60) },
      transfer: { durationDelay: thresholds(5, 15, 30) },
    },
    ai: {
      model: 'gpt-5-mini',
      systemPrompt: 'You are a concise, professional tour planner.',
      day: {
        titleInstruction: 'Write a day title of 3-7 words.',
        descriptionInstruction: 'Write a day description of 2-3 sentences.',
      },
      tour: { tourInstruction: 'Write a tour description of 3-5 sentences.' },
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored values merged over defaults, key by key; stored keys the defaults lack are dropped. */
export function mergeOverDefaults<T>(defaults: T, stored: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) {
    if (stored === undefined || stored === null) return defaults;
    if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
    if (isPlainObject(defaults)) return defaults;
    return (typeof stored === typeof defaults ? stored : defaults) as T;
  }
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) merged[key] = mergeOverDefaults(value, stored[key]);
  return merged as T;
}

/** SPEC.md §5: tour list and dashboard map status filters accept only arrays; anything else becomes []. */
export function normalizeEditorSettings(input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  const asList = (value: unknown) => (Array.isArray(value) ? value : []);
  const tourList = isPlainObject(input.tourList) ? input.tourList : {};
  const dashboardMap = isPlainObject(input.dashboardMap) ? input.dashboardMap : {};
  const mapFilter = isPlainObject(dashboardMap.dashboardMapFilter) ? dashboardMap.dashboardMapFilter : {};
  return {
    ...input,
    tourList: { ...tourList, tourStatusFilter: asList(tourList.tourStatusFilter) },
    dashboardMap: { ...dashboardMap, dashboardMapFilter: { ...mapFilter, tourStatusFilter: asList(mapFilter.tourStatusFilter) } },
  };
}

/**
 * Whether an emergency phone can be dialled from abroad: empty (none), or + then the country code and number,
 * as E.164 once the spacing a reader writes ('+39 055 123 4567') is left out. Null when it can.
 */
export function emergencyPhoneProblem(phone: string): string | null {
  if (phone.trim() === '' || isE164Phone(withoutPhoneSpacing(phone))) return null;
  return 'The emergency phone must be an international number starting with + and the country code, like +39 055 123 4567, or empty.';
}
