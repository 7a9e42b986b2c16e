// HTTP to the tourops API for the scripts (simulate:staff, seed:demo): JSON calls, success checks, and the local sign-in as an admin.

export const log = (...parts) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);

/** A caller of one server: call(method, path, { token, body }) answers { status, body } (body parsed when JSON). */
export function client(baseUrl, { timeoutMs = 15_000 } = {}) {
  return async function call(method, path, { token, body } = {}) {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed };
  };
}

/** The body of a 2xx answer; anything else throws, naming `what`. */
export async function ok(answer, what) {
  const response = await answer;
  if (response.status < 200 || response.status > 299) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * A session token: TOUROPS_TOKEN, or a local sign-in to `org` (POST /api/dev/session): as its admin when `who` founds it,
 * else with the role `who` holds or was invited with (an organization with members admits nobody uninvited).
 * `who`: { userId, name, email }; the user id is kept within the 64 characters ids may have.
 */
export async function sessionToken(call, org, who, { orgName = org } = {}) {
  if (process.env.TOUROPS_TOKEN) return process.env.TOUROPS_TOKEN;
  const body = { userId: who.userId.slice(0, 64), name: who.name, email: who.email, orgId: org, orgName, role: 'org:admin' };
  const response = await call('POST', '/api/dev/session', { body });
  if (response.status === 404) throw new Error('POST /api/dev/session is not there (Clerk mode or production): set TOUROPS_TOKEN to an admin session token');
  if (response.status === 403)
    throw new Error(`${org} refused ${who.email}: ${response.body?.detail ?? 'forbidden'} (an administrator of ${org} invites ${who.email} under /user-management, or set TOUROPS_TOKEN)`);
  return (await ok(response, 'sign-in')).token;
}

/** Every item of a paged list (GET path?limit=200&cursor=…). */
export async function allPages(call, token, path, what) {
  const items = [];
  let cursor = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = await ok(call('GET', `${path}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token }), what);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
