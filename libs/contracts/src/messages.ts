// Socket messages pushed from the projector, through the api gateway, to the browser.

/** Emitted as 'change' to room org:{orgId} after a projector batch is committed. */
export interface ChangeMessage {
  collection: string;
  ids: string[];
  position: string;
}

export const CHANGE_EVENT = 'change';

/** Sent by the browser, with an acknowledgement, before its socket's session token expires: the socket lives on until the fresher token's expiry. */
export const SESSION_RENEW_EVENT = 'session:renew';

export interface SessionRenewal {
  token: string;
}

/** The acknowledgement of a renewal: the socket's new expiry (ISO instant), or why it was refused (the server then closes the socket). */
export type SessionRenewalAnswer = { expiresAt: string } | { error: string };
export const orgRoom = (orgId: string) => `org:${orgId}`;
