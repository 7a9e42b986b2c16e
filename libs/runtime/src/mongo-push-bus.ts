// The distributed push bus: socket.io's MongoDB adapter collection, shared by the api's socket server and the projector's emitter.
import { MongoClient, type Collection } from 'mongodb';
import { Emitter } from '@socket.io/mongo-emitter';
import type { ChangePublisher } from './tokens';

const COLLECTION = 'socket_io_events';
const CAPPED_BYTES = 16 * 1024 * 1024;

/** Opens (and on first use creates, capped) the collection socket.io's mongo adapter and emitter share. */
export async function openPushCollection(url: string, dbName: string): Promise<{ collection: Collection; close: () => Promise<void> }> {
  const client = await new MongoClient(url).connect();
  const db = client.db(dbName);
  const existing = await db.listCollections({ name: COLLECTION }).toArray();
  if (existing.length === 0) await db.createCollection(COLLECTION, { capped: true, size: CAPPED_BYTES }).catch(() => undefined);
  return { collection: db.collection(COLLECTION), close: () => client.close() };
}

/** Publishes change messages from another process into the api's socket.io rooms. */
export class MongoChangePublisher implements ChangePublisher {
  private constructor(
    private readonly emitter: Emitter,
    readonly close: () => Promise<void>,
  ) {}

  static async open(url: string, dbName: string): Promise<MongoChangePublisher> {
    const { collection, close } = await openPushCollection(url, dbName);
    return new MongoChangePublisher(new Emitter(collection), close);
  }

  publish(orgId: string, message: { collection: string; ids: string[]; position: string }) {
    this.emitter.to(`org:${orgId}`).emit('change', message);
  }
}
