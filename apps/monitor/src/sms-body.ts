// The text of a notification's SMS: its level, what was measured and the value, the tour, and where to look, in one short message.
import { formatValue, labelOf, unitOf, type Measure, type Severity } from '@tourops/domain';

/** One SMS segment in GSM-7; a longer text is still sent, split by the provider. */
export const SMS_SEGMENT_LENGTH = 160;
const WHERE_TO_LOOK = 'open TourOps: /tools/notifications';

export interface SmsBodyFacts {
  level: Severity;
  measure: Measure;
  value: number;
  /** The tour's title when the notification has a tour and it is known. */
  tourTitle?: string | null;
  reminder?: boolean;
}

/** "CRITICAL: Departure delay 65 min (Rome to Lisbon) - open TourOps: /tools/notifications", the title shortened to fit 160 characters; plain GSM-7 characters where it can, so one SMS holds 160 of them. */
export function smsBodyOf({ level, measure, value, tourTitle, reminder = false }: SmsBodyFacts): string {
  const what = unitOf(measure) === '' ? labelOf(measure) : `${labelOf(measure)} ${formatValue(measure, value)}`;
  const head = `${reminder ? 'Still unread, ' : ''}${level}: ${what}`;
  const tail = ` - ${WHERE_TO_LOOK}`;
  const title = tourTitle?.trim();
  if (!title) return `${head}${tail}`;
  const room = SMS_SEGMENT_LENGTH - head.length - tail.length - ' ()'.length;
  const shown = title.length <= room ? title : room >= 8 ? `${title.slice(0, room - 3).trimEnd()}...` : '';
  return shown ? `${head} (${shown})${tail}` : `${head}${tail}`;
}
