// HTTP bodies of PUT /api/settings/:name, one strict schema per settings document.
import { z } from 'zod';
import { defaultSettings, isTimeOfDay, normalizeEditorSettings, notificationSettingsProblems, type SettingsName } from '@tourops/domain';

const timeOfDay = z.string().refine(isTimeOfDay, 'Must be a time as HH:MM (00:00 to 23:59).');
const thresholds = z.strictObject({ WARNING: z.number().finite(), ALERT: z.number().finite(), CRITICAL: z.number().finite() });
const instruction = z.string().trim().max(2000);
const apiKey = z.string().trim().max(500);

const apiSettings = z.strictObject({ mapsApiKey: apiKey, weatherApiKey: apiKey, flightDataApiKey: apiKey }).partial();

const daySettings = z
  .strictObject({ startTime: timeOfDay, endTime: timeOfDay, breakBetweenSegments: z.number().int().min(0).max(240) })
  .refine((day) => day.startTime < day.endTime, { path: ['endTime'], message: 'The day must end after it starts.' });

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

const notificationSettings = z
  .strictObject({
    /** Spaces, dashes and brackets are dropped: the number is kept in E.164 form, as SMS providers take it. */
    phone: z.string().trim().max(32).transform((phone) => phone.replace(/[\s()-]/g, '')),
    /** Left out (a client that predates it): the defaults, CRITICAL and 15 minutes. */
    sms: smsSettings.optional(),
    weather: z.strictObject({ minTemperature: thresholds, maxTemperature: thresholds, windSpeed: thresholds, precipitation: thresholds }),
    flight: z.strictObject({ departureDelay: thresholds, arrivalDelay: thresholds }),
    transfer: z.strictObject({ durationDelay: thresholds }),
  })
  // One rule, in the domain: the phone in E.164 form or empty, each measure's levels in its direction.
  .superRefine((settings, context) => {
    for (const [path, message] of Object.entries(notificationSettingsProblems({ ...defaultSettings().notifications, ...settings })))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
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
