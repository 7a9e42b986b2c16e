// The one history presenter: an entity's stream as entries with the actor's name, a sentence, the fields changed, and links along correlation and causation.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { HistoryEntry, HistoryFilter, RelatedLink } from '@tourops/contracts';
import { systemActorName } from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { MEMBERS_COLLECTION, TOURS_COLLECTION, type MemberDocument, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { EVENT_STORE, READ_STORE } from '@tourops/runtime';
import { CrossStreamLinks } from './cross-stream-links';
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

/** Links along correlation (events one command recorded together) and causation (an event recorded because of another). */
function streamLinks(event: RecordedEvent, events: readonly RecordedEvent[]): RelatedLink[] {
  const link = (relation: RelatedLink['relation'], other: RecordedEvent): RelatedLink => ({ relation, label: other.type, eventId: other.id, revision: other.revision, href: null });
  const links: RelatedLink[] = [];
  for (const other of events) {
    if (other.id === event.id) continue;
    if (other.id === event.metadata.causationId) links.push(link('cause', other));
    else if (other.metadata.causationId === event.id) links.push(link('consequence', other));
    else if (other.metadata.correlationId === event.metadata.correlationId) links.push(link('same-correlation', other));
  }
  return links;
}

@Injectable()
export class HistoryPresenter {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly crossStream: CrossStreamLinks,
  ) {}

  async present<S>(orgId: string, subject: HistorySubject<S>, filter: HistoryFilter = {}): Promise<HistoryEntry[]> {
    const events = await this.eventStore.readStream(subject.streamName);
    if (events.length === 0) throw new NotFoundException(subject.notFound);
    const shown = (state: S | null) => (state === null ? null : (subject.presentState?.(state) ?? state));
    let state: S | null = null;
    const steps = events.map((event) => {
      const before = state;
      const after = subject.evolve(state, { type: event.type, data: event.data }) ?? state;
      state = after;
      return { event, before, after };
    });
    const kept = steps.filter(({ event }) => (!filter.kind || filter.kind.includes(event.type)) && (!filter.actor || filter.actor.includes(event.metadata.actorId)));
    const tourIds = subject.linksTours ? kept.flatMap(({ event, before, after }) => [...tourIdsOf(event.data, before), ...tourIdsOfState(before), ...tourIdsOfState(after)]) : [];
    const recordedAt = (revision: number) => events.find((event) => event.revision === revision)?.metadata.occurredAt;
    const final = state as S | null;
    const [tourTitles, actorNames, elsewhere] = await Promise.all([
      this.tourTitles(orgId, tourIds),
      this.actorNames(orgId, kept.map(({ event }) => event.metadata.actorId)),
      this.crossStream.find(orgId, events, () => (final && subject.causeStreams ? subject.causeStreams(final) : [])),
    ]);
    return kept.map(({ event, before, after }) => ({
      id: event.id,
      type: event.type,
      revision: event.revision,
      position: event.position.toString(),
      occurredAt: event.metadata.occurredAt,
      actor: event.metadata.actorId,
      actorName: actorNames.get(event.metadata.actorId) ?? systemActorName(event.metadata.actorId),
      summary: subject.describe({ type: event.type, data: event.data }, before, after, tourTitles, recordedAt),
      changes: fieldChanges(shown(before), shown(after), { hidden: subject.hiddenFields, titles: tourTitles }),
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
      related: [
        ...streamLinks(event, events),
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
    }));
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
