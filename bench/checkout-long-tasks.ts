// `node --import tsx bench/checkout-long-tasks.ts` (after `npm run build`):
// main-thread long tasks on the checkout while its form shows and prepares the
// bot-protection token (ALTCHA proof of work), in Debian's Chromium with the
// CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), counted as the
// browser's own long tasks (PerformanceObserver 'longtask') from navigation
// to CHECKOUT_WINDOW_MS after the form showed: the median of CHECKOUT_RUNS
// cold loads. Decision 027 reports it before and after the worker.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CART_STORAGE_KEY } from './src/browser-page.ts';
import { longTaskTotals, medianTotals, type LongTask, type LongTaskTotals } from './src/long-tasks.ts';
import { formatTable } from './src/report.ts';
import { BENCH_ROUTES } from './src/routes.ts';
import { startServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.CHECKOUT_RUNS ?? 3);
const cpuSlowdown = Number(process.env.CHECKOUT_CPU_SLOWDOWN ?? 4);
// A window, not a state: the point is to see whether the proof of work keeps the main thread busy after the form shows.
const windowMs = Number(process.env.CHECKOUT_WINDOW_MS ?? 10_000);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const checkout = BENCH_ROUTES.find((route) => route.name === 'checkout');

const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask' });
`;

async function loadOnce(browser: Browser, url: string): Promise<LongTaskTotals> {
  if (!checkout?.browserContent) throw new Error('bench/src/routes.ts: no checkout route with a saved cart');
  const { savedCart, readySelector } = checkout.browserContent;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  try {
    await context.addInitScript(([key, text]) => localStorage.setItem(key, text), [CART_STORAGE_KEY, JSON.stringify(savedCart)] as const);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { timeout: 120_000 });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForTimeout(windowMs);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    return longTaskTotals(tasks);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('CHECKOUT_RUNS must be a positive integer');
  const server = await startServer(repoRoot);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const loads: LongTaskTotals[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const totals = await loadOnce(browser, server.baseURL + '/concludi-ordine');
      process.stderr.write(`checkout run ${run}/${runs}: ${totals.count} long tasks, ${totals.totalMs.toFixed(0)} ms (blocking ${totals.blockingMs.toFixed(0)} ms, longest ${totals.longestMs.toFixed(0)} ms)\n`);
      loads.push(totals);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const median = medianTotals(loads);
  console.log(`\nLong tasks on /concludi-ordine (saved cart) until ${windowMs} ms after the form showed, CPU ${cpuSlowdown}× slower, median of ${runs} cold loads (390×844)\n`);
  console.log(
    formatTable(
      ['page', 'long tasks', 'total ms', 'blocking ms', 'longest ms'],
      [['/concludi-ordine', String(median.count), median.totalMs.toFixed(0), median.blockingMs.toFixed(0), median.longestMs.toFixed(0)]],
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
});
