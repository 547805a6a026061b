import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

// The edge's CSP refuses inline scripts (so no addScriptTag), but what the driver evaluates over the DevTools
// protocol is not a page script: axe's source is evaluated as it is, then run in the page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.1 levels A and AA (the bar). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING: ImpactValue[] = ['serious', 'critical'];

type AxeWindow = Window & { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } };

/**
 * The serious and critical WCAG 2.1 A/AA violations of the page as it is now, one line per element:
 * `rule (impact): what it asks — element: why it fails`.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Animations (a dialog fading in) would be measured half-way: contrast of a half-transparent text. One
  // cancelled meanwhile (a re-render replacing it) rejects `finished` with AbortError: it is over all the same.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) => (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_21_AA,
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ')}`,
      ),
    );
}
