// socket.io with the MongoDB adapter, so a projector in another process can reach the api's sockets.
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import type { Server, ServerOptions } from 'socket.io';
import { createAdapter } from '@socket.io/mongo-adapter';
import { openPushCollection } from '@tourops/runtime';

export class MongoIoAdapter extends IoAdapter {
  private adapter: ReturnType<typeof createAdapter> | null = null;
  private closeCollection: (() => Promise<void>) | null = null;

  constructor(app: INestApplicationContext) {
    super(app);
  }

  async connect(url: string, dbName: string) {
    const { collection, close } = await openPushCollection(url, dbName);
    this.adapter = createAdapter(collection);
    this.closeCollection = close;
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapter) server.adapter(this.adapter);
    return server;
  }

  override async close(server: Server) {
    await super.close(server);
    await this.closeCollection?.();
  }
}
