// Where hydration's main-thread time goes: a V8 CPU profile (CDP Profiler) of
// one cold load per public page in Debian's Chromium at the bench's CPU
// slowdown, summed by function and by source file — mapped back to the
// sources when the client build has source maps:
//   (cd apps/web && npx react-router build --sourcemapClient hidden) && node --import tsx apps/web/keep-sourcemaps-private.ts
//   node --import tsx bench/src/hydration-profile.ts [how many rows] [page…]
// It also prints the page's long tasks and every console warning or error
// (a hydration mismatch shows there). A tool for finding the cost, not a
// measurement: `npm run bench:hydration` is the measurement.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PHONE_CONTEXT } from './browser-page.ts';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { longTaskTotals, type LongTask } from './long-tasks.ts';
import { startServer } from './server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mapsDir = join(repoRoot, 'apps/web/build/sourcemaps');
const cpuSlowdown = Number(process.env.HYDRATION_CPU_SLOWDOWN ?? 4);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const [howManyArgument = '25', ...pageArguments] = process.argv.slice(2);
const howMany = Number(howManyArgument);
const pages = pageArguments.length > 0 ? pageArguments : ['/', '/categorie/pizze', '/menu'];

const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask' });
`;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
async function consumerFor(url: string): Promise<SourceMapConsumer | null> {
  const asset = new URL(url).pathname;
  if (!consumers.has(asset)) {
    try {
      const map = JSON.parse(await readFile(join(mapsDir, `${asset}.map`), 'utf8')) as RawSourceMap;
      consumers.set(asset, new SourceMapConsumer(map));
    } catch {
      consumers.set(asset, null);
    }
  }
  return consumers.get(asset) ?? null;
}

/** The function's name and place in the sources when a map knows it, else in the served file. */
async function describe(frame: CallFrame): Promise<{ name: string; file: string }> {
  if (frame.url === '') return { name: frame.functionName || '(native or V8)', file: '(native or V8)' };
  if (!frame.url.startsWith('http')) return { name: frame.functionName || '(anonymous)', file: frame.url };
  const consumer = await consumerFor(frame.url);
  const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = original?.source
    ? original.source.replace(/^.*?(node_modules|apps|packages)\//, '$1/')
    : new URL(frame.url).pathname;
  const line = original?.line ?? frame.lineNumber + 1;
  return { name: `${frame.functionName || '(anonymous)'} ${file}:${line}`, file };
}

async function summarise(profile: Profile): Promise<void> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  // Inclusive time of our own functions (apps/, packages/): a sample counts once per function on its stack.
  const inclusive = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busyMs = 0;
  for (const [index, id] of profile.samples.entries()) {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busyMs += ms;
    const onStack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const caller = frames.get(node);
      if (!caller) continue;
      const described = await describe(caller);
      if (/(^|\/)(app|packages)\//.test(described.file) && !described.file.includes('node_modules'))
        onStack.add(described.name);
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    const { name, file } = await describe(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const place = file.startsWith('node_modules/')
      ? file
          .split('/')
          .slice(0, file.includes('/@') ? 3 : 2)
          .join('/')
      : file;
    byFile.set(place, (byFile.get(place) ?? 0) + ms);
  }
  const print = (title: string, map: Map<string, number>): void => {
    console.log(`  ${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, howMany)) {
      console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
  };
  console.log(`  busy ${busyMs.toFixed(0)} ms (self time, ${cpuSlowdown}× CPU)`);
  print('by function (self):', byFunction);
  print('by file (self):', byFile);
  print('our functions (inclusive):', inclusive);
}

async function profileLoad(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const console_: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        console_.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => console_.push(`pageerror: ${error.message}`));
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    const totals = longTaskTotals(tasks);
    console.log(`\n${url}`);
    console.log(
      `  long tasks: ${tasks.map((task) => `${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)}`).join(', ') || 'none'}`,
    );
    console.log(
      `  ${totals.count} long tasks, ${totals.totalMs.toFixed(0)} ms, blocking ${totals.blockingMs.toFixed(0)} ms`,
    );
    console.log(
      `  console warnings and errors: ${console_.length === 0 ? 'none' : `\n    ${console_.join('\n    ')}`}`,
    );
    await summarise(profile);
  } finally {
    await context.close();
  }
}

const server = await startServer(repoRoot);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of pages) await profileLoad(browser, server.baseURL + path);
} finally {
  await browser.close();
  await server.stop();
}
