// Sockets that end with access: a socket closes when its session token expires, and all of a member's sockets when the membership ends.
import { Injectable } from '@nestjs/common';
import type { Server, Socket } from 'socket.io';

/** The longest delay setTimeout keeps (about 24.8 days); a token living longer closes its socket then, and the client reconnects. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Every socket of one member of one organization, on every api process. */
export const memberRoom = (orgId: string, userId: string) => `member:${orgId}:${userId}`;

@Injectable()
export class MemberSockets {
  private server: Server | null = null;

  /** The socket.io server whose sockets these are (the gateway's, with its adapter). */
  attach(server: Server) {
    this.server = server;
  }

  /** Joins an admitted socket to its member's room and closes it when its token expires (`expiresAt`: ms since epoch). */
  admit(socket: Socket, orgId: string, userId: string, expiresAt: number | undefined) {
    void socket.join(memberRoom(orgId, userId));
    if (expiresAt === undefined) return;
    const expiry = setTimeout(() => socket.disconnect(true), Math.min(Math.max(expiresAt - Date.now(), 0), LONGEST_TIMER_MS));
    expiry.unref();
    socket.once('disconnect', () => clearTimeout(expiry));
  }

  /** The membership ended: closes the member's sockets on every api process (the adapter relays it; in-process alone). */
  end(orgId: string, userId: string) {
    this.server?.in(memberRoom(orgId, userId)).disconnectSockets(true);
  }
}
