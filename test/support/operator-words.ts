// What no page may show an operator (a raw id, a field key, an ISO timestamp, a read-model position or version, 'revision N', '(s)'), found in a page's text and in the toasts and dialogs it showed.
import type { Page } from 'playwright-core';
import { FIELD_WORDS, MEASURES } from '@tourops/domain';

/** The entity fields a page must name in words: every camelCase key the domain has words for, and every measure's key. */
const FIELD_KEYS = [...Object.keys(FIELD_WORDS).filter((key) => /[a-z][A-Z]/.test(key)), ...MEASURES];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What no page may show an operator, each with its name for the report. */
const RAW_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'a raw id', pattern: /[0-9a-f]{8}-[0-9a-f]{4}-/i },
  { name: 'a notification id', pattern: /\bntf-[\w-]+/ },
  { name: 'a field key', pattern: new RegExp(`(?<![\\w.])(${FIELD_KEYS.map(escape).join('|')})(?![\\w])`) },
  { name: 'an ISO timestamp', pattern: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  { name: 'a read-model position', pattern: /position \d/ },
  { name: 'a projection version', pattern: / v\d+,/ },
  { name: 'a revision number', pattern: /revision \d/i },
  { name: "an '(s)' plural", pattern: /\(s\)/ },
  /** Not a raw word, but a page that failed says nothing at all: it must not pass for a clean one. */
  { name: 'an error page instead of the page', pattern: /Internal Server Error|Page Not Found/ },
];

/** Run in every document before its own scripts (context.addInitScript): toasts and dialogs shown at any moment, kept on window, since they may be gone when the page is read. */
export const KEEP_TRANSIENT_TEXT = `
  window.__shownText = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node instanceof HTMLElement && (node.matches('.bp6-toast, .bp6-dialog') || node.querySelector('.bp6-toast, .bp6-dialog'))) window.__shownText.push(node.innerText);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
`;

/** One raw word found, with the text around it. */
export interface Offence {
  where: string;
  what: string;
  text: string;
}

/** The raw words `page` shows now or showed since the last call (its context given KEEP_TRANSIENT_TEXT), and how wide the page is. */
export async function rawWordsShown(page: Page, where: string): Promise<{ offences: Offence[]; scrollWidth: number }> {
  const { text, transient, scrollWidth } = await page.evaluate<{ text: string; transient: string[]; scrollWidth: number }>(
    `({ text: document.body.innerText, transient: window.__shownText.splice(0), scrollWidth: document.documentElement.scrollWidth })`,
  );
  const offences: Offence[] = [];
  for (const shown of [text, ...transient]) {
    for (const { name, pattern } of RAW_PATTERNS) {
      for (const match of shown.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
        const at = match.index ?? 0;
        offences.push({ where, what: name, text: shown.slice(Math.max(0, at - 40), at + match[0].length + 40).replace(/\s+/g, ' ') });
      }
    }
  }
  return { offences, scrollWidth };
}

/** Each offence once, as a line. */
export const offenceLines = (offences: Offence[]) => [...new Set(offences.map((offence) => `${offence.where}: ${offence.what}: ${offence.text}`))];
