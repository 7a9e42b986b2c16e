// Specifications of the audit-log read model: one entry per event with its entity and phrase, every domain event family covered, replays change nothing.
import * as domain from '@tourops/domain';
import type { RecordedEvent } from '@tourops/event-store';
import { foldBatch } from '../batch';
import type { ReadModelDocument } from '../projection';
import { AUDITED_EVENT_TYPES, MACHINE_READING_TYPES, auditLogProjection } from './audit-log.projection';

const orgId = 'org_1';
const event = (position: number, streamName: string, type: string, data: unknown, actorId = 'user_ada'): RecordedEvent => ({
  id: `e${position}`,
  streamName,
  type,
  revision: 0,
  position: BigInt(position),
  data,
  metadata: { orgId, actorId, correlationId: 'c', causationId: 'c', occurredAt: `2026-11-0${position}T10:00:00.000Z`, schemaVersion: 1 },
});

const dayAdded = event(1, `tour-${orgId}.t1`, 'DayAdded', { tourId: 't1', day: { id: 'd1', date: '2027-05-12', title: '', description: '' } });
const read = event(2, `audit-${orgId}.log`, 'AuditLogRead', { filters: {}, cursor: null, entries: 3 }, 'user_aud');

describe('the audit-log projection', () => {
  it('keeps one compact entry per event, keyed by its position', () => {
    const folded = foldBatch([auditLogProjection], [dayAdded, read], new Map());
    const documents = folded.writes.flatMap((write) => write.operations.map((operation) => ('replaceOne' in operation ? operation.replaceOne.replacement : null)));
    expect(documents).toEqual([
      expect.objectContaining({ _id: '1', seq: 1, at: '2026-11-01T10:00:00.000Z', type: 'DayAdded', actorId: 'user_ada', entityKind: 'tour', entityId: 't1', phrase: 'added the day 12 May 2027 to {entity}' }),
      expect.objectContaining({ _id: '2', seq: 2, type: 'AuditLogRead', actorId: 'user_aud', entityKind: 'audit-log', entityId: 'log', phrase: 'read 3 entries of the audit log' }),
    ]);
  });

  it('changes nothing when the same event comes again', () => {
    const first = auditLogProjection.evolve!(null, dayAdded) as ReadModelDocument;
    expect(auditLogProjection.evolve!(first, dayAdded)).toBe(first);
  });

  it('listens to every event family the domain exports, and has words for each type', () => {
    const families = Object.entries(domain).filter(([name]) => name.endsWith('_EVENT_TYPES'));
    expect(families.length).toBeGreaterThan(10);
    for (const [, types] of families) for (const type of types as string[]) expect(AUDITED_EVENT_TYPES).toContain(type);
    for (const type of AUDITED_EVENT_TYPES) expect(domain.PHRASED_EVENT_TYPES).toContain(type);
  });

  it('leaves the machines\' readings (monitor checks, staff positions) to the exports, and lists every other audited event', () => {
    expect(MACHINE_READING_TYPES).toEqual(['SubjectChecked', 'StaffPositionsReported']);
    for (const type of MACHINE_READING_TYPES) expect(auditLogProjection.eventTypes).not.toContain(type);
    expect([...auditLogProjection.eventTypes, ...MACHINE_READING_TYPES].sort()).toEqual([...AUDITED_EVENT_TYPES].sort());
    const checked = event(3, `monitoring-${orgId}.t1/flight:s1`, 'SubjectChecked', { subjectId: 't1/flight:s1', kind: 'flight', readings: [], at: '2026-11-03T10:00:00.000Z' }, 'system:monitor');
    expect(foldBatch([auditLogProjection], [checked], new Map()).writes).toEqual([]);
  });
});
