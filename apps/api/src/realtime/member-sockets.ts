// Sockets that end with access: a socket closes when its session token expires (a renewal moves that moment), and all of a member's sockets when the membership ends.
import { Injectable } from '@nestjs/common';
import type { Server, Socket } from 'socket.io';

/** The longest delay setTimeout keeps (about 24.8 days); a token living longer closes its socket then, and the client reconnects. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Every socket of one member of one organization, on every api process. */
export const memberRoom = (orgId: string, userId: string) => `member:${orgId}:${userId}`;

/** Whom a socket was admitted for, and the timer that closes it at its token's expiry. */
interface Admission {
  orgId: string;
  userId: string;
  expiry: NodeJS.Timeout | undefined;
}

@Injectable()
export class MemberSockets {
  private server: Server | null = null;
  private readonly admissions = new WeakMap<Socket, Admission>();

  /** The socket.io server whose sockets these are (the gateway's, with its adapter). */
  attach(server: Server) {
    this.server = server;
  }

  /** Joins an admitted socket to its member's room and closes it when its token expires (`expiresAt`: ms since epoch). */
  admit(socket: Socket, orgId: string, userId: string, expiresAt: number | undefined) {
    void socket.join(memberRoom(orgId, userId));
    const admission: Admission = { orgId, userId, expiry: undefined };
    this.admissions.set(socket, admission);
    this.closeAt(socket, admission, expiresAt);
    socket.once('disconnect', () => clearTimeout(admission.expiry));
  }

  /** The member and organization a socket was admitted for. */
  memberOf(socket: Socket): { orgId: string; userId: string } | undefined {
    const admission = this.admissions.get(socket);
    return admission && { orgId: admission.orgId, userId: admission.userId };
  }

  /** A renewed token: the socket now closes at its expiry instead (ms since epoch). */
  extend(socket: Socket, expiresAt: number) {
    const admission = this.admissions.get(socket);
    if (admission && socket.connected) this.closeAt(socket, admission, expiresAt);
  }

  /** The membership ended: closes the member's sockets on every api process (the adapter relays it; in-process alone). */
  end(orgId: string, userId: string) {
    this.server?.in(memberRoom(orgId, userId)).disconnectSockets(true);
  }

  private closeAt(socket: Socket, admission: Admission, expiresAt: number | undefined) {
    clearTimeout(admission.expiry);
    admission.expiry = undefined;
    if (expiresAt === undefined) return;
    admission.expiry = setTimeout(() => socket.disconnect(true), Math.min(Math.max(expiresAt - Date.now(), 0), LONGEST_TIMER_MS));
    admission.expiry.unref();
  }
}
