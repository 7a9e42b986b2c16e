// The text of an SMS about a subject: its level, the subject and when it happens there, every measure crossed in the check, the tour, where to look; GSM-7 within 160 characters where it can.
import { clockDateTime } from '../shared/operational-time';
import type { Severity } from '../settings/settings';
import type { Measure } from './measures';
import { measureWords } from './notification-words';
import type { SubjectWords } from './subject-words';

/** One SMS segment in GSM-7; a longer text is still sent, split by the provider. */
export const SMS_SEGMENT_LENGTH = 160;
const WHERE_TO_LOOK = 'open TourOps: /tools/notifications';
const GSM7 = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const PLAIN: Record<string, string> = { '→': '-', '·': '-', '–': '-', '—': '-', '…': '...', '‘': "'", '’': "'", '“': '"', '”': '"', '\u00a0': ' ' };

/** The text in characters one GSM-7 SMS holds: arrows and dots as hyphens, accents dropped where GSM-7 lacks the letter, '?' for the rest. */
export function gsm7(text: string): string {
  return [...text]
    .map((char) => {
      if (GSM7.includes(char)) return char;
      if (PLAIN[char] !== undefined) return PLAIN[char];
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...bare].every((part) => GSM7.includes(part)) ? bare : '?';
    })
    .join('');
}

/** A measure crossed in the check and the value read. */
export interface CrossedMeasure {
  measure: Measure;
  value: number;
}

export interface SmsBodyFacts {
  level: Severity;
  about: SubjectWords;
  /** Every measure of the subject that reached the level in the check, in the order read. */
  crossed: readonly CrossedMeasure[];
  reminder?: boolean;
}

const inSentence = (words: string) => (/^[A-Z][a-z]/.test(words) ? `${words[0].toLowerCase()}${words.slice(1)}` : words);

/**
 * 'CRITICAL: AZ610 FCO-LIS Sat 28 Nov 10:00 Rome: departure delay 65 min, arrival delay 62 min - Rome long weekend - open TourOps: /tools/notifications'.
 * Over 160 characters the tour title is shortened first (dropped when too little is left), then where to look goes.
 */
export function smsBodyOf({ level, about, crossed, reminder = false }: SmsBodyFacts): string {
  const when = about.when ? ` ${clockDateTime(about.when.instant, about.when)}` : '';
  const what = crossed.map(({ measure, value }) => inSentence(measureWords(measure, value))).join(', ');
  const head = gsm7(`${reminder ? 'Still unread, ' : ''}${level}: ${about.label}${when}: ${what}`);
  const tail = ` - ${WHERE_TO_LOOK}`;
  const title = gsm7(about.tour?.title.trim() ?? '');
  const room = SMS_SEGMENT_LENGTH - head.length - tail.length - ' - '.length;
  const shown = title.length <= room ? title : room >= 8 ? `${title.slice(0, room - 3).trimEnd()}...` : '';
  const body = shown ? `${head} - ${shown}${tail}` : `${head}${tail}`;
  return body.length <= SMS_SEGMENT_LENGTH ? body : head;
}
