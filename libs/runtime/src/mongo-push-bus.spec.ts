// The projector's pushes: written as socket.io's own emitter writes them, read by its MongoDB adapter, and a failed write is logged, never thrown.
import { EventEmitter } from 'node:events';
import type { Collection, Document } from 'mongodb';
import { Emitter } from '@socket.io/mongo-emitter';
import { createAdapter } from '@socket.io/mongo-adapter';
import { Adapter } from 'socket.io-adapter';
import { MongoChangePublisher } from './mongo-push-bus';

const message = { collection: 'tours', ids: ['tour-1', 'tour-2'], position: '42' };

/** A push collection that keeps what is inserted, as MongoDB would (with an `_id`), and feeds a change stream of the inserts. */
function pushCollection() {
  const inserted: Document[] = [];
  const changes = Object.assign(new EventEmitter(), { closed: false, resumeToken: null, close: async () => undefined });
  const collection = {
    insertOne: async (document: Document) => {
      inserted.push(document);
      changes.emit('change', { operationType: 'insert', fullDocument: { _id: `id${inserted.length}`, ...document } });
      return { acknowledged: true, insertedId: { toString: () => `id${inserted.length}` } };
    },
    watch: () => changes,
  };
  return { inserted, collection: collection as unknown as Collection };
}

const silent = { warn: () => undefined };

describe('the push publisher', () => {
  it('writes the document socket.io’s mongo emitter writes for the same push', async () => {
    const ours = pushCollection();
    await new MongoChangePublisher(ours.collection, async () => undefined, silent).publish('acme', message);
    const library = pushCollection();
    new Emitter(library.collection).to('org:acme').emit('change', message);
    expect(ours.inserted).toEqual(library.inserted);
    expect(ours.inserted).toHaveLength(1);
  });

  it('is read by socket.io’s mongo adapter as the change event broadcast to the organization’s room', async () => {
    const { collection } = pushCollection();
    const broadcast = jest.spyOn(Adapter.prototype, 'broadcast').mockImplementation(() => undefined);
    const namespace = { name: '/', server: { encoder: {}, opts: {} }, sockets: new Map() };
    const adapter = createAdapter(collection)(namespace as never);
    try {
      await new MongoChangePublisher(collection, async () => undefined, silent).publish('acme', message);
      expect(broadcast).toHaveBeenCalledTimes(1);
      const [packet, { rooms, except }] = broadcast.mock.calls[0];
      expect(packet).toMatchObject({ type: 2, nsp: '/', data: ['change', message] });
      expect({ rooms: [...rooms], except: [...(except ?? [])] }).toEqual({ rooms: ['org:acme'], except: [] });
    } finally {
      broadcast.mockRestore();
      await adapter.close();
    }
  });

  it('logs a push whose write fails (a MongoDB failover) and resolves instead of rejecting', async () => {
    const failover = { insertOne: () => Promise.reject(new Error('Server selection timed out after 30000 ms')) };
    const warnings: string[] = [];
    const publisher = new MongoChangePublisher(failover, async () => undefined, { warn: (line: string) => void warnings.push(line) });
    await expect(publisher.publish('acme', message)).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/tours at position 42 to organization acme was lost: Server selection timed out/)]);
  });
});
