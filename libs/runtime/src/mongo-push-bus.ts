// The distributed push bus: socket.io's MongoDB adapter collection, shared by the api's socket server and the projector's publisher.
import { Logger } from '@nestjs/common';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { CHANGE_EVENT, type ChangeMessage } from '@tourops/contracts';
import type { ChangePublisher } from './tokens';

const COLLECTION = 'socket_io_events';
const CAPPED_BYTES = 16 * 1024 * 1024;
/** socket.io's MongoDB adapter: a document of type BROADCAST, from the uid it reserves for emitters outside any server. */
const BROADCAST = 3;
const EMITTER_UID = 'emitter';
/** socket.io's packet type EVENT, in the default namespace. */
const EVENT_PACKET = 2;
const NAMESPACE = '/';

/** Opens (and on first use creates, capped) the collection socket.io's mongo adapter and the publisher share. */
export async function openPushCollection(url: string, dbName: string): Promise<{ collection: Collection; close: () => Promise<void> }> {
  const client = await new MongoClient(url).connect();
  const db = client.db(dbName);
  const existing = await db.listCollections({ name: COLLECTION }).toArray();
  if (existing.length === 0) await db.createCollection(COLLECTION, { capped: true, size: CAPPED_BYTES }).catch(() => undefined);
  return { collection: db.collection(COLLECTION), close: () => client.close() };
}

/** The document socket.io's MongoDB adapter reads as `io.to(room).emit(event, payload)` (what @socket.io/mongo-emitter writes). */
export function broadcastDocument(room: string, event: string, payload: unknown): Document {
  return {
    type: BROADCAST,
    data: { packet: { type: EVENT_PACKET, data: [event, payload], nsp: NAMESPACE }, opts: { rooms: [room], flags: {}, except: [] } },
    uid: EMITTER_UID,
    nsp: NAMESPACE,
  };
}

/**
 * Publishes change messages from another process into the api's socket.io rooms. A push whose insert fails (a MongoDB
 * failover outlasting the driver's retry) is logged and lost: a page re-reads what it shows when its socket reconnects,
 * and the next push of the same documents refreshes them (ADR 0048).
 */
export class MongoChangePublisher implements ChangePublisher {
  constructor(
    private readonly collection: Pick<Collection, 'insertOne'>,
    readonly close: () => Promise<void>,
    private readonly logger: Pick<Logger, 'warn'> = new Logger('Push'),
  ) {}

  static async open(url: string, dbName: string): Promise<MongoChangePublisher> {
    const { collection, close } = await openPushCollection(url, dbName);
    return new MongoChangePublisher(collection, close);
  }

  /** Never rejects: resolves once the push is written, or once its loss is logged. */
  async publish(orgId: string, message: ChangeMessage): Promise<void> {
    try {
      await this.collection.insertOne(broadcastDocument(`org:${orgId}`, CHANGE_EVENT, message));
    } catch (error) {
      this.logger.warn(`A push of ${message.collection} at position ${message.position} to organization ${orgId} was lost: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
