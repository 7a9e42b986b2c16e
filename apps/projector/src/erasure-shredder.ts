// Shreds the data key of every person whose erasure the log records, again after a crash between the erasure and its shred.
import type { RecordedEvent, PersonalKeyStore } from '@tourops/event-store';

/** The events that erase a person; each is recorded on the person's own stream, whose name is their key id (ADR 0030). */
export const ERASURE_EVENT_TYPES: readonly string[] = ['TravelerErased', 'FieldStaffMemberErased'];

export function erasureShredder(keys: PersonalKeyStore): (events: readonly RecordedEvent[]) => Promise<void> {
  return async (events) => {
    for (const event of events) if (ERASURE_EVENT_TYPES.includes(event.type)) await keys.shred(event.streamName);
  };
}
