// The event store that seals a person's fields on append with their key and opens them on every read, "erased" once the key is shredded.
import type { AllSubscription, EventStore, NewEvent, RecordedEvent } from '../event-store.port';
import { isSealedValue, openValue, sealValue, SealedValueError, type SealedValue } from './personal-envelope';
import type { PersonalKeyStore } from './personal-key-store.port';

/** Where one event type carries a person's fields: at the top of its data or inside its `changes`. */
export interface PersonalFieldsOfEventType {
  at: 'data' | 'changes';
  fields: readonly string[];
}

export interface PersonalDataOptions {
  /** The event types carrying personal fields (the domain's PERSONAL_FIELDS); others pass untouched. */
  personalFields: Readonly<Record<string, PersonalFieldsOfEventType>>;
  /** What a personal field reads once its person's key is shredded. */
  erasedValue: (field: string) => unknown;
}

/** The stored form of an event's personal fields: one envelope, and the names of the fields it holds in clear. */
export const SEALED_FIELDS = 'sealedPersonal';
interface SealedPersonal extends SealedValue {
  fields: string[];
}

type Data = Record<string, unknown>;

/** The keys of one read call (a page, a batch), looked up at once: a shred is seen by the next call of every process. */
type KeysOfOneRead = Map<string, Buffer | 'shredded'>;

const holderOf = (data: Data, at: PersonalFieldsOfEventType['at']): Data | null => {
  if (at === 'data') return data;
  const changes = data.changes;
  return typeof changes === 'object' && changes !== null ? (changes as Data) : null;
};

/**
 * Every reader and writer goes through this store (ADR 0030): appends seal the personal fields of an event into one
 * AES-256-GCM envelope with the key of the stream's person (made on their first sealed event), reads open them. Once
 * the key is shredded, the fields read as `erasedValue(field)`, in sealed events and in plain ones written before.
 */
export function personalDataEventStore(inner: EventStore, keys: PersonalKeyStore, options: PersonalDataOptions): EventStore {
  const { personalFields, erasedValue } = options;

  async function seal(streamName: string, event: NewEvent): Promise<NewEvent> {
    const where = personalFields[event.type];
    const data = event.data as Data;
    const holder = where && typeof data === 'object' && data !== null ? holderOf(data, where.at) : null;
    if (!where || !holder) return event;
    const present = where.fields.filter((field) => holder[field] !== undefined);
    if (present.length === 0) return event;
    const key = await keys.create(streamName);
    const kept: Data = { ...holder };
    const personal: Data = {};
    for (const field of present) {
      personal[field] = holder[field];
      delete kept[field];
    }
    const sealed: SealedPersonal = { ...sealValue(personal, key, streamName), fields: present };
    const outer = where.at === 'data' ? kept : { ...data, changes: kept };
    return { ...event, data: { ...outer, [SEALED_FIELDS]: sealed } };
  }

  function open(event: RecordedEvent, keysOfRead: KeysOfOneRead): RecordedEvent {
    const where = personalFields[event.type];
    const data = event.data as Data;
    const sealed = data[SEALED_FIELDS];
    if (isSealedValue(sealed)) {
      if (sealed.keyId !== event.streamName) throw new SealedValueError(sealed.keyId);
      const key = keysOfRead.get(sealed.keyId);
      const personal = key instanceof Buffer ? (openValue(sealed, key) as Data) : erased((sealed as SealedPersonal).fields ?? []);
      const outer: Data = {};
      for (const field in data) if (field !== SEALED_FIELDS) outer[field] = data[field];
      if (where.at === 'data') return { ...event, data: Object.assign(outer, personal) };
      outer.changes = Object.assign({}, outer.changes as Data, personal);
      return { ...event, data: outer };
    }
    const holder = holderOf(data, where.at);
    const present = holder ? where.fields.filter((field) => holder[field] !== undefined) : [];
    if (present.length === 0 || keysOfRead.get(event.streamName) !== 'shredded') return event;
    return { ...event, data: where.at === 'data' ? { ...data, ...erased(present) } : { ...data, changes: { ...holder, ...erased(present) } } };
  }

  /** The fields as erased, one object per list of names (a handful of lists: the event types' fields, as sealed). */
  const erasedByFields = new Map<string, Readonly<Data>>();
  function erased(fields: readonly string[]): Readonly<Data> {
    const names = fields.join(',');
    let blank = erasedByFields.get(names);
    if (!blank) erasedByFields.set(names, (blank = Object.freeze(Object.fromEntries(fields.map((field) => [field, erasedValue(field)])))));
    return blank;
  }

  const carriesPerson = (event: RecordedEvent) => personalFields[event.type] !== undefined && typeof event.data === 'object' && event.data !== null;

  /** Opens the events of one read call with one lookup of their people's keys; the others (most of the log) pass as they are. */
  async function openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const people = events.filter(carriesPerson);
    if (people.length === 0) return events;
    const keysOfRead = await keys.lookUp(people.map((event) => event.streamName));
    return events.map((event) => (carriesPerson(event) ? open(event, keysOfRead) : event));
  }

  return {
    async appendToStream(streamName, events, appendOptions) {
      const sealed = await Promise.all(events.map((event) => seal(streamName, event)));
      return inner.appendToStream(streamName, sealed, appendOptions);
    },
    async readStream(streamName, readOptions) {
      return openAll(await inner.readStream(streamName, readOptions));
    },
    async *readAll(readOptions) {
      for await (const page of inner.readAll(readOptions)) yield await openAll(page);
    },
    subscribeToAll(subscribeOptions): AllSubscription {
      const subscription = inner.subscribeToAll(subscribeOptions);
      return {
        close: () => subscription.close(),
        async *[Symbol.asyncIterator]() {
          for await (const batch of subscription) yield await openAll(batch);
        },
      };
    },
    setStreamMetadata: (streamName, metadata) => inner.setStreamMetadata(streamName, metadata),
    getStreamMetadata: (streamName) => inner.getStreamMetadata(streamName),
    headPosition: () => inner.headPosition(),
    ...(inner.finder && {
      finder: {
        newestFirst: async (query) => openAll(await inner.finder!.newestFirst(query)),
        followers: async (query) => openAll(await inner.finder!.followers(query)),
      },
    }),
    close: async () => {
      await inner.close();
      await keys.close();
    },
  };
}
