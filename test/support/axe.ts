// axe-core in a page: installed in every document of a context (as the browser's own script, which the app's CSP does not govern) and run, its violations in words a failing test can print.
import type { BrowserContext, Page } from 'playwright-core';

export interface AxeViolation {
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** The elements that fail, each with axe's summary of why. */
  targets: string[];
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
}

/** Puts axe-core in every document `context` opens from now on, before the page's own scripts. */
export const installAxe = (context: BrowserContext) => context.addInitScript({ path: require.resolve('axe-core/axe.min.js') });

/** Runs axe on the page as it shows now (its context passed to installAxe); `runOnly` restricts it to some rules (experimental ones included when named). */
export async function axeViolations(page: Page, where: string, runOnly?: string[]): Promise<AxeViolation[]> {
  // globalThis is the page's window there; this file is typechecked without the DOM library.
  const result = await page.evaluate(
    (rules) =>
      (globalThis as unknown as { axe: { run: (options: unknown) => Promise<unknown> } }).axe.run(
        rules ? { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] } : { resultTypes: ['violations'] },
      ),
    runOnly ?? null,
  );
  return (result as AxeResult).violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`),
  }));
}

/** Rules axe rates moderate or minor that still lose a screen-reader user: a broken outline, a column with no name, a page with no main part. */
const ALSO_BLOCKING = new Set(['heading-order', 'page-has-heading-one', 'empty-table-header', 'landmark-one-main', 'landmark-no-duplicate-main']);

/** Critical and serious violations, and the few others above: what keeps someone from using the page. */
export const blocking = (violations: AxeViolation[]) =>
  violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious' || ALSO_BLOCKING.has(violation.rule));

/** One violation a line, for a test's message. */
export const inWords = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.where} [${v.impact}] ${v.rule}: ${v.help} (${v.targets.length} elements)\n    ${v.targets.slice(0, 5).join('\n    ')}`).join('\n');
