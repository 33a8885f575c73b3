import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

// axe-core itself, the version this workspace pins (≥ 4.14: WCAG 2.5.3 Label in Name is no longer
// experimental there), run in the page without @axe-core/playwright: its releases with axe-core 4.14
// need Node 22, and its older ones give each frame one second to load axe (on a busy machine the
// privacy policy's frame was then skipped silently) and open a blank page for every analysis.
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const axeVersion = (
  JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as { version: string }
).version;

/** WCAG 2.0/2.1 A and AA, WCAG 2.2 AA, and axe's best practices (unique landmarks, heading order…). */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: A11Y_TAGS },
  // Only the violations are read: axe skips collecting every passing node.
  resultTypes: ['violations'],
  // How long the top frame waits for a frame's answer (default 0.5 s, short on a busy machine).
  pingWaitTime: 10_000,
};

/**
 * Fails the test when axe finds any violation, of any impact, on the page as it
 * stands: open dialogs and drawers included, and the page's frames (axe runs in
 * each and the top frame gathers them), none of which may go untested.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await scrollingSettled(page);
  for (const frame of page.frames()) {
    if (frame.url().startsWith('http')) await frame.evaluate(axeSource);
  }
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, options),
    RUN_OPTIONS,
  );
  expect(results.testEngine.version, 'axe runs the engine this workspace pins').toBe(axeVersion);
  const untested = [...results.incomplete, ...results.violations].filter(
    (result) => result.id === 'frame-tested',
  );
  expect(
    untested.flatMap((result) => result.nodes.map((node) => node.target.join(' '))),
    'frames axe could not test',
  ).toEqual([]);
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), why: node.failureSummary })),
  }));
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until the page has not scrolled for three animation frames (at most two seconds). A refused send
 * scrolls smoothly to its first wrong field (lib/form/focus-first-invalid.ts): axe run during that scroll
 * saw the fields sliding under the sticky header as "partially obscured" targets, a state no customer
 * stops on.
 */
async function scrollingSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const giveUp = setTimeout(resolve, 2_000);
        let last = '';
        let stillFrames = 0;
        const look = () => {
          const at = `${window.scrollX},${window.scrollY}`;
          stillFrames = at === last ? stillFrames + 1 : 0;
          last = at;
          if (stillFrames >= 3) {
            clearTimeout(giveUp);
            resolve();
          } else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}
