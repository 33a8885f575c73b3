// The long tasks of one cold load per public page, broken down by what the
// browser did inside each (a Chromium performance trace: parse HTML, evaluate
// or compile a script, run a function, style, layout…), at the bench's CPU
// slowdown:   node --import tsx bench/src/hydration-trace.ts [page…]
// Answers "what are the longest tasks made of"; hydration-profile.ts answers
// "which JavaScript functions". A tool, not a measurement.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PHONE_CONTEXT } from './browser-page.ts';
import { startServer } from './server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cpuSlowdown = Number(process.env.HYDRATION_CPU_SLOWDOWN ?? 4);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pageArguments = process.argv.slice(2);
const pages = pageArguments.length > 0 ? pageArguments : ['/', '/categorie/pizze', '/menu'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

/** Microseconds as milliseconds with one decimal. */
const ms = (us: number): string => (us / 1000).toFixed(1);

function describeTask(task: TraceEvent, events: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event !== task &&
      event.ph === 'X' &&
      event.tid === task.tid &&
      event.pid === task.pid &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= end,
  );
  // Direct children only, by name and url: the outermost work of the task.
  const children = inside.filter(
    (event) =>
      !inside.some(
        (other) =>
          other !== event &&
          other.ts <= event.ts &&
          other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
          (other.dur ?? 0) > (event.dur ?? 0),
      ),
  );
  const lines: string[] = [];
  for (const child of children.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 8)) {
    const data = child.args?.data;
    const where = data?.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, '')}` : '';
    const fn = data?.functionName ? ` ${data.functionName}` : '';
    // Grandchildren by name: how the child's time splits (compile, GC, layout…).
    const childEnd = child.ts + (child.dur ?? 0);
    const split = new Map<string, number>();
    for (const event of inside) {
      if (event === child || event.ts < child.ts || event.ts + (event.dur ?? 0) > childEnd) continue;
      split.set(event.name, (split.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    const parts = [...split]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${ms(us)}`)
      .join(', ');
    lines.push(
      `      ${ms(child.dur ?? 0).padStart(7)} ms ${child.name}${fn}${where}${parts ? `  [${parts}]` : ''}`,
    );
  }
  return lines;
}

const server = await startServer(repoRoot);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of pages) {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(server.baseURL + path, { waitUntil: 'networkidle', timeout: 120_000 });
    const buffer = await browser.stopTracing();
    await context.close();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    // The renderer's main thread that did the most work: the page's (a navigation may change process).
    const busyByThread = new Map<string, number>();
    for (const event of traceEvents) {
      if (event.name === 'RunTask' && event.ph === 'X')
        busyByThread.set(
          `${event.pid}:${event.tid}`,
          (busyByThread.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0),
        );
    }
    const [busiest] = [...busyByThread].sort((a, b) => b[1] - a[1]);
    const main = traceEvents.filter((event) => `${event.pid}:${event.tid}` === busiest?.[0]);
    const tasks = main.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= 50_000,
    );
    const start = Math.min(
      ...main.filter((event) => event.name === 'ParseHTML').map((event) => event.ts),
      tasks[0]?.ts ?? 0,
    );
    console.log(
      `\n${path}: ${tasks.length} tasks ≥ 50 ms on the renderer's main thread, ${ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0))} ms (${cpuSlowdown}× CPU)`,
    );
    for (const task of tasks) {
      console.log(`  ${ms(task.dur ?? 0).padStart(7)} ms task at +${ms(task.ts - start)} ms`);
      for (const line of describeTask(task, main)) console.log(line);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
