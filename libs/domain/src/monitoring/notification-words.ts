// A notification in one sentence, the same on the inbox, the toasts, the badge and the overview: what crossed, about what and when, on which tour.
import { clockDateTime } from '../shared/operational-time';
import { formatValue, labelOf, unitOf, type Measure } from './measures';
import type { SubjectWords } from './subject-words';

const PROVIDERS: Record<string, string> = { 'open-meteo': 'Open-Meteo', aerodatabox: 'AeroDataBox', mapbox: 'Mapbox', twilio: 'Twilio', log: 'the SMS log', simulated: 'simulated data' };

/** A provider as operators know it: 'Open-Meteo', 'AeroDataBox', 'Mapbox'; 'simulated data' for readings no real provider gave. */
export const providerWords = (provider: string, simulated = false): string => (simulated || provider === 'simulated' ? PROVIDERS.simulated : (PROVIDERS[provider] ?? provider));

/** 'Departure delay 65 min', 'Wind (sustained, 10 m) 52 km/h'; a measure that happened or not by its label alone ('Flight cancelled'). */
export const measureWords = (measure: Measure, value: number): string => (unitOf(measure) === '' ? labelOf(measure) : `${labelOf(measure)} ${formatValue(measure, value)}`);

/** 'AZ610 FCO→LIS, Sat 28 Nov 10:00 Rome': the subject and, when it is planned, the day and time where it happens (the clock named unless it is `frame`'s). */
export function subjectWhen(about: Pick<SubjectWords, 'label' | 'when'>, frame?: string): string {
  return about.when ? `${about.label}, ${clockDateTime(about.when.instant, about.when, frame)}` : about.label;
}

/** What a notification says wherever it is shown. */
export interface NotificationFacts {
  measure: Measure;
  /** The reading's value. */
  value: number;
  about: SubjectWords;
}

/** 'Departure delay 65 min · AZ610 FCO→LIS, Sat 28 Nov 10:00 Rome · Rome long weekend'. */
export function notificationSentence({ measure, value, about }: NotificationFacts): string {
  return [measureWords(measure, value), subjectWhen(about), ...(about.tour ? [about.tour.title] : [])].join(' · ');
}
