// The monitoring subjects read model without a database: last check and outcome, latest reading per measure, pending requests, redelivery harmless.
import type { RecordedEvent } from '@tourops/event-store';
import type { Reading, SubjectCheckEvent } from '@tourops/domain';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { MONITORING_SUBJECTS_COLLECTION, monitoringSubjectsProjection, type MonitoringSubjectDocument } from './monitoring-subjects.projection';

const subjectId = 'tour-1/flight:f1';
const projections = [monitoringSubjectsProjection];
const at = (minute: number) => new Date(Date.UTC(2026, 5, 10, 6, minute)).toISOString();
const delay = (measure: Reading['measure'], value: number, minute: number): Reading => ({
  measure,
  value,
  unit: 'min',
  observedAt: at(minute),
  provider: 'simulated',
  fetchedAt: at(minute),
  simulated: true,
});

function recorded(position: number, event: SubjectCheckEvent, orgId = 'acme'): RecordedEvent {
  return {
    id: `e${position}`,
    streamName: `monitoring-${orgId}.${subjectId}`,
    type: event.type,
    revision: position - 1,
    position: BigInt(position),
    data: event.data,
    metadata: { orgId, actorId: 'system:monitor', correlationId: 'c', causationId: 'c', occurredAt: at(position), schemaVersion: 1 },
  };
}

const checked = (minute: number, readings: Reading[]): SubjectCheckEvent => ({ type: 'SubjectChecked', data: { subjectId, tourId: 'tour-1', kind: 'flight', readings, at: at(minute) } });
const failed = (minute: number, consecutiveFailures: number): SubjectCheckEvent => ({
  type: 'SubjectCheckFailed',
  data: { subjectId, tourId: 'tour-1', kind: 'flight', provider: 'aerodatabox', reason: 'timeout', consecutiveFailures, at: at(minute) },
});
const requested = (minute: number): SubjectCheckEvent => ({ type: 'SubjectCheckRequested', data: { subjectId, tourId: 'tour-1', at: at(minute) } });

function project(...batches: RecordedEvent[][]): MonitoringSubjectDocument {
  const key = keyOf({ orgId: 'acme', collection: MONITORING_SUBJECTS_COLLECTION, id: subjectId });
  let stored: ReadModelDocument | null = null;
  for (const batch of batches) {
    const { writes } = foldBatch(projections, batch, new Map([[key, stored]]));
    const operation = writes[0]?.operations[0] as unknown as { replaceOne: { replacement: ReadModelDocument } } | undefined;
    if (operation) stored = operation.replaceOne.replacement;
  }
  return stored as unknown as MonitoringSubjectDocument;
}

describe('the monitoring subjects read model', () => {
  it('keeps one document per subject with its last check, outcome and the latest reading of each measure', () => {
    const document = project([
      recorded(1, checked(1, [delay('flight.departureDelay', 10, 1), delay('flight.arrivalDelay', 5, 1)])),
      recorded(2, checked(2, [delay('flight.departureDelay', 35, 2)])),
    ]);
    expect(document).toMatchObject({ _id: subjectId, subjectId, tourId: 'tour-1', kind: 'flight', lastCheckAt: at(2), lastOutcome: { kind: 'reading' }, consecutiveFailures: 0, checkRequestedAt: null });
    expect(document.readings).toEqual({ 'flight.departureDelay': delay('flight.departureDelay', 35, 2), 'flight.arrivalDelay': delay('flight.arrivalDelay', 5, 1) });
  });

  it('says no data with the provider and reason, counts failures and keeps the last readings', () => {
    const document = project([recorded(1, checked(1, [delay('flight.departureDelay', 10, 1)])), recorded(2, failed(2, 1)), recorded(3, failed(3, 2))]);
    expect(document).toMatchObject({ lastCheckAt: at(3), lastOutcome: { kind: 'no data', provider: 'aerodatabox', reason: 'timeout' }, consecutiveFailures: 2 });
    expect(document.readings['flight.departureDelay']?.value).toBe(10);
  });

  it('shows a pending check request until the next check, whatever its outcome', () => {
    expect(project([recorded(1, requested(1))])).toMatchObject({ checkRequestedAt: at(1), lastCheckAt: null, kind: null });
    expect(project([recorded(1, requested(1)), recorded(2, failed(2, 1))]).checkRequestedAt).toBeNull();
    expect(project([recorded(1, checked(1, [delay('flight.departureDelay', 1, 1)])), recorded(2, requested(2))]).checkRequestedAt).toBe(at(2));
  });

  it('changes nothing when the same events are delivered again', () => {
    const events = [recorded(1, checked(1, [delay('flight.departureDelay', 10, 1)])), recorded(2, requested(2)), recorded(3, failed(3, 1))];
    expect(project(events, [events[1]], events)).toEqual(project(events));
  });

  it('announces the subject as changed in its organization', () => {
    const { changes } = foldBatch(projections, [recorded(1, requested(1), 'org-b')], new Map());
    expect(changes).toEqual([{ orgId: 'org-b', collection: MONITORING_SUBJECTS_COLLECTION, ids: [subjectId] }]);
  });
});
