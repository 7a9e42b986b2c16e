// Time travel: a tour read as it was at an instant or after a revision, folded from its own stream with the domain's evolve.
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { tourStreamName } from '@tourops/domain';
import type { EventStore, RecordedEvent } from '@tourops/event-store';
import { tourDocumentAfter, type TourDocument } from '@tourops/projections';
import type { TourAsOfView } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import { ValidationError } from '../http/errors';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
import { toTourView } from './tour-views';

/** The point in the tour's life to read it at: an instant, or a revision of its stream. */
export type TourPoint = { asOf: string } | { revision: number };

export class GetTourAsOfQuery extends Query<TourAsOfView> {
  constructor(
    readonly orgId: string,
    readonly tourId: string,
    readonly point: TourPoint,
  ) {
    super();
  }
}

const NOT_FOUND = 'Tour not found.';

/** The events up to and including the point; throws the 400 or 404 a caller must see. A purged tour stays forgotten at every point, as in the read models. */
async function eventsUpTo(eventStore: EventStore, streamName: string, point: TourPoint): Promise<RecordedEvent[]> {
  const [last] = await eventStore.readStream(streamName, { direction: 'backwards', maxCount: 1 });
  if (!last || last.type === 'TourPurged') throw new NotFoundException(NOT_FOUND);
  if ('revision' in point) {
    if (point.revision > last.revision) {
      const message = `Must be at most ${last.revision}, the tour's latest revision.`;
      throw new ValidationError(`The query is not valid: revision ${lowerFirst(message)}`, { revision: message });
    }
    return eventStore.readStream(streamName, { toRevision: point.revision });
  }
  const events = await eventStore.readStream(streamName, { toRevision: last.revision });
  const asOf = Date.parse(point.asOf);
  const after = events.findIndex((event) => Date.parse(event.metadata.occurredAt) > asOf);
  if (after === 0) throw new NotFoundException(`The tour did not exist yet at ${point.asOf}: it was created at ${events[0].metadata.occurredAt}.`);
  return after === -1 ? events : events.slice(0, after);
}

@QueryHandler(GetTourAsOfQuery)
export class GetTourAsOfHandler implements IQueryHandler<GetTourAsOfQuery> {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ orgId, tourId, point }: GetTourAsOfQuery): Promise<TourAsOfView> {
    const streamName = tourStreamName(orgId, tourId);
    const events = await eventsUpTo(this.eventStore, streamName, point);
    const document = tourDocumentAfter(events);
    if (!document || document.purged) throw new NotFoundException(NOT_FOUND);
    const tour = document as TourDocument;
    const asOf = 'asOf' in point ? new Date(Date.parse(point.asOf)).toISOString() : events[events.length - 1].metadata.occurredAt;
    return { ...toTourView(tour), allowedTransitions: [], asOf, readOnly: true };
  }
}
