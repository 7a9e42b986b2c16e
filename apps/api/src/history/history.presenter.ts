// The one history presenter: an entity's stream, a page at a time and newest first, as entries with the actor's name, a sentence, the fields changed, and links along correlation and causation.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { HISTORY_PAGE_DEFAULT, type HistoryEntry, type HistoryFilter, type HistoryPage, type RelatedLink } from '@tourops/contracts';
import { systemActorName } from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { MEMBERS_COLLECTION, TOURS_COLLECTION, type MemberDocument, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE, yieldToRequests } from '@tourops/runtime';
import { CrossStreamLinks, MOST_PER_CORRELATION, appendTo, firstKept } from './cross-stream-links';
import { fieldChanges } from './field-changes';

type Recorded = { type: string; data: unknown };

/** What the presenter needs of one kind of entity: its stream, its domain's evolve, its sentences and what a caller may see. */
export interface HistorySubject<S> {
  streamName: string;
  notFound: string;
  evolve(state: S | null, event: Recorded): S | null;
  describe(event: Recorded, before: S | null, after: S | null, tourTitles: ReadonlyMap<string, string>, recordedAt: (revision: number) => string | undefined): string;
  /** The state as the caller may see it before it is compared (a traveler's passport masked for non-admins). */
  presentState?: (state: S) => unknown;
  presentData?: (data: unknown) => unknown;
  /** Whether entries link to the tours their events concern (not for a tour's own history). */
  linksTours: boolean;
  /** Fields the sentence already tells, or that only the system reads: left out of the before/after. */
  hiddenFields?: readonly string[];
  /** Streams the causes of its events may come from without being in the event links (a notification's readings). */
  causeStreams?: (state: S) => string[];
}

/** The tours an event concerns: its own tourId, or its assignment's. */
function tourIdsOf(data: unknown, before: unknown): string[] {
  const record = data as { tourId?: unknown; assignment?: { tourId?: unknown }; assignmentId?: unknown };
  const ids = [record.tourId, record.assignment?.tourId];
  const assignments = (before as { assignments?: { assignmentId: string; tourId: string }[] } | null)?.assignments ?? [];
  if (typeof record.assignmentId === 'string') ids.push(assignments.find((assignment) => assignment.assignmentId === record.assignmentId)?.tourId);
  return ids.filter((id): id is string => typeof id === 'string' && id !== '');
}

/** The tours a state lists (a traveler's tours), so that its changes name them by title. */
const tourIdsOfState = (state: unknown): string[] => {
  const ids = (state as { tourIds?: unknown } | null)?.tourIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** The stream's events indexed once by id, cause and correlation, so each entry finds its links without a pass over the stream. */
class StreamIndex {
  private readonly byId = new Map<string, RecordedEvent>();
  private readonly byCause = new Map<string, RecordedEvent[]>();
  private readonly byCorrelation = new Map<string, RecordedEvent[]>();

  constructor(readonly events: readonly RecordedEvent[]) {
    for (const event of events) {
      this.byId.set(event.id, event);
      appendTo(this.byCause, event.metadata.causationId, event);
      appendTo(this.byCorrelation, event.metadata.correlationId, event);
    }
  }

  has(eventId: string): boolean {
    return this.byId.has(eventId);
  }

  /** The instant an event of the stream was recorded, by its revision (0-based: its index, unless the stream was truncated). */
  recordedAt = (revision: number): string | undefined => {
    const event = this.events[revision]?.revision === revision ? this.events[revision] : this.events.find((candidate) => candidate.revision === revision);
    return event?.metadata.occurredAt;
  };

  /** The entry's cause, its consequences, and what else its command recorded (at most MOST_PER_CORRELATION), in stream order. */
  linksOf(event: RecordedEvent): RelatedLink[] {
    const link = (relation: RelatedLink['relation'], other: RecordedEvent): RelatedLink => ({ relation, label: other.type, eventId: other.id, revision: other.revision, href: null });
    const cause = this.byId.get(event.metadata.causationId);
    const consequences = (this.byCause.get(event.id) ?? []).filter((other) => other.id !== event.id);
    const shown = new Set([event.id, cause?.id, ...consequences.map((other) => other.id)]);
    const together = firstKept(this.byCorrelation.get(event.metadata.correlationId) ?? [], MOST_PER_CORRELATION, (other) => !shown.has(other.id));
    return [
      ...(cause && cause.id !== event.id ? [link('cause', cause)] : []),
      ...consequences.map((other) => link('consequence', other)),
      ...together.map((other) => link('same-correlation', other)),
    ].sort((a, b) => (a.revision ?? 0) - (b.revision ?? 0));
  }
}

interface Step<S> {
  event: RecordedEvent;
  before: S | null;
  after: S | null;
}

/** Events folded, and entries presented, between two turns of the event loop: other requests are answered in between. */
const EVENTS_PER_TURN = 1000;
const ENTRIES_PER_TURN = 25;

/** The whole stream, read EVENTS_PER_TURN events at a time with a turn of the event loop between two reads. */
async function readInTurns(eventStore: EventStore, streamName: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const read = await eventStore.readStream(streamName, { fromRevision: events.length === 0 ? 0 : events[events.length - 1].revision + 1, maxCount: EVENTS_PER_TURN });
    events.push(...read);
    if (read.length < EVENTS_PER_TURN) return events;
    await yieldToRequests();
  }
}

/**
 * The page asked, newest first: the events that pass the filter, older than the cursor, at most `limit`; then one fold
 * of the stream keeps the state before and after each. Linear in the stream.
 */
async function pageOf<S>(events: readonly RecordedEvent[], subject: HistorySubject<S>, filter: Partial<HistoryFilter>): Promise<{ steps: Step<S>[]; more: boolean; final: S | null }> {
  const limit = filter.limit ?? HISTORY_PAGE_DEFAULT;
  const before = filter.before === undefined ? Infinity : Number(filter.before);
  const kinds = filter.kind ? new Set(filter.kind) : null;
  const actors = filter.actor ? new Set(filter.actor) : null;
  const picked: number[] = [];
  let more = false;
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index];
    if (event.revision >= before || (kinds && !kinds.has(event.type)) || (actors && !actors.has(event.metadata.actorId))) continue;
    if (picked.length === limit) {
      more = true;
      break;
    }
    picked.push(index);
  }
  const wanted = new Set(picked);
  const steps = new Map<number, Step<S>>();
  let state: S | null = null;
  for (let index = 0; index < events.length; index++) {
    if (index > 0 && index % EVENTS_PER_TURN === 0) await yieldToRequests();
    const event = events[index];
    const after: S | null = subject.evolve(state, { type: event.type, data: event.data }) ?? state;
    if (wanted.has(index)) steps.set(index, { event, before: state, after });
    state = after;
  }
  return { steps: picked.map((index) => steps.get(index)!), more, final: state };
}

@Injectable()
export class HistoryPresenter {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly crossStream: CrossStreamLinks,
  ) {}

  async present<S>(orgId: string, subject: HistorySubject<S>, filter: Partial<HistoryFilter> = {}): Promise<HistoryPage> {
    const events = await readInTurns(this.eventStore, subject.streamName);
    if (events.length === 0) throw new NotFoundException(subject.notFound);
    const shown = (state: S | null) => (state === null ? null : (subject.presentState?.(state) ?? state));
    const stream = new StreamIndex(events);
    const { steps, more, final } = await pageOf(events, subject, filter);
    const tourIds = subject.linksTours ? steps.flatMap(({ event, before, after }) => [...tourIdsOf(event.data, before), ...tourIdsOfState(before), ...tourIdsOfState(after)]) : [];
    const everyActor = [...new Set(events.map((event) => event.metadata.actorId))];
    const [tourTitles, actorNames, elsewhere] = await Promise.all([
      this.tourTitles(orgId, tourIds),
      this.actorNames(orgId, everyActor),
      this.crossStream.find(orgId, steps.map(({ event }) => event), stream, () => (final && subject.causeStreams ? subject.causeStreams(final) : [])),
    ]);
    const nameOf = (actorId: string) => actorNames.get(actorId) ?? systemActorName(actorId);
    const entryOf = ({ event, before, after }: Step<S>): HistoryEntry => ({
      id: event.id,
      type: event.type,
      revision: event.revision,
      position: event.position.toString(),
      occurredAt: event.metadata.occurredAt,
      actor: event.metadata.actorId,
      actorName: nameOf(event.metadata.actorId),
      summary: subject.describe({ type: event.type, data: event.data }, before, after, tourTitles, stream.recordedAt),
      changes: fieldChanges(shown(before), shown(after), { hidden: subject.hiddenFields, titles: tourTitles }),
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
      related: [
        ...stream.linksOf(event),
        ...elsewhere.linksOf(event),
        ...[...new Set(subject.linksTours ? tourIdsOf(event.data, before) : [])].map((tourId): RelatedLink => ({
          relation: 'tour',
          label: tourTitles.get(tourId) ?? 'Tour',
          eventId: null,
          revision: null,
          href: `/tours/edit/${tourId}`,
        })),
      ],
      data: subject.presentData ? subject.presentData(event.data) : event.data,
    });
    const items: HistoryEntry[] = [];
    for (const step of steps) {
      if (items.length > 0 && items.length % ENTRIES_PER_TURN === 0) await yieldToRequests();
      items.push(entryOf(step));
    }
    return {
      items,
      nextCursor: more ? String(items[items.length - 1].revision) : null,
      kinds: [...new Set(events.map((event) => event.type))].sort(),
      actors: everyActor.map((id) => ({ id, name: nameOf(id) })),
    };
  }

  private async tourTitles(orgId: string, tourIds: string[]): Promise<Map<string, string>> {
    if (tourIds.length === 0) return new Map();
    const tours = await this.readStore
      .forOrganization(orgId)
      .collection<TourDocument & Record<string, unknown>>(TOURS_COLLECTION)
      .find({ _id: { $in: [...new Set(tourIds)] } }, { projection: { title: 1 } });
    return new Map(tours.filter((tour) => typeof tour.title === 'string').map((tour) => [tour._id, tour.title]));
  }

  private async actorNames(orgId: string, actorIds: string[]): Promise<Map<string, string>> {
    if (actorIds.length === 0) return new Map();
    const members = await this.readStore
      .forOrganization(orgId)
      .collection<MemberDocument & Record<string, unknown>>(MEMBERS_COLLECTION)
      .find({ _id: { $in: [...new Set(actorIds)] } }, { projection: { fullName: 1 } });
    return new Map(members.filter((member) => member.fullName).map((member) => [member._id, member.fullName]));
  }
}
