// The socket.io gateway: authenticates each connection with its session token, joins it to its organization's room, and keeps it only while access lasts, renewed over the socket.
import { ForbiddenException, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { CHANGE_EVENT, SESSION_RENEW_EVENT, orgRoom, sessionTokenLifetime, type SessionRenewal, type SessionRenewalAnswer } from '@tourops/contracts';
import { InProcessChangeBus } from '@tourops/runtime';
import { withDirectoryRole } from '../identity/directory-role';
import { MemberDirectoryStream } from '../identity/member-directory-stream';
import type { Principal } from '../identity/principal';
import { TokenVerifier } from '../identity/token-verifier';
import { MemberSockets } from './member-sockets';

const INVALID_TOKEN = 'The session token is invalid or has expired; sign in again.';
const OTHER_MEMBER = 'A renewal has to carry a session token of the socket’s own member and organization; connect again.';
const NO_EXPIRY = 'The renewed session token carries no expiry; connect again.';

/** Whom a session token admits, and until when (ms since epoch). */
interface AdmittedMember {
  orgId: string;
  userId: string;
  expiresAt: number | undefined;
}

@WebSocketGateway({ serveClient: false })
export class ChangesGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('ChangesGateway');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly bus: InProcessChangeBus,
    private readonly directory: MemberDirectoryStream,
    private readonly memberSockets: MemberSockets,
  ) {}

  /**
   * The member a session token admits, checked the same way at the handshake and at a renewal: a valid token with an
   * organization, and in local identity mode a member the directory has not removed (as the HTTP guard does).
   * Throws an Error whose message the client is shown.
   */
  private async admit(token: string): Promise<AdmittedMember> {
    let principal: Principal;
    try {
      principal = await this.verifier.verify(token);
      if (this.verifier.mode === 'local' && principal.orgId) principal = withDirectoryRole(principal, await this.directory.state(principal.orgId));
    } catch (error) {
      throw new Error(error instanceof ForbiddenException ? error.message : INVALID_TOKEN);
    }
    if (!principal.orgId) throw new Error('Organization ID is missing.');
    return { orgId: principal.orgId, userId: principal.userId, expiresAt: sessionTokenLifetime(token).expiresAt };
  }

  afterInit(server: Server) {
    this.memberSockets.attach(server);
    server.use((socket: Socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('Sign in first: send your session token as auth.token.'));
      this.admit(token).then(
        (member) => {
          void socket.join(orgRoom(member.orgId));
          this.memberSockets.admit(socket, member.orgId, member.userId, member.expiresAt);
          next();
        },
        (error: Error) => next(error),
      );
    });
    // In-process projector (standalone): relay its change messages to the organization's room.
    this.bus.subscribe((orgId, message) => server.to(orgRoom(orgId)).emit(CHANGE_EVENT, message));
    this.logger.log('Pushing read-model changes to organization rooms');
  }

  /** An admitted socket may renew its session token over the connection (SESSION_RENEW_EVENT, acknowledged). */
  handleConnection(socket: Socket) {
    socket.on(SESSION_RENEW_EVENT, (renewal: unknown, ack: unknown) =>
      void this.renew(socket, renewal, typeof ack === 'function' ? (ack as (answer: SessionRenewalAnswer) => void) : () => {}),
    );
  }

  /** A fresher token of the socket's own member moves its closing to that token's expiry; anything else closes the socket. */
  private async renew(socket: Socket, renewal: unknown, answer: (answer: SessionRenewalAnswer) => void) {
    try {
      const token = (renewal as Partial<SessionRenewal> | null | undefined)?.token;
      if (typeof token !== 'string' || token === '') throw new Error('Send the fresh session token as token.');
      const member = await this.admit(token);
      const admitted = this.memberSockets.memberOf(socket);
      if (member.orgId !== admitted?.orgId || member.userId !== admitted.userId) throw new Error(OTHER_MEMBER);
      if (member.expiresAt === undefined) throw new Error(NO_EXPIRY);
      this.memberSockets.extend(socket, member.expiresAt);
      answer({ expiresAt: new Date(member.expiresAt).toISOString() });
    } catch (error) {
      answer({ error: error instanceof Error ? error.message : INVALID_TOKEN });
      socket.disconnect(true);
    }
  }
}
