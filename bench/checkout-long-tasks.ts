// `node --import tsx bench/checkout-long-tasks.ts` (after `npm run build`):
// main-thread long tasks on the checkout while its form shows and prepares the
// bot-protection token (ALTCHA proof of work), in Debian's Chromium with the
// CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), counted as the
// browser's own long tasks (PerformanceObserver 'longtask') from navigation
// to CHECKOUT_WINDOW_MS after the form showed: the median of CHECKOUT_RUNS
// cold loads. (Not split at the form: a main thread busy with the proof of
// work delays the very check that the form is visible.) Each run loads the page twice: as built (the proof of
// work in a Web Worker) and with `Worker` hidden from the page, which makes
// the same build solve on the main thread as it did before decision 027 — a
// before/after under the same machine load.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CART_STORAGE_KEY, PHONE_CONTEXT } from './src/browser-page.ts';
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

type Mode = 'worker' | 'main thread';
interface Load {
  totals: LongTaskTotals;
  workers: number;
}

const HIDE_WORKER = 'Object.defineProperty(window, "Worker", { value: undefined });';

async function loadOnce(browser: Browser, url: string, mode: Mode): Promise<Load> {
  if (!checkout?.browserContent) throw new Error('bench/src/routes.ts: no checkout route with a saved cart');
  const { savedCart, readySelector } = checkout.browserContent;
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.addInitScript(([key, text]) => localStorage.setItem(key, text), [
      CART_STORAGE_KEY,
      JSON.stringify(savedCart),
    ] as const);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    if (mode === 'main thread') await page.addInitScript(HIDE_WORKER);
    let workers = 0;
    page.on('worker', () => (workers += 1));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { timeout: 120_000 });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForTimeout(windowMs);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    return { totals: longTaskTotals(tasks), workers };
  } finally {
    await context.close();
  }
}

function row(label: string, totals: LongTaskTotals): string[] {
  return [
    label,
    String(totals.count),
    totals.totalMs.toFixed(0),
    totals.blockingMs.toFixed(0),
    totals.longestMs.toFixed(0),
  ];
}

function describe(totals: LongTaskTotals): string {
  return `${totals.count} long tasks, ${totals.totalMs.toFixed(0)} ms (blocking ${totals.blockingMs.toFixed(0)} ms, longest ${totals.longestMs.toFixed(0)} ms)`;
}

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('CHECKOUT_RUNS must be a positive integer');
  const server = await startServer(repoRoot);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const loads: Record<Mode, Load[]> = { worker: [], 'main thread': [] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const mode of ['main thread', 'worker'] as const) {
        const load = await loadOnce(browser, server.baseURL + '/concludi-ordine', mode);
        process.stderr.write(
          `checkout ${mode} run ${run}/${runs} (${load.workers} workers): ${describe(load.totals)}\n`,
        );
        loads[mode].push(load);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const rows = (['main thread', 'worker'] as const).map((mode) =>
    row(mode, medianTotals(loads[mode].map((load) => load.totals))),
  );
  console.log(
    `\nLong tasks on /concludi-ordine (saved cart), from navigation to ${windowMs} ms after the form showed, proof of work on the main thread (Worker hidden, as before decision 027) and in a worker, CPU ${cpuSlowdown}× slower, median of ${runs} cold loads each (390×844)\n`,
  );
  console.log(formatTable(['proof of work', 'long tasks', 'total ms', 'blocking ms', 'longest ms'], rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
});
