// The requests the boot script (src/boot.ts) sent before the app's code arrived, each taken once by the part of the app that would ask it (ADR 0043):
// the identity configuration, the session and settings, and the landing page's first reads. Without the script (the dev server, or a boot script
// that has not run yet: it loads async), nothing is taken and the app asks as usual.
import type { IdentityConfigView, MeView } from '@tourops/contracts';
import type { Settings } from '@tourops/domain';
import { BOOT_REQUESTS, type BootRequests, type Early } from './bootRequestsShape';

const sent = () => (globalThis as Record<string, unknown>)[BOOT_REQUESTS] as BootRequests | undefined;
let identityTaken = false;
let sessionTaken = false;

/** The identity configuration asked for at boot, once; null when already taken or not asked (then ask as usual). */
export function takeBootIdentityConfig(): Early<IdentityConfigView> | null {
  const identity = identityTaken ? null : (sent()?.identity ?? null);
  identityTaken = true;
  return identity;
}

/** The session and settings asked for at boot with `bearer`, once; null when taken, or asked with another token (or none). */
export function takeBootSession(bearer: string | null): { me: Early<MeView>; settings: Early<Settings> } | null {
  const session = sessionTaken ? null : (sent()?.session ?? null);
  sessionTaken = true;
  return session && bearer === session.token ? session : null;
}

/** The read of `address` (path and query) asked for at boot, once, with the token it was asked with; null when not asked or taken. */
export function takeBootRead(address: string): { token: string | null; answer: Early<unknown> } | null {
  const boot = sent();
  const answer = boot?.reads.get(address);
  if (!boot || !answer) return null;
  boot.reads.delete(address);
  return { token: boot.session?.token ?? null, answer };
}
