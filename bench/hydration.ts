// `npm run bench:hydration`: main-thread work while the public pages load and
// hydrate, in Debian's Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), counted as the browser's own long tasks
// (PerformanceObserver 'longtask'): the median of HYDRATION_RUNS loads per page.
// HYDRATION_COMPARE_ROOT=<another built checkout> measures that one too in the
// same run, load by load in turn, so a before/after shares the machine's load.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PHONE_CONTEXT } from './src/browser-page.ts';
import { longTaskTotals, medianTotals, type LongTask, type LongTaskTotals } from './src/long-tasks.ts';
import { formatTable } from './src/report.ts';
import { startServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.HYDRATION_RUNS ?? 5);
const cpuSlowdown = Number(process.env.HYDRATION_CPU_SLOWDOWN ?? 4);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const compareRoot = process.env.HYDRATION_COMPARE_ROOT;
const PAGES = ['/', '/categorie/pizze', '/menu'] as const;

// Registered before any page script runs, so hydration's tasks are all seen.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask' });
`;

/** One cold load of `url` (new context: empty cache and storage) at the CPU slowdown; its long tasks until the network is idle. */
async function loadOnce(browser: Browser, url: string): Promise<LongTaskTotals> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Hydration runs from the module scripts; once the network has been idle it has finished
    // (the live-state poll waits far longer than the idle window).
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    return longTaskTotals(tasks);
  } finally {
    await context.close();
  }
}

function log(message: string): void {
  process.stderr.write(`bench:hydration: ${message}\n`);
}

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('HYDRATION_RUNS must be a positive integer');
  if (!(cpuSlowdown >= 1)) throw new Error('HYDRATION_CPU_SLOWDOWN must be a number ≥ 1');
  const builds = [{ label: compareRoot ? 'this build' : '', server: await startServer(repoRoot) }];
  if (compareRoot) builds.push({ label: `compare (${compareRoot})`, server: await startServer(compareRoot) });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: string[][] = [];
  try {
    for (const path of PAGES) {
      const loads = builds.map((): LongTaskTotals[] => []);
      for (let run = 1; run <= runs; run += 1) {
        // Turn about (A B, B A, …): the first load of a pair must not always be the same build's.
        const order = run % 2 === 1 ? [...builds.entries()] : [...builds.entries()].reverse();
        for (const [index, { label, server }] of order) {
          const totals = await loadOnce(browser, server.baseURL + path);
          log(
            `${path}${label ? ` [${label}]` : ''} run ${run}/${runs}: ${totals.count} long tasks, ${totals.totalMs.toFixed(0)} ms (blocking ${totals.blockingMs.toFixed(0)} ms, longest ${totals.longestMs.toFixed(0)} ms)`,
          );
          loads[index]?.push(totals);
        }
      }
      for (const [index, { label }] of builds.entries()) {
        const median = medianTotals(loads[index] ?? []);
        rows.push([
          label ? `${path} ${label}` : path,
          String(median.count),
          median.totalMs.toFixed(0),
          median.blockingMs.toFixed(0),
          median.longestMs.toFixed(0),
        ]);
      }
    }
  } finally {
    await browser.close();
    for (const { server } of builds) await server.stop();
  }
  console.log(
    `\nLong tasks while loading and hydrating, CPU ${cpuSlowdown}× slower, median of ${runs} cold loads (390×844)\n`,
  );
  console.log(formatTable(['page', 'long tasks', 'total ms', 'blocking ms', 'longest ms'], rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
});
