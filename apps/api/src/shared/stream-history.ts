// An entity's audit trail: the events of its own stream, in order, as they were recorded.
import { NotFoundException } from '@nestjs/common';
import type { HistoryEntry } from '@tourops/contracts';
import type { EventStore } from '@tourops/event-store';


/** Every event of the stream (404 with `notFound` when there is none); `present` may hide what the caller must not see. */
export async function streamHistory(
  eventStore: EventStore,
  streamName: string,
  notFound: string,
  present: (data: unknown) => unknown = (data) => data,
): Promise<HistoryEntry[]> {
  const events = await eventStore.readStream(streamName);
  if (events.length === 0) throw new NotFoundException(notFound);
  return events.map((event) => ({
    type: event.type,
    revision: event.revision,
    position: event.position.toString(),
    occurredAt: event.metadata.occurredAt,
    actor: event.metadata.actorId,
    data: present(event.data),
  }));
}
