// The projector's operations socket, DATA_DIR/projector.sock: the read models' status and rebuilds for `npm run projections`; file permissions are its access control.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { GenerationBusyError, UnknownProjectionError, type Projector } from './projector';

export const PROJECTOR_SOCKET_NAME = 'projector.sock';

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Whether a process answers on the socket (else it is left over from one that died). */
const answering = (socket: string) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(socket, () => probe.end(() => resolve(true)));
    probe.on('error', () => resolve(false));
  });

export class ProjectorOpsServer {
  private readonly logger = new Logger('ProjectorOps');
  private server: http.Server | null = null;

  constructor(
    private readonly projector: Projector,
    readonly socket: string,
  ) {}

  static inDataDir(projector: Projector, dataDir: string): ProjectorOpsServer {
    return new ProjectorOpsServer(projector, path.join(dataDir, PROJECTOR_SOCKET_NAME));
  }

  /**
   * Listens on the socket. Another live process on it, a path too long for a socket, or a directory this user cannot
   * write (the image's DATA_DIR without its volume) leaves the operations off with a warning; the projector runs on.
   */
  async start(): Promise<void> {
    try {
      fs.mkdirSync(path.dirname(this.socket), { recursive: true });
      if (fs.existsSync(this.socket)) {
        if (await answering(this.socket)) return this.logger.warn(`Another process answers on ${this.socket}: the projections' operations stay off here`);
        fs.rmSync(this.socket, { force: true });
      }
      this.server = await this.listen();
    } catch (error) {
      this.logger.warn(`The projections' operations stay off: their socket ${this.socket} could not be opened (${(error as Error).message})`);
    }
  }

  /** A server on the socket, readable and writable by this user alone. */
  private async listen(): Promise<http.Server> {
    const server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.socket, resolve));
    try {
      fs.chmodSync(this.socket, 0o600);
      return server;
    } catch (error) {
      server.close();
      throw error;
    }
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    try {
      const rebuild = /^\/rebuild\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && request.url === '/status') return send(response, 200, await this.projector.status());
      if (request.method === 'POST' && rebuild) {
        const generation = this.projector.rebuild(decodeURIComponent(rebuild[1]));
        return send(response, 202, { projections: generation.projections.map((projection) => projection.name), next: generation.view() });
      }
      send(response, 404, { error: 'GET /status or POST /rebuild/{name}' });
    } catch (error) {
      if (error instanceof UnknownProjectionError) return send(response, 404, { error: error.message, projections: error.names });
      if (error instanceof GenerationBusyError) return send(response, 409, { error: error.message });
      send(response, 500, { error: (error as Error).message });
    }
  }

  /** Stops listening and removes the socket. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(this.socket, { force: true });
  }
}
