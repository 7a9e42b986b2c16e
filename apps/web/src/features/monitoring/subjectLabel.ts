// What a watched subject is called on the monitoring pages: the segment, and for weather which end of a journey.
import type { MonitoringSubjectView } from '@tourops/contracts';

export function subjectLabel(subject: Pick<MonitoringSubjectView, 'id' | 'kind' | 'segment'>): string {
  const segment = subject.segment.title ?? 'Segment';
  if (subject.kind !== 'weather') return segment;
  if (subject.id.endsWith(':from')) return `Weather at departure: ${segment}`;
  if (subject.id.endsWith(':to')) return `Weather at arrival: ${segment}`;
  return `Weather: ${segment}`;
}
