// Links from a stream's events to events of other streams along correlation and causation, found in the event-links read model.
import { Inject, Injectable } from '@nestjs/common';
import type { RelatedLink } from '@tourops/contracts';
import { auditSentence } from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { eventLinkOf, historySourceOf, type EventLinkDocument, type HistorySource } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE } from '@tourops/runtime';
import { AuditNames } from '../audit-log/audit-names';

/** Events of one correlation shown per entry, of this stream or another; a notification's SMS and answers stay few, a flood (a command's large batch) is cut here. */
export const MOST_PER_CORRELATION = 20;

/** The web page of an entity, when it has one; a watched subject's is its segment in the tour editor. */
export function entityPage(kind: string, id: string): string | null {
  switch (kind) {
    case 'tour':
      return `/tours/edit/${id}`;
    case 'notification':
      return `/tools/notifications?open=${encodeURIComponent(id)}`;
    case 'traveler':
      return `/travelers/details/${id}`;
    case 'field-staff':
      return `/field-staff/details/${id}`;
    case 'monitoring-subject': {
      const segment = /^([\w-]+)\/\w+:([\w-]+)/.exec(id);
      return segment ? `/tours/edit/${segment[1]}#segment-${segment[2]}` : null;
    }
    default:
      return null;
  }
}

/** Adds a value to the list of its key (one list per key, grown in place). */
export function appendTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The first `most` things of a list that `keep` keeps, without a look at the rest (a command's batch may be thousands long). */
export function firstKept<T>(list: readonly T[], most: number, keep: (thing: T) => boolean): T[] {
  const kept: T[] = [];
  for (const thing of list) {
    if (kept.length === most) break;
    if (keep(thing)) kept.push(thing);
  }
  return kept;
}

/** The events of other streams linked to a stream, indexed for its entries. */
export class LinkedEvents {
  private readonly byId = new Map<string, EventLinkDocument>();
  private readonly byCause = new Map<string, EventLinkDocument[]>();
  private readonly byCorrelation = new Map<string, EventLinkDocument[]>();

  constructor(
    linked: readonly EventLinkDocument[],
    private readonly names: Pick<AuditNames, 'actorName' | 'inWords'>,
  ) {
    for (const event of linked) {
      this.byId.set(event._id, event);
      appendTo(this.byCause, event.causationId, event);
      appendTo(this.byCorrelation, event.correlationId, event);
    }
  }

  /** The entry's cause in another stream, what it led to elsewhere, and what else was recorded in its correlation. */
  linksOf(event: RecordedEvent): RelatedLink[] {
    const cause = this.byId.get(event.metadata.causationId);
    const consequences = this.byCause.get(event.id) ?? [];
    const shown = new Set([cause?._id, ...consequences.map((other) => other._id)]);
    const together = firstKept(this.byCorrelation.get(event.metadata.correlationId) ?? [], MOST_PER_CORRELATION, (other) => !shown.has(other._id));
    return [
      ...(cause ? [this.link('cause', cause)] : []),
      ...consequences.map((other) => this.link('consequence', other)),
      ...together.map((other) => this.link('same-correlation', other)),
    ];
  }

  private link(relation: 'cause' | 'consequence' | 'same-correlation', other: EventLinkDocument): RelatedLink {
    const entity = { kind: other.entityKind, id: other.entityId };
    return {
      relation,
      label: other.type,
      eventId: other._id,
      revision: other.revision,
      href: entityPage(entity.kind, entity.id),
      entity,
      summary: auditSentence(this.names.actorName(other.actorId), other.phrase, this.names.inWords(entity)),
      occurredAt: other.at,
    };
  }
}

@Injectable()
export class CrossStreamLinks {
  private readonly history: HistorySource;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {
    this.history = historySourceOf(eventStore, readStore);
  }

  /**
   * The organization's event links caused by one of the entries' events, sharing a correlation with one, or causing one. A cause that started its chain (a monitor's reading) is not a link: it is looked for in
   * `causeStreams`, the streams the subject says its causes come from, read only when such a cause is missing. Events of the entries' own stream (`stream`) are not links elsewhere.
   */
  async find(orgId: string, events: readonly RecordedEvent[], stream: { has(eventId: string): boolean }, causeStreams: () => string[]): Promise<LinkedEvents> {
    const outsideCauses = [...new Set(events.map((event) => event.metadata).filter((meta) => meta.causationId !== meta.correlationId && !stream.has(meta.causationId)).map((meta) => meta.causationId))];
    const scope = this.readStore.forOrganization(orgId);
    const found = await this.history.eventLinks(orgId, {
      causationIds: events.map((event) => event.id),
      correlationIds: [...new Set(events.map((event) => event.metadata.correlationId))],
      ids: outsideCauses,
    });
    const linked: EventLinkDocument[] = found.filter((event) => !stream.has(event._id));
    const linkedIds = new Set(linked.map((event) => event._id));
    const missing = new Set(outsideCauses.filter((id) => !linkedIds.has(id)));
    if (missing.size > 0) linked.push(...(await this.startingCauses(orgId, missing, causeStreams())));
    const names = await new AuditNames(scope).loadMembers();
    await names.prepare(linked.map((event) => ({ kind: event.entityKind, id: event.entityId })));
    return new LinkedEvents(linked, names);
  }

  /** Causes that started their chain, read from the streams they come from (the organization's own, by name). */
  private async startingCauses(orgId: string, ids: Set<string>, streamNames: string[]): Promise<EventLinkDocument[]> {
    const causes: EventLinkDocument[] = [];
    for (const streamName of streamNames) {
      for (const event of await this.eventStore.readStream(streamName))
        if (ids.has(event.id) && event.metadata.orgId === orgId) causes.push(eventLinkOf(event));
    }
    return causes;
  }
}
