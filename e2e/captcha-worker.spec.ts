import type { Worker } from '@playwright/test';
import { expect, test, visit } from './support/hydration.ts';
import { FRITTURA, it, methodRadio, seedCart } from './support/checkout.ts';

// The checkout's bot-protection proof of work (decision 027) runs in a Web
// Worker of the production build — one of our own files, allowed by the
// server's strict CSP (worker-src 'self') — not on the page's main thread.

declare global {
  interface Window {
    /** Content-Security-Policy violations the page reported (set by the init script below). */
    __e2eCspViolations?: string[];
  }
}

test('the checkout prepares its ALTCHA token in a same-origin Web Worker once the guest starts filling the form, without a CSP violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__e2eCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__e2eCspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  // The worker is terminated once it has answered: its close is the end of the proof of work.
  const solvers: { worker: Worker; closed: Promise<unknown> }[] = [];
  page.on('worker', (worker) =>
    solvers.push({ worker, closed: new Promise((resolve) => worker.once('close', resolve)) }),
  );
  await seedCart(page, [FRITTURA]);
  await visit(page, '/concludi-ordine');
  await expect(methodRadio(page, 'home_delivery')).toBeVisible();
  // Not while the page loads (the worker would compete with hydration for the phone's cores): on the first focus.
  expect(solvers).toHaveLength(0);
  await page.getByRole('textbox', { name: it('field.first_name'), exact: true }).focus();

  await expect.poll(() => solvers.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const { worker } of solvers) {
    expect(new URL(worker.url()).origin).toBe(origin);
    expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/altcha-worker-[\w-]+\.js$/);
  }
  await Promise.all(solvers.map(({ closed }) => closed));
  // No report at all: a blocked worker script above all, and no eval probe (zod's, when the cart rules
  // carried it, docs/decisions/031).
  expect((await page.evaluate(() => window.__e2eCspViolations)) ?? []).toEqual([]);
});
