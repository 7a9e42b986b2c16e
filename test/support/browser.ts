// Headless Debian Chromium driven by playwright-core, with the flags this closed network needs.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
