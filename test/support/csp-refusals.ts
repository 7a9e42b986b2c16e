// What the browser refuses under the app's Content-Security-Policy: the violation events its documents report, and its console's words about the policy.
import type { Page } from 'playwright-core';

/** Run in every document before its own scripts (context.addInitScript): each violation it reports, as "directive blocked-uri", kept on window. */
export const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || 'inline')));
`;

/** What the browser refused on one page: the violation events and its console messages about the policy. */
export interface Refusals {
  events: string[];
  console: string[];
}

/** What `page` (its context given RECORD_VIOLATIONS) refused since the last call. */
export function watchRefusals(page: Page): () => Promise<Refusals> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text().slice(0, 200));
  });
  return async () => ({ events: await page.evaluate<string[]>('window.__cspViolations.splice(0)'), console: messages.splice(0) });
}

export const refusedAnything = (refusals: Refusals) => refusals.events.length + refusals.console.length > 0;
