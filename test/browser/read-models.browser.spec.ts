// In a real browser: an admin's general settings list the read models with version, documents, position, lag and state, and follow a rebuild.
import { ProjectorLifecycle } from '../../apps/projector/src/projector.module';
import { api } from '../support/test-server';
import { signedInPage, useBrowserSessions } from '../support/browser-session';
import { organizationIdOf } from '../../apps/web/src/features/identity/localIdentityIds';

const pool = useBrowserSessions();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('the read models on the general settings page', () => {
  it('shows each projection to an admin, with the tours of the organization, live after a rebuild took over', async () => {
    const page = await signedInPage(pool, 'Rita Reader', 'rita@example.com', 'Read Model Tours');
    const session = { orgId: organizationIdOf('Read Model Tours'), userId: 'rita', token: await page.evaluate<string>(`localStorage.getItem('tourops.sessionToken')`) };
    for (const title of ['Lisbon', 'Porto'])
      expect((await api(pool.server, session, 'POST', '/api/tours', { title, startDate: '2027-04-10', endDate: '2027-04-12', timezone: 'Europe/Rome' })).status).toBe(201);
    await pool.server.app.get(ProjectorLifecycle).projector.rebuild('tours').done;

    await page.goto('/settings/general');
    const tours = page.getByTestId('read-model-tours');
    await tours.waitFor();
    expect(await tours.locator('td').allInnerTexts()).toEqual(['tours', '2', '2', expect.stringMatching(/^\d+$/), '0', 'live']);
    await page.getByTestId('read-model-notifications').waitFor();
    if (SCREENSHOTS) await page.getByTestId('read-models').screenshot({ path: `${SCREENSHOTS}/read-models.png` });
  });
});
