// Shared links over HTTP: sections honoured, nothing private leaks, expiry by the clock, revocation, pinned versus live, the view log, the page's status and headers, rate limit, roles and tenancy.
import { createHash } from 'node:crypto';
import { EventLog } from '../proof/event-log';
import { api, invitedSignIn, eventually, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { wholeHistory } from '../support/history';

let server: TestServer;
let admin: Session;
let member: Session;
let auditor: Session;
let tour: { id: string; dayOne: string; walk: string };

const PRIVATE = ['X99887766', '1977-03-14', 'Allergic to penicillin', 'Gluten free', 'Only for the office', 'ines.private@example.org', '+39 333 0000000'];

beforeAll(async () => {
  server = await startTestServer({ DEMO_CLOCK: 'steered' });
  admin = await signIn(server, 'sharing');
  member = await invitedSignIn(server, admin, 'org:member');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  const post = async (url: string, body?: object) => {
    const response = await api(server, admin, 'POST', url, body);
    expect([url, response.status]).toEqual([url, 201]);
    return response.body.id as string;
  };
  const id = await post('/api/tours', { title: 'Tuscany slow food', description: 'Hill towns and kitchens.', startDate: '2030-05-01', endDate: '2030-05-03', timezone: 'Europe/Rome' });
  const dayOne = await post(`/api/tours/${id}/days`, { date: '2030-05-01', title: 'Arrival in Siena', description: 'Meet at the hotel.' });
  const walk = await post(`/api/tours/${id}/days/${dayOne}/segments`, {
    type: 'activity',
    title: 'Walk to the Campo',
    startTime: '09:00',
    location: { name: 'Piazza del Campo', lat: 43.318, lng: 11.331 },
    notes: 'Wear comfortable shoes.',
  });
  const traveler = await post('/api/travelers', {
    firstName: 'Inès',
    lastName: 'Moreau',
    email: 'ines.private@example.org',
    phone: '+39 333 0000000',
    nationality: 'FR',
    dateOfBirth: '1977-03-14',
    passport: { number: 'X99887766', expiry: '2032-01-01' },
    dietaryNotes: 'Gluten free',
    medicalNotes: 'Allergic to penicillin',
  });
  expect((await api(server, admin, 'POST', `/api/travelers/${traveler}/tours/${id}`)).status).toBeLessThan(300);
  const staff = await post('/api/field-staff', { firstName: 'Marco', lastName: 'Bianchi', email: 'marco@example.org', phone: '+39 055 765432', roles: ['guide'] });
  expect((await api(server, admin, 'POST', `/api/field-staff/${staff}/assignments`, { tourId: id, role: 'guide', override: true })).status).toBe(201);
  tour = { id, dayOne, walk };
}, 60_000);
afterAll(() => server.close());

async function share(body: object, session = admin) {
  const response = await api(server, session, 'POST', '/api/shared-links', { tourId: tour.id, pinned: false, sections: ['itinerary'], ...body });
  expect([response.status, response.body]).toEqual([201, expect.objectContaining({ id: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })]);
  return response.body as { id: string; token: string; path: string; expiresAt: string; position: string };
}

const open = (token: string) => api(server, null, 'GET', `/api/share/${token}`);
const page = (token: string) => fetch(`${server.baseUrl}/share/${token}`);

/** What every answer of a link's page and of /api/share says, whatever its status. */
function expectKeptPrivate(response: { headers: Headers }) {
  expect({
    cache: response.headers.get('cache-control'),
    robots: response.headers.get('x-robots-tag'),
    referrer: response.headers.get('referrer-policy'),
  }).toEqual({ cache: 'no-store', robots: 'noindex', referrer: 'no-referrer' });
}

const viewsOf = (linkId: string) => {
  const log = new EventLog(server.dataDir);
  const views = log.since(0).filter((event) => event.streamName === `sharedlinkviews-sharing.${linkId}`).length;
  log.close();
  return views;
};

async function listed(id: string, position?: string) {
  const list = await api(server, auditor, 'GET', `/api/shared-links${position ? `?minPosition=${position}` : ''}`);
  expect(list.status).toBe(200);
  return list.body.items.find((item: { id: string }) => item.id === id);
}

describe('creating a link', () => {
  it('answers the token once, 256 bits in base64url, with its path and a 30-day expiry; the log and the list hold only its hash', async () => {
    const link = await share({});
    expect(link.path).toBe(`/share/${link.token}`);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const item = await listed(link.id, link.position);
    expect(item).toMatchObject({ tourId: tour.id, tourTitle: 'Tuscany slow food', sections: ['itinerary'], mode: 'live', status: 'active', views: 0, lastViewedAt: null, createdBy: admin.userId });
    expect(JSON.stringify(item)).not.toContain(link.token);
    const history = await wholeHistory(server, admin, `/api/tours/${tour.id}/history`);
    expect(JSON.stringify(history.body)).not.toContain(link.token);
    const log = new EventLog(server.dataDir);
    const everything = log.since(0).map((event) => `${event.streamName} ${event.body}`).join('\n');
    log.close();
    expect(everything).not.toContain(link.token);
    const hash = createHash('sha256').update(link.token).digest('hex');
    expect(everything).toContain(`sharedlinktoken-${hash}`);
    expect(everything).toContain(`"tokenHash":"${hash}"`);
  });

  it('refuses bad input naming the field, and auditors', async () => {
    const noSections = await api(server, admin, 'POST', '/api/shared-links', { tourId: tour.id, sections: [], pinned: false });
    expect([noSections.status, Object.keys(noSections.body.errors)]).toEqual([400, ['sections']]);
    const past = await api(server, admin, 'POST', '/api/shared-links', { tourId: tour.id, sections: ['itinerary'], pinned: false, expiresAt: '2020-01-01T00:00:00Z' });
    expect([past.status, past.body.errors]).toEqual([400, { expiresAt: 'Must be in the future.' }]);
    const unknownTour = await api(server, admin, 'POST', '/api/shared-links', { tourId: '00000000-0000-4000-8000-000000000000', sections: ['itinerary'], pinned: false });
    expect(unknownTour.status).toBe(404);
    expect((await api(server, auditor, 'POST', '/api/shared-links', { tourId: tour.id, sections: ['itinerary'], pinned: false })).status).toBe(403);
    await share({}, member);
  });
});

describe('opening a link', () => {
  it('shows only the sections chosen, and never documents, birth dates, medical, dietary or contact details of travelers', async () => {
    const itineraryOnly = await open((await share({ sections: ['itinerary'] })).token);
    expect(itineraryOnly.status).toBe(200);
    expect(itineraryOnly.body).toMatchObject({ tour: { title: 'Tuscany slow food' }, sections: ['itinerary'], mode: 'live' });
    expect(itineraryOnly.body.days[0]).toMatchObject({ title: 'Arrival in Siena', segments: [{ title: 'Walk to the Campo', place: 'Piazza del Campo', startTime: '09:00' }] });
    expect(itineraryOnly.body.days[0].segments[0].notes).toBeUndefined();
    expect(itineraryOnly.body.travelers).toBeUndefined();
    expect(itineraryOnly.body.staff).toBeUndefined();
    expect(JSON.stringify(itineraryOnly.body)).not.toMatch(/Inès|Marco|Wear comfortable/);

    const everything = await open((await share({ sections: ['itinerary', 'travelers', 'staff', 'notes'] })).token);
    expect(everything.body.travelers).toEqual([{ name: 'Inès Moreau' }]);
    expect(everything.body.staff).toEqual([{ name: 'Marco Bianchi', roles: ['guide'], phone: '+39 055 765432' }]);
    expect(everything.body.days[0].segments[0].notes).toBe('Wear comfortable shoes.');
    const text = JSON.stringify(everything.body);
    for (const secret of PRIVATE) expect(text).not.toContain(secret);
    expect(text).not.toContain('marco@example.org');
  });

  it('answers 404 to a token that leads nowhere, well-formed or not', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}!`]) {
      const response = await open(encodeURIComponent(token));
      expect([token, response.status]).toEqual([token, 404]);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('records each view with the revision shown and when; the list counts them and shows the last', async () => {
    const link = await share({});
    const first = await open(link.token);
    const second = await open(link.token);
    expect(second.body.revision).toBe(first.body.revision);
    const item = await eventually(async () => {
      const found = await listed(link.id);
      return found?.views === 2 ? found : undefined;
    });
    expect(item).toMatchObject({ views: 2, lastViewedAt: second.body.viewedAt, lastViewedRevision: second.body.revision });
    const log = new EventLog(server.dataDir);
    const views = log.since(0).filter((event) => event.streamName === `sharedlinkviews-sharing.${link.id}`);
    log.close();
    expect(views.map((event) => [event.type, JSON.parse(event.body)[4]])).toEqual(
      [first, second].map((view) => ['SharedLinkViewed', { linkId: link.id, tourId: tour.id, mode: 'live', revision: view.body.revision, viewedAt: view.body.viewedAt }]),
    );
  });
});

describe('whose document it is', () => {
  it('names the organization that shared it, without a logo when its identity has none, and the emergency phone its settings hold', async () => {
    const before = await open((await share({})).token);
    expect(before.body.organization).toEqual({ name: 'Org sharing', logoUrl: null, emergencyPhone: null });
    const settings = (await api(server, admin, 'GET', '/api/settings')).body;
    const refused = await api(server, admin, 'PUT', '/api/settings/notifications', { ...settings.notifications, emergencyPhone: '055 123 4567' });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ['emergencyPhone']]);
    expect(refused.body.errors.emergencyPhone).toMatch(/international number/);
    const saved = await api(server, admin, 'PUT', '/api/settings/notifications', { ...settings.notifications, emergencyPhone: '+39 055 123 4567' });
    expect(saved.status).toBe(200);
    const after = await eventually(async () => {
      const shown = await open((await share({})).token);
      return shown.body.organization.emergencyPhone ? shown : undefined;
    });
    expect(after.body.organization).toEqual({ name: 'Org sharing', logoUrl: null, emergencyPhone: '+39 055 123 4567' });
  });
});

describe('the operator’s logo', () => {
  /** A session of the same local identity whose claims carry the organization's logo, as a Clerk session template can. */
  async function sessionWithLogo(imageUrl: string) {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { SignJWT, importJWK } = await import('jose');
    const stored = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'local-identity-key.json'), 'utf8'));
    const token = await new SignJWT({ v: 2, o: { id: 'sharing', rol: 'admin', slg: 'sharing' }, org_name: 'Org sharing', org_image_url: imageUrl, name: 'Logo Lou', email: 'lou@example.com' })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setSubject(admin.userId)
      .setIssuer('tourops-local-identity')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(stored.private, 'ES256'));
    return { ...admin, token };
  }

  it('shows the organization’s logo when its identity carries one at https, and the name alone otherwise', async () => {
    const logo = 'https://img.example.org/sharing.png';
    const withLogo = await open((await share({}, await sessionWithLogo(logo))).token);
    expect(withLogo.body.organization).toMatchObject({ name: 'Org sharing', logoUrl: logo });
    const plain = await open((await share({}, await sessionWithLogo('http://img.example.org/sharing.png'))).token);
    expect(plain.body.organization).toMatchObject({ name: 'Org sharing', logoUrl: null });
  });
});

describe('pinned versus live', () => {
  it('keeps showing the tour as it was for a pinned link, and the change for a live one', async () => {
    const pinned = await share({ pinned: true });
    const live = await share({ pinned: false });
    const before = await open(pinned.token);
    const changed = await api(server, admin, 'PATCH', `/api/tours/${tour.id}/days/${tour.dayOne}/segments/${tour.walk}`, { title: 'Walk to the Duomo' });
    expect(changed.status).toBe(200);
    const pinnedAfter = await open(pinned.token);
    const liveAfter = await open(live.token);
    expect(pinnedAfter.body.days[0].segments[0].title).toBe('Walk to the Campo');
    expect(pinnedAfter.body.revision).toBe(before.body.revision);
    expect(liveAfter.body.days[0].segments[0].title).toBe('Walk to the Duomo');
    expect(liveAfter.body.revision).toBe(changed.body.revision);
    expect(await listed(pinned.id)).toMatchObject({ mode: 'pinned', pinnedRevision: before.body.revision });
    await api(server, admin, 'PATCH', `/api/tours/${tour.id}/days/${tour.dayOne}/segments/${tour.walk}`, { title: 'Walk to the Campo' });
  });
});

describe('revoked and expired links', () => {
  it('answers 410 saying revoked from the moment an operator revokes it; revoking again changes nothing', async () => {
    const link = await share({});
    expect((await open(link.token)).status).toBe(200);
    expect((await api(server, auditor, 'POST', `/api/shared-links/${link.id}/revoke`)).status).toBe(403);
    const revoked = await api(server, member, 'POST', `/api/shared-links/${link.id}/revoke`);
    expect(revoked.status).toBe(200);
    const gone = await open(link.token);
    expect([gone.status, gone.body.reason]).toEqual([410, 'revoked']);
    expect(gone.headers.get('content-type')).toContain('application/problem+json');
    expect(gone.body.detail).toMatch(/withdrawn/);
    expect((await api(server, admin, 'POST', `/api/shared-links/${link.id}/revoke`)).body.revision).toBe(revoked.body.revision);
    expect(await listed(link.id, revoked.body.position)).toMatchObject({ status: 'revoked', views: 1 });
  });

  it('answers 410 saying expired once the clock passes its expiry', async () => {
    const link = await share({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await open(link.token)).status).toBe(200);
    expect((await api(server, admin, 'PUT', '/api/dev/clock', { now: new Date(Date.now() + 2 * 3_600_000).toISOString() })).status).toBe(200);
    try {
      const gone = await open(link.token);
      expect([gone.status, gone.body.reason]).toEqual([410, 'expired']);
      expect(gone.body.detail).toMatch(/expired/);
      expect((await listed(link.id)).status).toBe('expired');
    } finally {
      await api(server, admin, 'DELETE', '/api/dev/clock');
    }
  });

  it('answers 404 for a link of another organization’s id, and revokes nothing there', async () => {
    const link = await share({});
    const stranger = await signIn(server, 'elsewhere');
    expect((await api(server, stranger, 'POST', `/api/shared-links/${link.id}/revoke`)).status).toBe(404);
    expect((await api(server, stranger, 'GET', '/api/shared-links')).body.items).toEqual([]);
    expect((await open(link.token)).status).toBe(200);
  });
});

describe('the page of a link and its headers', () => {
  it('answers the page 200 with the app for an open link, records no view for it, and keeps page and itinerary out of caches, indexes and referrers', async () => {
    const link = await share({});
    const shown = await page(link.token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toContain('text/html');
    expectKeptPrivate(shown);
    expect(viewsOf(link.id)).toBe(0);
    const itinerary = await open(link.token);
    expect(itinerary.status).toBe(200);
    expectKeptPrivate(itinerary);
    expect(viewsOf(link.id)).toBe(1);
  });

  it('answers 404 for a token that leads nowhere, on the page and on /api/share, with the same headers', async () => {
    for (const token of ['C'.repeat(43), 'short']) {
      const missing = await page(token);
      expect([token, missing.status]).toEqual([token, 404]);
      expect(missing.headers.get('content-type')).toContain('text/html');
      expectKeptPrivate(missing);
      expectKeptPrivate(await open(token));
    }
  });

  it('answers 410 for a revoked link, and for one whose tour was deleted, on the page and on /api/share', async () => {
    const link = await share({});
    expect((await api(server, admin, 'POST', `/api/shared-links/${link.id}/revoke`)).status).toBe(200);
    const gone = await page(link.token);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toContain('text/html');
    expectKeptPrivate(gone);
    const answered = await open(link.token);
    expect([answered.status, answered.body.reason]).toEqual([410, 'revoked']);
    expectKeptPrivate(answered);

    const other = await api(server, admin, 'POST', '/api/tours', { title: 'Gone soon', startDate: '2030-06-01', endDate: '2030-06-01', timezone: 'Europe/Rome' });
    const ofDeleted = (await api(server, admin, 'POST', '/api/shared-links', { tourId: other.body.id, pinned: false, sections: ['itinerary'] })).body;
    expect((await page(ofDeleted.token)).status).toBe(200);
    expect((await api(server, admin, 'DELETE', `/api/tours/${other.body.id}`)).status).toBeLessThan(300);
    expect((await page(ofDeleted.token)).status).toBe(410);
    expect((await open(ofDeleted.token)).status).toBe(410);
  });

  it('answers 410 once the link has expired, on the page and on /api/share', async () => {
    const link = await share({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await page(link.token)).status).toBe(200);
    expect((await api(server, admin, 'PUT', '/api/dev/clock', { now: new Date(Date.now() + 2 * 3_600_000).toISOString() })).status).toBe(200);
    try {
      const gone = await page(link.token);
      expect(gone.status).toBe(410);
      expectKeptPrivate(gone);
      const answered = await open(link.token);
      expect([answered.status, answered.body.reason]).toEqual([410, 'expired']);
      expectKeptPrivate(answered);
    } finally {
      await api(server, admin, 'DELETE', '/api/dev/clock');
    }
  });
});

describe('the rate limit per address', () => {
  it('answers 429 with Retry-After beyond SHARE_RATE_LIMIT requests in a window', async () => {
    const limited = await startTestServer({ SHARE_RATE_LIMIT: '3', SHARE_RATE_WINDOW_S: '120' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await api(limited, null, 'GET', `/api/share/${'B'.repeat(43)}`)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const refused = await api(limited, null, 'GET', `/api/share/${'B'.repeat(43)}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(100);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.body.detail).toMatch(/Too many requests/);
      expectKeptPrivate(refused);
      expect((await fetch(`${limited.baseUrl}/share/${'B'.repeat(43)}`)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  /** The statuses of `count` anonymous calls to /api/share saying they come from `forwardedFor`. */
  const openAs = async (limited: TestServer, forwardedFor: string, count = 1) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await api(limited, null, 'GET', `/api/share/${'B'.repeat(43)}`, undefined, { 'x-forwarded-for': forwardedFor })).status);
    return statuses;
  };

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged address per request still counts as the connection’s', async () => {
    const limited = await startTestServer({ SHARE_RATE_LIMIT: '3', SHARE_RATE_WINDOW_S: '120' });
    try {
      const statuses = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) statuses.push(...(await openAs(limited, forged)));
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts the address the trusted proxy forwards with TRUST_PROXY, each client on its own', async () => {
    for (const trust of ['127.0.0.1', '1', 'loopback']) {
      const limited = await startTestServer({ SHARE_RATE_LIMIT: '3', SHARE_RATE_WINDOW_S: '120', TRUST_PROXY: trust });
      try {
        expect([trust, ...(await openAs(limited, '198.51.100.1', 4))]).toEqual([trust, 404, 404, 404, 429]);
        expect([trust, ...(await openAs(limited, '198.51.100.2', 1))]).toEqual([trust, 404]);
        expect([trust, ...(await openAs(limited, '203.0.113.9, 198.51.100.1', 1))]).toEqual([trust, 429]);
      } finally {
        await limited.close();
      }
    }
  });
});
