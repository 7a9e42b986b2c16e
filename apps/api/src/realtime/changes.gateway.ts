// The socket.io gateway: authenticates each connection with its session token, joins it to its organization's room, and keeps it only while access lasts.
import { ForbiddenException, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { CHANGE_EVENT, orgRoom } from '@tourops/contracts';
import { InProcessChangeBus } from '@tourops/runtime';
import { withDirectoryRole } from '../identity/directory-role';
import { MemberDirectoryStream } from '../identity/member-directory-stream';
import type { Principal } from '../identity/principal';
import { TokenVerifier } from '../identity/token-verifier';
import { expiryOf } from '../identity/verified-token-cache';
import { MemberSockets } from './member-sockets';

@WebSocketGateway({ serveClient: false })
export class ChangesGateway implements OnGatewayInit {
  private readonly logger = new Logger('ChangesGateway');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly bus: InProcessChangeBus,
    private readonly directory: MemberDirectoryStream,
    private readonly memberSockets: MemberSockets,
  ) {}

  /** The verified principal; in local identity mode a removed member is refused, as the HTTP guard does. */
  private async admit(token: string): Promise<Principal> {
    const principal = await this.verifier.verify(token);
    if (this.verifier.mode === 'local' && principal.orgId) withDirectoryRole(principal, await this.directory.state(principal.orgId));
    return principal;
  }

  afterInit(server: Server) {
    this.memberSockets.attach(server);
    server.use((socket: Socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('Sign in first: send your session token as auth.token.'));
      this.admit(token).then(
        (principal) => {
          if (!principal.orgId) return next(new Error('Organization ID is missing.'));
          void socket.join(orgRoom(principal.orgId));
          this.memberSockets.admit(socket, principal.orgId, principal.userId, expiryOf(token));
          next();
        },
        (error: unknown) =>
          next(new Error(error instanceof ForbiddenException ? error.message : 'The session token is invalid or has expired; sign in again.')),
      );
    });
    // In-process projector (standalone): relay its change messages to the organization's room.
    this.bus.subscribe((orgId, message) => server.to(orgRoom(orgId)).emit(CHANGE_EVENT, message));
    this.logger.log('Pushing read-model changes to organization rooms');
  }
}
