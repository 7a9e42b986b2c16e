// HTTP bodies of PUT /api/settings/:name, one strict schema per settings document.
import { z } from 'zod';
import { dayWindowProblems, defaultSettings, emergencyPhoneProblem, isTimeOfDay, normalizeEditorSettings, notificationSettingsProblems, withoutPhoneSpacing, type LevelCounts, type SettingsName } from '@tourops/domain';

const timeOfDay = z.string().refine(isTimeOfDay, 'Must be a time as HH:MM (00:00 to 23:59).');
const thresholds = z.strictObject({ WARNING: z.number().finite(), ALERT: z.number().finite(), CRITICAL: z.number().finite() });
const instruction = z.string().trim().max(2000);
const apiKey = z.string().trim().max(500);

const apiSettings = z.strictObject({ mapsApiKey: apiKey, weatherApiKey: apiKey, flightDataApiKey: apiKey }).partial();

const daySettings = z
  .strictObject({ startTime: timeOfDay, endTime: timeOfDay, breakBetweenSegments: z.number() })
  // One rule, in the domain: the end after the start, and a break of whole minutes in range.
  .superRefine((day, context) => {
    for (const [path, message] of Object.entries(dayWindowProblems(day))) context.addIssue({ code: 'custom', path: [path], message });
  });

const statusFilter = z.array(z.enum(['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'])).max(6);
const editorSettings = z.preprocess(
  normalizeEditorSettings,
  z.strictObject({
    tourEditor: z.strictObject({ autosave: z.boolean(), autoFillSegment: z.boolean() }),
    tourList: z.strictObject({ tourStatusFilter: statusFilter }),
    dashboardMap: z.strictObject({ dashboardMapFilter: z.strictObject({ tourStatusFilter: statusFilter }) }),
  }),
);

const smsSettings = z.strictObject({
  level: z.enum(['WARNING', 'ALERT', 'CRITICAL']),
  reminderAfterMinutes: z.number().int().min(1).max(1440),
});

const thresholdGroups = {
  weather: z.strictObject({ minTemperature: thresholds, maxTemperature: thresholds, windSpeed: thresholds, precipitation: thresholds }),
  flight: z.strictObject({ departureDelay: thresholds, arrivalDelay: thresholds }),
  transfer: z.strictObject({ durationDelay: thresholds }),
};

const notificationSettings = z
  .strictObject({
    /** Spaces, dashes and brackets are dropped: the number is kept in E.164 form, as SMS providers take it. */
    phone: z.string().trim().max(32).transform(withoutPhoneSpacing),
    /** Left out (a client that predates it): the defaults, CRITICAL and 15 minutes. */
    sms: smsSettings.optional(),
    /** Kept as written for travelers to read ('+39 055 123 4567'); left out (a client that predates it): none. */
    emergencyPhone: z.string().trim().max(32, 'At most 32 characters.').optional(),
    ...thresholdGroups,
  })
  // One rule, in the domain: the phone in E.164 form or empty, each measure's levels in its direction.
  .superRefine((settings, context) => {
    for (const [path, message] of Object.entries(notificationSettingsProblems({ ...defaultSettings().notifications, ...settings })))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
    const emergency = emergencyPhoneProblem(settings.emergencyPhone ?? '');
    if (emergency) context.addIssue({ code: 'custom', path: ['emergencyPhone'], message: emergency });
  });

const aiSettings = z.strictObject({
  model: z.string().trim().min(1).max(100),
  systemPrompt: instruction,
  day: z.strictObject({ titleInstruction: instruction, descriptionInstruction: instruction }),
  tour: z.strictObject({ tourInstruction: instruction }),
});

/** A PUT replaces the whole document, except api keys: an omitted key keeps its stored value. */
export const settingsBodies: Record<SettingsName, z.ZodType> = {
  api: apiSettings,
  day: daySettings,
  editor: editorSettings,
  notifications: notificationSettings,
  ai: aiSettings,
};

/** Draft thresholds to replay: the notifications document, its phones and SMS settings optional and ignored. */
const draftThresholds = z
  .strictObject({ phone: z.string().max(32).optional(), emergencyPhone: z.string().max(32).optional(), sms: smsSettings.optional(), ...thresholdGroups })
  .superRefine((settings, context) => {
    for (const [path, message] of Object.entries(notificationSettingsProblems({ ...defaultSettings().notifications, ...settings, phone: '' })))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
  });

export const BACKTEST_MAX_DAYS = 30;

/** POST /api/settings/notifications/backtest: the draft thresholds, and how many days of recorded checks to replay (30 when left out). */
export const notificationBacktestBody = z.strictObject({
  thresholds: draftThresholds,
  days: z.number().int().min(1).max(BACKTEST_MAX_DAYS).default(BACKTEST_MAX_DAYS),
});
export type NotificationBacktestBody = z.input<typeof notificationBacktestBody>;

export interface NotificationBacktestCounts {
  /** Notifications that would have been raised, each at the highest level it reached. */
  counts: LevelCounts;
  escalations: number;
}

/** What the draft would have raised over the recorded checks, beside what the stored settings would have. */
export interface NotificationBacktestView extends NotificationBacktestCounts {
  days: number;
  from: string;
  to: string;
  checks: number;
  subjects: number;
  current: NotificationBacktestCounts;
}
