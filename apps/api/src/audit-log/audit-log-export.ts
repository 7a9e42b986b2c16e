// Streams an audit-log export: every event of the organization in the range, in log order, from the event store, chained as it goes.
import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@tourops/contracts';
import { addDays, auditEntityLabel, auditEntityOf, auditPhraseOf, auditSentence, type AuditExportFormat } from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE } from '@tourops/runtime';
import { maskedEventData } from '../travelers/traveler-views';
import { chainSeed } from './audit-chain';
import { AuditExportRecords, type AuditExportEvent } from './audit-export-records';
import { AuditNames } from './audit-names';

export interface AuditExportRequest {
  orgId: string;
  role: Role;
  from: string;
  to: string;
  format: AuditExportFormat;
}

export interface AuditExportOutcome {
  count: number;
  digest: string;
  complete: boolean;
}

/** What an export shows of an event's data: what its history shows (passports masked but for admins), never a device token's secret hash. */
function presentedData(event: RecordedEvent, role: Role): unknown {
  if (event.type === 'DeviceTokenIssued' && typeof event.data === 'object' && event.data !== null) {
    const { secretHash: _secret, ...rest } = event.data as Record<string, unknown>;
    return rest;
  }
  return event.streamName.startsWith('traveler-') ? maskedEventData(event.data, role) : event.data;
}

@Injectable()
export class AuditLogExport {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /**
   * The export's lines. The range is whole UTC days; events appended after the export started are left to the next one.
   * `finished` learns the count and the digest, also when the reader leaves before the end.
   */
  async *lines(request: AuditExportRequest, finished: (outcome: AuditExportOutcome) => Promise<unknown>): AsyncGenerator<string> {
    const { orgId, from, to, format } = request;
    const records = new AuditExportRecords(format, { orgId, from, to, seed: chainSeed(orgId, from, to) });
    const names = await new AuditNames(this.readStore.forOrganization(orgId)).loadMembers();
    const head = await this.eventStore.headPosition();
    const until = addDays(to, 1);
    let complete = false;
    try {
      yield records.header();
      for await (const page of this.eventStore.readAll({ pageSize: 1000 })) {
        const events = page.filter((event) => event.position <= head && event.metadata.orgId === orgId && event.metadata.occurredAt >= from && event.metadata.occurredAt < until);
        const entities = events.map((event) => auditEntityOf(event.streamName, orgId, event.data));
        await names.prepare(entities);
        let chunk = '';
        events.forEach((event, index) => (chunk += records.event(this.exportEventOf(event, entities[index], names, request.role))));
        if (chunk !== '') yield chunk;
        if (page[page.length - 1].position >= head) break;
      }
      yield records.end();
      complete = true;
    } finally {
      await finished({ count: records.count, digest: records.digest, complete });
    }
  }

  private exportEventOf(event: RecordedEvent, entity: { kind: string; id: string }, names: AuditNames, role: Role): AuditExportEvent {
    const actorName = names.actorName(event.metadata.actorId);
    return {
      position: event.position.toString(),
      eventId: event.id,
      occurredAt: event.metadata.occurredAt,
      type: event.type,
      stream: event.streamName,
      revision: event.revision,
      actor: { id: event.metadata.actorId, name: actorName },
      entity: { ...entity, label: auditEntityLabel(entity, names.nameOf(entity)) },
      summary: auditSentence(actorName, auditPhraseOf(event.type, event.data), names.inWords(entity)),
      data: presentedData(event, role),
    };
  }
}
