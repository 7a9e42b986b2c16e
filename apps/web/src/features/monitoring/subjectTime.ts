// How a watched subject's time reads: on the clock where it happens, a flight from its origin airport to its destination.
import { clockDateTime, clockTime, dateWhereItHappens, dayLabel, journeyTimes } from '@tourops/domain';
import type { MonitoringSubjectView } from '@tourops/contracts';

type Timed = Pick<MonitoringSubjectView, 'kind' | 'starts' | 'ends'>;

/** Within a tour's frame: '09:00', '07:05 TPE', a flight '08:05 TPE → 11:20 KIX'. */
export function subjectTime(subject: Timed, frame: string): string {
  return subject.kind === 'flight' ? journeyTimes(subject.starts, subject.ends) : clockTime(subject.starts.instant, subject.starts, frame);
}

/** In a list of many tours, the day and the clock always named: 'Sat 28 Nov 09:00 Tokyo', 'Sat 28 Nov 08:05 TPE → 11:20 KIX'. */
export function subjectDateTime(subject: Timed): string {
  if (subject.kind !== 'flight') return clockDateTime(subject.starts.instant, subject.starts);
  return `${dayLabel(dateWhereItHappens(subject.starts.instant, subject.starts.timeZone))} ${journeyTimes(subject.starts, subject.ends)}`;
}
