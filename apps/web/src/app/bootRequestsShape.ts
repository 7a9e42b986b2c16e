// What the boot script (src/boot.ts) leaves for the app on window, under one name: the answers it asked for, each a promise (ADR 0043).
import type { IdentityConfigView, MeView } from '@tourops/contracts';
import type { Settings } from '@tourops/domain';

/** A boot answer: the body of a 200, or null for anything else (the regular path asks again and handles the problem). */
export type Early<T> = Promise<T | null>;

export const BOOT_REQUESTS = '__tourOpsBootRequests';

export interface BootRequests {
  identity: Early<IdentityConfigView>;
  /** With a local token kept from before: who it is and the organization's settings, asked with `token`. */
  session: { token: string; me: Early<MeView>; settings: Early<Settings> } | null;
  /** The landing page's first reads, by address (path and query), asked with the session's token. */
  reads: Map<string, Early<unknown>>;
}
