// Starts the standalone product on a free port with a fresh DATA_DIR, and signs in users of any organization.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@tourops/runtime';
import type { Role } from '@tourops/contracts';
import { createHttpApplication } from '../../apps/api/src/http-server';
import { LocalTokenVerifier, TokenVerifier } from '../../apps/api/src/identity/token-verifier';
import { StandaloneModule } from '../../apps/standalone/src/standalone.module';

/** A web build other than dist/web (WEB_DIST_DIR), so parallel sessions need not share one. */
const webDist = (): Record<string, string> => (process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {});

export interface TestServer {
  app: NestFastifyApplication;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** The monitor's loop is off (MONITOR_TICK_MS=0) unless a test sets a tick. */
export async function startTestServer(env: Record<string, string> = {}, dataDir?: string): Promise<TestServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-test-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'error', MONITOR_TICK_MS: '0', ...webDist(), ...env });
  const app = await createHttpApplication(StandaloneModule.forRoot(config), config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    dataDir: dir,
    async close() {
      await app.close();
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  token: string;
  orgId: string;
  userId: string;
}

/**
 * Signs in through the local identity as a user of `orgId`: the first member of a new organization gets `role`,
 * a member signs in again with the role they hold. Someone new to an organization with members needs `invitedSignIn`.
 */
export async function signIn(server: TestServer, orgId: string, role: Role = 'org:admin', userId = `${orgId}-${role.slice(4)}`): Promise<Session> {
  const response = await fetch(`${server.baseUrl}/api/dev/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, name: `User ${userId}`, email: `${userId}@example.com`, orgId, orgName: `Org ${orgId}`, role }),
  });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, orgId, userId };
}

/** Someone new joins `admin`'s organization as an operator does it: the admin invites their email with `role`, then they sign in. */
export async function invitedSignIn(server: TestServer, admin: Session, role: Role, userId = `${admin.orgId}-${role.slice(4)}`): Promise<Session> {
  const invitation = await api(server, admin, 'POST', '/api/users/invitations', { email: `${userId}@example.com`, role });
  if (invitation.status !== 201) throw new Error(`invitation failed: ${invitation.status} ${JSON.stringify(invitation.body)}`);
  return signIn(server, admin.orgId, role, userId);
}

/** A session token of `session`'s member signed by the local identity with a lifetime as jose reads it ('3s', '-10s' for one already expired). */
export function shortLivedToken(server: TestServer, session: Session, lifetime: string, role: Role = 'org:admin'): Promise<string> {
  const verifier = server.app.get(TokenVerifier) as LocalTokenVerifier;
  return verifier.identity.signSession(
    { userId: session.userId, name: `User ${session.userId}`, email: `${session.userId}@example.com`, orgId: session.orgId, orgName: `Org ${session.orgId}`, role },
    lifetime,
  );
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API as `session` (or anonymously), sending `body` as JSON. */
export async function api<T = any>(
  server: TestServer,
  session: Session | null,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** Polls `check` until it returns a value that is not undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
