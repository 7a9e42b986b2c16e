// Headless Debian Chromium driven by playwright-core, with the flags this closed network needs.
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Where the built web app is: dist/web, or WEB_DIST_DIR when a session builds elsewhere. */
export const webDistDir = () => process.env.WEB_DIST_DIR ?? 'dist/web';

/** The web app must be built for the server to serve it. */
export function assertWebBuilt() {
  if (!fs.existsSync(`${webDistDir()}/index.html`)) throw new Error(`${webDistDir()} is missing: run npm run build:web (npm test does).`);
}

/**
 * Waits until `expression` (page JavaScript: a string, as the tests are typechecked without the DOM library) is true in the page.
 * The app's Content-Security-Policy forbids eval, which Playwright uses for a string at every poll: the expression is made a
 * function here, in Node, which the page compiles once.
 */
export async function waitInPage(page: Page, expression: string, options: { polling?: number; timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(new Function(`return (${expression});`) as () => unknown, undefined, options);
}
