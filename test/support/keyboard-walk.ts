// A page by keyboard and screen reader (ADR 0042): the first Tab reaches a skip link that lands in <main>, the first tab stops show their focus, and controls are named by their visible text.
import type { Page } from 'playwright-core';

/** How many tab stops from the top of a page are checked for a visible focus indicator. */
const TAB_STOPS_WALKED = 15;

/** What is focused in the page: its tag, text or name, whether it is inside <main>, and whether its focus shows (outline, or box-shadow on it or its control's indicator). */
interface Focused {
  what: string;
  tag: string;
  text: string;
  inMain: boolean;
  isMain: boolean;
  mains: number;
  /** Whether the page's <main> holds anything Tab can reach (a page with nothing to operate has no next stop inside it). */
  mainOperable: boolean;
  visible: boolean;
  indicated: boolean;
}

/** Runs in the page: the focused element described (a function: the app's CSP forbids eval). */
export const focusedElement = (): Focused => {
  const doc = (globalThis as any).document;
  const element = doc.activeElement;
  const styleShows = (node: any) => {
    if (!node) return false;
    const style = (globalThis as any).getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow && style.boxShadow !== 'none');
  };
  // A Blueprint checkbox, radio or switch hides its input and shows focus on the indicator beside it.
  const indicator = element?.matches?.('.bp6-control input') ? element.parentElement.querySelector('.bp6-control-indicator') : null;
  const rect = element?.getBoundingClientRect?.();
  const text = (element?.innerText ?? '').trim().slice(0, 60);
  return {
    what: `${element?.tagName?.toLowerCase()}${element?.getAttribute?.('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} “${element?.getAttribute?.('aria-label') ?? text}”`,
    tag: element?.tagName ?? '',
    text,
    inMain: Boolean(element?.closest?.('main')),
    isMain: element?.tagName === 'MAIN',
    mains: doc.querySelectorAll('main').length,
    mainOperable: Boolean(doc.querySelector('main')?.querySelector('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]')),
    visible: Boolean(rect && rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.right > 0 && rect.top < (globalThis as any).innerHeight),
    indicated: Boolean(styleShows(element) || styleShows(indicator)),
  };
};

/** What one page fails: the skip link, the focus walk and the names, each as a list of findings. */
export interface Findings {
  skip: string[];
  focus: string[];
  names: string[];
}

/** From a freshly loaded page: the first Tab reaches a visible skip link, Enter on it lands in <main>, the next Tab in its content; then the first tab stops all show their focus. */
export async function keyboardFindings(page: Page): Promise<Pick<Findings, 'skip' | 'focus'>> {
  const skip: string[] = [];
  const focus: string[] = [];
  const stops: Focused[] = [];
  for (let stop = 0; stop < TAB_STOPS_WALKED; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(focusedElement);
    if (focused.tag === 'BODY' || focused.tag === '') break;
    stops.push(focused);
    if (!focused.indicated) focus.push(`stop ${stop + 1}: ${focused.what}`);
  }
  const first = stops[0];
  if (!first || first.tag !== 'A' || !/^skip to content$/i.test(first.text) || !first.visible) skip.push(`first tab stop is ${first ? `${first.what} (visible: ${first.visible})` : 'nothing'}`);

  await page.getByTestId('skip-link').focus();
  await page.keyboard.press('Enter');
  const landed = await page.evaluate(focusedElement);
  if (landed.mains !== 1) skip.push(`${landed.mains} <main> elements`);
  if (!landed.inMain) skip.push(`Enter on the skip link focused ${landed.what}`);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(focusedElement);
  if (landed.mainOperable && (!next.inMain || next.isMain)) skip.push(`the Tab after the skip link focused ${next.what}`);
  return { skip, focus };
}

/** axe-core's 'label-content-name-mismatch' (experimental, run by name) on the page (its context passed to installAxe): each violating node, and how many nodes it looked at. */
export async function nameMismatches(page: Page): Promise<{ violations: string[]; checked: number }> {
  return page.evaluate(async () => {
    const results = await (globalThis as any).axe.run((globalThis as any).document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
    const nodes = (list: any[]) => list.flatMap((rule: any) => rule.nodes);
    return {
      violations: nodes(results.violations).map((node: any) => `${node.target.join(' ')}: ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}`),
      checked: nodes(results.passes).length + nodes(results.violations).length + nodes(results.incomplete).length,
    };
  });
}
