// Socket messages pushed from the projector, through the api gateway, to the browser.

/** Emitted as 'change' to room org:{orgId} after a projector batch is committed. */
export interface ChangeMessage {
  collection: string;
  ids: string[];
  position: string;
}

export const CHANGE_EVENT = 'change';
export const orgRoom = (orgId: string) => `org:${orgId}`;
