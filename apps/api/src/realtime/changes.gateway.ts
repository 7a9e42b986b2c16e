// The socket.io gateway: authenticates each connection with its session token and joins it to its organization's room.
import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { CHANGE_EVENT, orgRoom } from '@tourops/contracts';
import { InProcessChangeBus } from '@tourops/runtime';
import { TokenVerifier } from '../identity/token-verifier';

@WebSocketGateway({ serveClient: false })
export class ChangesGateway implements OnGatewayInit {
  private readonly logger = new Logger('ChangesGateway');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly bus: InProcessChangeBus,
  ) {}

  afterInit(server: Server) {
    server.use((socket: Socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('Sign in first: send your session token as auth.token.'));
      this.verifier.verify(token).then(
        (principal) => {
          if (!principal.orgId) return next(new Error('Organization ID is missing.'));
          void socket.join(orgRoom(principal.orgId));
          next();
        },
        () => next(new Error('The session token is invalid or has expired; sign in again.')),
      );
    });
    // In-process projector (standalone): relay its change messages to the organization's room.
    this.bus.subscribe((orgId, message) => server.to(orgRoom(orgId)).emit(CHANGE_EVENT, message));
    this.logger.log('Pushing read-model changes to organization rooms');
  }
}
