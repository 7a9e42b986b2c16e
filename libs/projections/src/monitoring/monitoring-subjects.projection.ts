// The monitoring subjects read model: per watched subject its last check and outcome, the latest reading per measure, failures in a row and a pending "check now".
import type { RecordedEvent } from '@tourops/event-store';
import { SUBJECT_CHECK_EVENT_TYPES, type Measure, type Reading, type SubjectCheckEvent, type SubjectKind } from '@tourops/domain';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const MONITORING_SUBJECTS_COLLECTION = 'monitoring-subjects';

export type LastOutcome = { kind: 'reading' } | { kind: 'no data'; provider: string; reason: string };

export interface MonitoringSubjectDocument {
  _id: string;
  subjectId: string;
  tourId: string;
  kind: SubjectKind | null;
  lastCheckAt: string | null;
  lastOutcome: LastOutcome | null;
  /** The latest reading of each measure ever read, kept through checks without data. */
  readings: Partial<Record<Measure, Reading>>;
  consecutiveFailures: number;
  /** When an operator asked for a check that has not run yet; null when none waits. */
  checkRequestedAt: string | null;
}

const empty = (subjectId: string, tourId: string): MonitoringSubjectDocument => ({
  _id: subjectId,
  subjectId,
  tourId,
  kind: null,
  lastCheckAt: null,
  lastOutcome: null,
  readings: {},
  consecutiveFailures: 0,
  checkRequestedAt: null,
});

export function evolveMonitoringSubject(document: MonitoringSubjectDocument | null, recorded: RecordedEvent): MonitoringSubjectDocument | null {
  const event = recorded as unknown as SubjectCheckEvent;
  const current = document ?? empty(event.data.subjectId, event.data.tourId);
  switch (event.type) {
    case 'SubjectChecked': {
      const readings = { ...current.readings };
      for (const reading of event.data.readings) readings[reading.measure] = reading;
      return { ...current, kind: event.data.kind, lastCheckAt: event.data.at, lastOutcome: { kind: 'reading' }, readings, consecutiveFailures: 0, checkRequestedAt: null };
    }
    case 'SubjectCheckFailed': {
      const { kind, provider, reason, consecutiveFailures, at } = event.data;
      return { ...current, kind, lastCheckAt: at, lastOutcome: { kind: 'no data', provider, reason }, consecutiveFailures, checkRequestedAt: null };
    }
    case 'SubjectCheckRequested':
      return { ...current, checkRequestedAt: current.checkRequestedAt ?? event.data.at };
    default:
      return document;
  }
}

export const monitoringSubjectsProjection: DocumentProjection = {
  name: 'monitoring-subjects',
  version: 1,
  collection: MONITORING_SUBJECTS_COLLECTION,
  eventTypes: SUBJECT_CHECK_EVENT_TYPES,
  documentId: (event) => (event.data as { subjectId?: string }).subjectId ?? null,
  evolve: (document, event) => evolveMonitoringSubject(document as unknown as MonitoringSubjectDocument | null, event) as unknown as ReadModelDocument | null,
  indexes: [
    { name: 'by_tour', keys: { tourId: 1, _id: 1 } },
    { name: 'by_kind', keys: { kind: 1, _id: 1 } },
  ],
};
