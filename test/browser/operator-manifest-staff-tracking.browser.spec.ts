// Issue 4 as a new operator lives it: a 20-traveler manifest from a CSV, a guide and a driver (warned of a clash), the guide moving on the map.
import { api, signIn, type Session } from '../support/test-server';
import { invitedPage, useBrowserSessions, UI_TIMEOUT_MS } from '../support/browser-session';

const pool = useBrowserSessions();

const ORG = 'org_lisbon_walks';

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (at: Date) => at.toISOString().slice(0, 10);
const timeOf = (at: Date) => `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
const plusDays = (date: string, days: number) => dateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diogo', 'Eva', 'Filipe', 'Gabriela', 'Hugo', 'Inês', 'João', 'Kátia', 'Luís', 'Marta', 'Nuno', 'Olívia', 'Pedro', 'Rita', 'Sérgio', 'Teresa', 'Vasco'];
const NATIONALITIES = ['PT', 'ES', 'FR', 'DE', 'GB'];

/** The group's spreadsheet as the agency sent it: 20 travelers, one date of birth mistyped (30 February). */
function groupCsv(): string {
  const rows = FIRST_NAMES.map((first, i) =>
    [first, `Traveler${pad(i + 1)}`, `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${i + 1}@example.com`, NATIONALITIES[i % 5], `19${60 + i}-0${(i % 9) + 1}-1${i % 10}`, i % 4 === 0 ? 'Vegetarian' : '', i % 2 ? 'walking;wine' : 'walking'].join(','),
  );
  rows[6] = rows[6].replace('1966-07-16', '1966-02-30');
  return ['firstName,lastName,email,nationality,dateOfBirth,dietaryNotes,tags', ...rows].join('\r\n') + '\r\n';
}

/** What was planned before the operator sat down: a walking tour running now, with a segment under way, and the org's staff roster. */
async function plannedBeforehand(session: Session) {
  const server = pool.server;
  const now = new Date();
  const segmentStart = new Date(now.getTime() - 30 * 60_000);
  const segmentDate = dateOf(segmentStart);
  await api(server, session, 'PUT', '/api/settings/day', { startTime: '00:00', endTime: '23:59', breakBetweenSegments: 0 });
  const tour = (await api(server, session, 'POST', '/api/tours', { title: 'Lisbon on foot', startDate: plusDays(segmentDate, -1), endDate: plusDays(segmentDate, 2), timezone: 'UTC' })).body;
  const day = (await api(server, session, 'POST', `/api/tours/${tour.id}/days`, { date: segmentDate, title: 'Alfama and Baixa' })).body.id;
  const segment = await api(server, session, 'POST', `/api/tours/${tour.id}/days/${day}/segments`, {
    type: 'activity',
    title: 'Alfama walking tour',
    startTime: timeOf(segmentStart),
    durationMinutes: 120,
    location: { name: 'Alfama, Lisbon', lat: 38.7114, lng: -9.1303 },
  });
  expect(segment.status).toBe(201);
  const otherTour = (await api(server, session, 'POST', '/api/tours', { title: 'Sintra day trip', startDate: segmentDate, endDate: segmentDate, timezone: 'UTC' })).body;

  const licence = (kind: string) => [{ kind, number: `${kind.toUpperCase()}-77`, expiry: plusDays(segmentDate, 400) }];
  const staff = (body: object) => api(server, session, 'POST', '/api/field-staff', { phone: '+351 910 000 000', languages: ['pt', 'en'], ...body });
  const guide = (await staff({ firstName: 'Sofia', lastName: 'Almeida', email: 'sofia@lisbonwalks.pt', roles: ['guide'], licences: licence('guide') })).body.id;
  const driver = (await staff({ firstName: 'Tiago', lastName: 'Costa', email: 'tiago@lisbonwalks.pt', roles: ['driver'], licences: licence('driving') })).body.id;
  // The driver already drives the Sintra day trip, on a day of the walking tour.
  expect((await api(server, session, 'POST', `/api/field-staff/${driver}/assignments`, { tourId: otherTour.id, role: 'driver' })).status).toBe(201);
  return { tourId: tour.id as string, guide: guide as string, driver: driver as string };
}

/** The route the guide walks: Alfama towards Baixa, a point every few dozen metres. */
const WALK = Array.from({ length: 6 }, (_, i) => ({ lat: 38.7114 - i * 0.0008, lng: -9.1303 - i * 0.0012 }));

describe('a new operator fills a manifest from a CSV, staffs the tour and watches the guide', () => {
  it('does it through the pages, warned of the driver’s clash, and sees the guide move live', async () => {
    const owner = await signIn(pool.server, ORG, 'org:admin', 'owner');
    const plan = await plannedBeforehand(owner);
    // Nova issues the guide's device token, which takes an administrator.
    const page = await invitedPage(pool, owner, 'org:admin', 'Nova Operator', 'nova@lisbonwalks.pt', 'Lisbon Walks');
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    const started = Date.now();

    // The manifest: from the tour list to the tour, then the group's CSV into it.
    await page.getByTestId('nav-tours-all').click();
    await page.locator(`[data-testid="tour-row"][data-tour-id="${plan.tourId}"]`).getByTestId('tour-row-title').click();
    await page.waitForURL(new RegExp(`/tours/edit/${plan.tourId}$`));
    const manifest = page.getByTestId('tour-manifest');
    await manifest.getByTestId('manifest-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-file').setInputFiles({ name: 'lisbon-group.csv', mimeType: 'text/csv', buffer: Buffer.from(groupCsv()) });
    await page.getByTestId('import-preview-button').click();

    // The preview names the bad row and why, and nothing is written yet.
    const bad = dialog.locator('[data-testid="import-row"][data-status="invalid"]');
    await bad.waitFor();
    expect(await bad.count()).toBe(1);
    expect(await bad.getByTestId('import-row-errors').textContent()).toMatch(/dateOfBirth|date of birth/i);
    expect(await dialog.locator('[data-testid="import-row"][data-status="new"]').count()).toBe(19);
    expect((await api(pool.server, owner, 'GET', '/api/travelers')).body.items).toEqual([]);

    // The operator corrects the date in the file's text, checks again and imports all 20 into the tour.
    const text = dialog.getByTestId('import-csv-text');
    await text.fill((await text.inputValue()).replace('1966-02-30', '1966-02-28'));
    await page.getByTestId('import-preview-button').click();
    await dialog.locator('[data-testid="import-row"][data-status="new"]').nth(19).waitFor();
    expect(await dialog.locator('[data-testid="import-row"][data-status="invalid"]').count()).toBe(0);
    await page.getByTestId('import-submit').click();
    await dialog.getByTestId('import-result').filter({ hasText: '20 registered, 20 added to the tour' }).waitFor();
    await page.getByTestId('import-done').click();
    await page.locator('[data-testid="tour-manifest"][data-traveler-count="20"]').waitFor();
    expect(await manifest.getByTestId('manifest-traveler').count()).toBe(20);

    // Staffing: the guide is free; the driver clashes with the Sintra day trip and is assigned only deliberately.
    const staffPanel = page.getByTestId('tour-staff-panel');
    const assign = async (name: string, role: string) => {
      await staffPanel.getByTestId('assign-staff').click();
      const form = page.getByTestId('assign-staff-form');
      await form.getByTestId('assign-staff-search').fill(name);
      await form.getByTestId('assign-staff-option').filter({ hasText: name }).click();
      await form.getByTestId('assign-staff-role').selectOption(role);
      await form.getByTestId('assign-staff-scope').selectOption('tour');
      await form.getByTestId('assign-staff-submit').click();
      return form;
    };
    await assign('Sofia', 'guide');
    await staffPanel.locator(`[data-testid="tour-staff-assignment"][data-staff-id="${plan.guide}"][data-overridden="false"]`).waitFor();
    await page.getByTestId('assign-staff-form').waitFor({ state: 'detached' });
    const form = await assign('Tiago', 'driver');
    const clash = form.locator('[data-testid="assignment-warning"][data-code="busy"]');
    await clash.waitFor();
    expect(await clash.textContent()).toContain('Sintra day trip');
    await form.getByTestId('assign-anyway').click();
    await staffPanel.locator(`[data-testid="tour-staff-assignment"][data-staff-id="${plan.driver}"][data-overridden="true"]`).waitFor();

    // Tracking: the operator gives the guide's phone a device token, and watches her walk.
    await page.getByTestId('nav-field-staff-tracking').click();
    await page.getByTestId('tracking-map').locator('canvas').first().waitFor();
    const guideRow = page.locator(`[data-testid="tracked-member"][data-staff-id="${plan.guide}"]`);
    await guideRow.getByTestId('device-tokens-button').click();
    await page.getByTestId('device-token-label').fill('Sofia’s phone');
    await page.getByTestId('device-token-issue').click();
    const deviceToken = (await page.getByTestId('issued-device-token').textContent())!.trim();
    await page.getByTestId('device-tokens-close').click();

    const seen: string[] = [];
    for (const [i, point] of WALK.entries()) {
      const at = new Date(Date.now() - (WALK.length - i) * 1000).toISOString();
      const report = await fetch(`${pool.server.baseUrl}/api/field-staff/${plan.guide}/positions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${deviceToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ positions: [{ at, ...point, accuracy: 8 }] }),
      });
      expect(report.status).toBe(202);
      // The page follows each report without a reload.
      await page.locator(`[data-testid="tracked-member"][data-staff-id="${plan.guide}"][data-lat="${point.lat}"][data-lng="${point.lng}"]`).waitFor({ timeout: UI_TIMEOUT_MS });
      seen.push(`${point.lat},${point.lng}`);
    }
    expect(new Set(seen).size).toBe(WALK.length);
    expect(await guideRow.getByTestId('tracked-member-segment').textContent()).toContain('Alfama walking tour');
    expect(await guideRow.getByTestId('tracked-member-last-seen').textContent()).toMatch(/s ago|just now/);

    expect(documentLoads).toBe(0);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
