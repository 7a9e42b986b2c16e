// A stand-in for Clerk: the Backend API paths and JSON of organization memberships, invitations and users, with state, and session tokens.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, importPKCS8 } from 'jose';
import type { Role } from '@tourops/contracts';

interface FakeUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  imageUrl: string;
  lastSignInAt: number | null;
  createdAt: number;
}

interface FakeMembership {
  id: string;
  orgId: string;
  userId: string;
  role: string;
  createdAt: number;
  updatedAt: number;
}

interface FakeInvitation {
  id: string;
  orgId: string;
  email: string;
  role: string;
  status: 'pending' | 'accepted' | 'revoked';
  inviterUserId: string | null;
  createdAt: number;
  updatedAt: number;
}

interface FakeOrganization {
  id: string;
  name: string;
  slug: string;
  createdAt: number;
}

class ClerkError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeClerkApi {
  readonly secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  /** The PEM public key that verifies the session tokens this fake issues (CLERK_JWT_KEY). */
  readonly jwtKey: string;
  /** Every request, as "METHOD /path?query", for tests that check what was called. */
  readonly requests: string[] = [];
  private readonly privateKeyPem: string;
  private readonly organizations = new Map<string, FakeOrganization>();
  private readonly users = new Map<string, FakeUser>();
  private readonly memberships: FakeMembership[] = [];
  private readonly invitations: FakeInvitation[] = [];
  private server!: http.Server;
  url = '';

  private constructor() {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.jwtKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }

  static async start(): Promise<FakeClerkApi> {
    const fake = new FakeClerkApi();
    fake.server = http.createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** What the api server needs to use this fake as its Clerk. */
  env(): Record<string, string> {
    return { CLERK_SECRET_KEY: this.secretKey, CLERK_JWT_KEY: this.jwtKey, CLERK_API_URL: this.url };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  // ---- State set up by tests, as Clerk's dashboard or its hosted pages would ----

  addOrganization(orgId: string, name = `Org ${orgId}`) {
    if (!this.organizations.has(orgId)) this.organizations.set(orgId, { id: orgId, name, slug: orgId.toLowerCase(), createdAt: Date.now() });
  }

  addUser(userId: string, email = `${userId}@example.com`, name = `User ${userId}`) {
    if (this.users.has(userId)) return;
    const [firstName, ...rest] = name.split(' ');
    this.users.set(userId, { id: userId, firstName, lastName: rest.join(' '), email: email.toLowerCase(), imageUrl: `https://img.clerk.com/${userId}`, lastSignInAt: null, createdAt: Date.now() });
  }

  /** A user joins the organization directly with a role (and signs in). */
  addMember(orgId: string, userId: string, role: Role) {
    this.addOrganization(orgId);
    this.addUser(userId);
    const now = Date.now();
    this.memberships.push({ id: newId('orgmem'), orgId, userId, role, createdAt: now, updatedAt: now });
    this.signIn(userId);
  }

  /** The invited person accepts the pending invitation for their email and signs in, as on Clerk's hosted pages. */
  acceptInvitation(orgId: string, email: string, userId: string) {
    const invitation = this.invitations.find((candidate) => candidate.orgId === orgId && candidate.email === email.toLowerCase() && candidate.status === 'pending');
    if (!invitation) throw new Error(`No pending invitation for ${email} in ${orgId}`);
    this.addUser(userId, email);
    invitation.status = 'accepted';
    invitation.updatedAt = Date.now();
    this.memberships.push({ id: newId('orgmem'), orgId, userId, role: invitation.role, createdAt: Date.now(), updatedAt: Date.now() });
    this.signIn(userId);
  }

  signIn(userId: string) {
    const user = this.users.get(userId);
    if (user) user.lastSignInAt = Date.now();
  }

  roleOf(orgId: string, userId: string): string | undefined {
    return this.memberships.find((membership) => membership.orgId === orgId && membership.userId === userId)?.role;
  }

  /** A Clerk session token (v2 claims) for the user's current membership, as Clerk issues one every minute. */
  async sessionToken(orgId: string, userId: string): Promise<string> {
    const role = this.roleOf(orgId, userId);
    const organization = this.organizations.get(orgId);
    const user = this.users.get(userId);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      v: 2,
      sid: newId('sess'),
      ...(role && organization ? { o: { id: orgId, rol: role.replace(/^org:/, ''), slg: organization.slug } } : {}),
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_fake' })
      .setSubject(userId)
      .setIssuer('https://clerk.fake.accounts.dev')
      .setIssuedAt(now - 5)
      .setNotBefore(now - 5)
      .setExpirationTime(now + 60)
      .sign(await importPKCS8(this.privateKeyPem, 'RS256'));
  }

  // ---- The Backend API ----

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(`${request.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      if (request.headers.authorization !== `Bearer ${this.secretKey}`)
        throw new ClerkError(401, 'authentication_invalid', 'The provided Clerk Secret Key is invalid. Make sure that your Clerk Secret Key is correct.');
      const body = await readJson(request);
      send(200, this.route(request.method ?? 'GET', url, body));
    } catch (error) {
      if (error instanceof ClerkError) send(error.status, { errors: [{ code: error.code, message: error.message, long_message: error.message, meta: {} }], clerk_trace_id: 'fake' });
      else send(500, { errors: [{ code: 'internal_clerk_error', message: String(error), long_message: String(error) }] });
    }
  }

  private route(method: string, url: URL, body: Record<string, unknown>): unknown {
    const path = url.pathname.split('/').filter(Boolean);
    const query = url.searchParams;
    if (path[0] !== 'v1') throw new ClerkError(404, 'resource_not_found', 'Not found.');
    if (path[1] === 'users' && path.length === 2 && method === 'GET') return this.userList(query).map((user) => this.userJson(user));
    if (path[1] === 'users' && path[2] === 'count' && method === 'GET') return { object: 'total_count', total_count: this.userList(query).length };
    if (path[1] === 'organizations' && path.length >= 4) {
      const organization = this.organizations.get(path[2]);
      if (!organization) throw new ClerkError(404, 'resource_not_found', 'Organization not found.');
      const [resource, id, action] = path.slice(3);
      if (resource === 'memberships') return this.memberships_(method, organization, id, query, body);
      if (resource === 'invitations') return this.invitations_(method, organization, id, action, query, body);
    }
    throw new ClerkError(404, 'resource_not_found', `No route ${method} ${url.pathname}.`);
  }

  private memberships_(method: string, organization: FakeOrganization, userId: string | undefined, query: URLSearchParams, body: Record<string, unknown>) {
    const ofOrg = this.memberships.filter((membership) => membership.orgId === organization.id);
    if (method === 'GET' && !userId) {
      let list = ofOrg.sort((a, b) => b.createdAt - a.createdAt);
      const userIds = query.getAll('user_id');
      const emails = query.getAll('email_address').map((email) => email.toLowerCase());
      const roles = query.getAll('role');
      if (userIds.length > 0) list = list.filter((membership) => userIds.includes(membership.userId));
      if (emails.length > 0) list = list.filter((membership) => emails.includes(this.users.get(membership.userId)?.email ?? ''));
      if (roles.length > 0) list = list.filter((membership) => roles.includes(membership.role));
      return this.page(list, query, (membership) => this.membershipJson(membership, organization));
    }
    const membership = ofOrg.find((candidate) => candidate.userId === userId);
    if (!membership) throw new ClerkError(404, 'resource_not_found', 'Organization membership not found.');
    const lastAdmin = membership.role === 'org:admin' && ofOrg.filter((other) => other.role === 'org:admin').length === 1;
    const minimum = () => new ClerkError(403, 'organization_minimum_permissions_needed', 'There has to be at least one organization member with the minimum required permissions.');
    if (method === 'PATCH') {
      if (typeof body.role !== 'string') throw new ClerkError(422, 'form_param_missing', 'role must be included.');
      if (lastAdmin && body.role !== 'org:admin') throw minimum();
      membership.role = body.role;
      membership.updatedAt = Date.now();
      return this.membershipJson(membership, organization);
    }
    if (method === 'DELETE') {
      if (lastAdmin) throw minimum();
      this.memberships.splice(this.memberships.indexOf(membership), 1);
      return this.membershipJson(membership, organization);
    }
    throw new ClerkError(405, 'method_not_allowed', 'Method not allowed.');
  }

  private invitations_(method: string, organization: FakeOrganization, id: string | undefined, action: string | undefined, query: URLSearchParams, body: Record<string, unknown>) {
    const ofOrg = this.invitations.filter((invitation) => invitation.orgId === organization.id);
    if (method === 'GET' && !id) {
      const statuses = query.getAll('status');
      const list = ofOrg.filter((invitation) => statuses.length === 0 || statuses.includes(invitation.status)).sort((a, b) => b.createdAt - a.createdAt);
      return this.page(list, query, (invitation) => this.invitationJson(invitation));
    }
    if (method === 'POST' && !id) {
      const email = String(body.email_address ?? '').toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ClerkError(422, 'form_param_format_invalid', 'email_address must be a valid email address.');
      if (typeof body.role !== 'string') throw new ClerkError(422, 'form_param_missing', 'role must be included.');
      if (this.memberships.some((membership) => membership.orgId === organization.id && this.users.get(membership.userId)?.email === email))
        throw new ClerkError(400, 'already_a_member_in_organization', `${email} is already a member of the organization.`);
      if (ofOrg.some((invitation) => invitation.email === email && invitation.status === 'pending'))
        throw new ClerkError(400, 'duplicate_record', 'There is already a pending invitation for this email address.');
      const now = Date.now();
      const invitation: FakeInvitation = { id: newId('orginv'), orgId: organization.id, email, role: body.role, status: 'pending', inviterUserId: (body.inviter_user_id as string) ?? null, createdAt: now, updatedAt: now };
      this.invitations.push(invitation);
      return this.invitationJson(invitation);
    }
    if (method === 'POST' && id && action === 'revoke') {
      const invitation = ofOrg.find((candidate) => candidate.id === id);
      if (!invitation) throw new ClerkError(404, 'resource_not_found', 'Invitation not found.');
      if (invitation.status !== 'pending') throw new ClerkError(400, 'organization_invitation_not_pending', 'Only pending invitations can be revoked.');
      invitation.status = 'revoked';
      invitation.updatedAt = Date.now();
      return this.invitationJson(invitation);
    }
    throw new ClerkError(404, 'resource_not_found', 'Not found.');
  }

  private userList(query: URLSearchParams): FakeUser[] {
    const ids = query.getAll('user_id');
    return [...this.users.values()].filter((user) => ids.length === 0 || ids.includes(user.id));
  }

  private page<T>(list: T[], query: URLSearchParams, toJson: (item: T) => unknown) {
    const limit = Math.min(Number(query.get('limit') ?? 10), 500);
    const offset = Number(query.get('offset') ?? 0);
    return { data: list.slice(offset, offset + limit).map(toJson), total_count: list.length };
  }

  private organizationJson(organization: FakeOrganization) {
    return {
      object: 'organization',
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      image_url: '',
      has_image: false,
      max_allowed_memberships: 0,
      admin_delete_enabled: true,
      public_metadata: {},
      created_at: organization.createdAt,
      updated_at: organization.createdAt,
    };
  }

  private membershipJson(membership: FakeMembership, organization: FakeOrganization) {
    const user = this.users.get(membership.userId)!;
    return {
      object: 'organization_membership',
      id: membership.id,
      role: membership.role,
      role_name: membership.role.replace(/^org:/, ''),
      permissions: [],
      public_metadata: {},
      private_metadata: {},
      created_at: membership.createdAt,
      updated_at: membership.updatedAt,
      organization: this.organizationJson(organization),
      public_user_data: {
        user_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        image_url: user.imageUrl,
        has_image: true,
        identifier: user.email,
      },
    };
  }

  private invitationJson(invitation: FakeInvitation) {
    return {
      object: 'organization_invitation',
      id: invitation.id,
      email_address: invitation.email,
      role: invitation.role,
      role_name: invitation.role.replace(/^org:/, ''),
      organization_id: invitation.orgId,
      status: invitation.status,
      public_metadata: {},
      private_metadata: {},
      url: null,
      expires_at: invitation.createdAt + 30 * 86_400_000,
      created_at: invitation.createdAt,
      updated_at: invitation.updatedAt,
    };
  }

  private userJson(user: FakeUser) {
    const emailId = `idn_${user.id}`;
    return {
      object: 'user',
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      image_url: user.imageUrl,
      has_image: true,
      primary_email_address_id: emailId,
      primary_phone_number_id: null,
      primary_web3_wallet_id: null,
      email_addresses: [{ object: 'email_address', id: emailId, email_address: user.email, verification: { status: 'verified', strategy: 'admin' }, linked_to: [] }],
      phone_numbers: [],
      web3_wallets: [],
      external_accounts: [],
      public_metadata: {},
      private_metadata: {},
      unsafe_metadata: {},
      password_enabled: false,
      two_factor_enabled: false,
      banned: false,
      locked: false,
      last_sign_in_at: user.lastSignInAt,
      last_active_at: user.lastSignInAt,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    };
  }
}

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ClerkError(400, 'malformed_request', 'The request body is not valid JSON.');
  }
}
