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

/** Keys known within one read call (a page, a batch): a shred is seen by the next call of every process. */
class KeysOfOneRead {
  private readonly keys = new Map<string, Promise<Buffer | null>>();
  private readonly shredded = new Map<string, Promise<boolean>>();
  constructor(private readonly store: PersonalKeyStore) {}

  key(keyId: string): Promise<Buffer | null> {
    let key = this.keys.get(keyId);
    if (!key) this.keys.set(keyId, (key = this.store.get(keyId)));
    return key;
  }

  isShredded(keyId: string): Promise<boolean> {
    let shredded = this.shredded.get(keyId);
    if (!shredded) this.shredded.set(keyId, (shredded = this.store.isShredded(keyId)));
    return shredded;
  }
}

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

  async function open(event: RecordedEvent, read: KeysOfOneRead): Promise<RecordedEvent> {
    const where = personalFields[event.type];
    const data = event.data as Data;
    if (!where || typeof data !== 'object' || data === null) return event;
    const sealed = data[SEALED_FIELDS];
    if (isSealedValue(sealed)) {
      if (sealed.keyId !== event.streamName) throw new SealedValueError(sealed.keyId);
      const { [SEALED_FIELDS]: _sealed, ...outer } = data;
      const key = await read.key(sealed.keyId);
      const personal = key ? (openValue(sealed, key) as Data) : erased((sealed as SealedPersonal).fields ?? []);
      return { ...event, data: where.at === 'data' ? { ...outer, ...personal } : { ...outer, changes: { ...(outer.changes as Data), ...personal } } };
    }
    const holder = holderOf(data, where.at);
    const present = holder ? where.fields.filter((field) => holder[field] !== undefined) : [];
    if (present.length === 0 || !(await read.isShredded(event.streamName))) return event;
    return { ...event, data: where.at === 'data' ? { ...data, ...erased(present) } : { ...data, changes: { ...holder, ...erased(present) } } };
  }

  const erased = (fields: readonly string[]): Data => Object.fromEntries(fields.map((field) => [field, erasedValue(field)]));

  /** Opens the events of one read call; the others (most of the log) are handed on as they are. */
  async function openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    if (!events.some((event) => personalFields[event.type])) return events;
    const read = new KeysOfOneRead(keys);
    return Promise.all(events.map((event) => (personalFields[event.type] ? open(event, read) : event)));
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
    close: async () => {
      await inner.close();
      await keys.close();
    },
  };
}
