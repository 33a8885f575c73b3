import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { median } from './median.ts';

/** The Lighthouse figures the bench reports (milliseconds, except score 0–100 and CLS unitless). */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Chromium flags for headless runs on this machine (no GPU, no sandbox, no background traffic). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const numericAudit = z.object({ numericValue: z.number() });
const reportSchema = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'first-contentful-paint': numericAudit,
    'largest-contentful-paint': numericAudit,
    'cumulative-layout-shift': numericAudit,
    'total-blocking-time': z.union([numericAudit, z.object({ errorMessage: z.string() })]),
  }),
});

/** Reads the figures out of a Lighthouse JSON report; a failed run (runtime error, no score) throws. */
export function figuresFromReport(report: unknown): LighthouseFigures {
  const parsed = reportSchema.parse(report);
  if (parsed.runtimeError) throw new Error(`Lighthouse: ${parsed.runtimeError.code}: ${parsed.runtimeError.message}`);
  const score = parsed.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave no performance score');
  return {
    performance: Math.round(score * 100),
    fcpMs: parsed.audits['first-contentful-paint'].numericValue,
    lcpMs: parsed.audits['largest-contentful-paint'].numericValue,
    cls: parsed.audits['cumulative-layout-shift'].numericValue,
    tbtMs: blockingTime(parsed.audits['total-blocking-time']),
  };
}

/**
 * TBT ends at Time to Interactive, and a devtools-throttled run finds no TTI
 * when the main thread never rests for 5 s after the load: Lighthouse then
 * gives the audit an error instead of a value. That is the page blocking
 * without end, not a broken run, so it counts as unbounded (its budget fails
 * and the run goes on to the other pages).
 */
function blockingTime(audit: { numericValue: number } | { errorMessage: string }): number {
  return 'numericValue' in audit ? audit.numericValue : Number.POSITIVE_INFINITY;
}

/** Each figure's median over several runs (figure by figure: runs vary independently). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (figures: LighthouseFigures) => number): number => median(runs.map(pick));
  return {
    performance: of((figures) => figures.performance),
    fcpMs: of((figures) => figures.fcpMs),
    lcpMs: of((figures) => figures.lcpMs),
    cls: of((figures) => figures.cls),
    tbtMs: of((figures) => figures.tbtMs),
  };
}

/**
 * How Lighthouse throttles: `simulate` (its default, Lantern) loads the page
 * fast and *models* slow 4G and a 4× slower CPU from the request graph;
 * `devtools` really throttles network and CPU in the browser, so FCP and LCP
 * are the paints Chromium observed (docs/decisions/004-lcp-observed-and-simulated.md).
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

/** Options of a Lighthouse run: the CLI to start, the Chromium it drives and how it throttles (default `simulate`). */
export interface LighthouseOptions {
  cliPath: string;
  chromePath: string;
  throttlingMethod?: ThrottlingMethod;
  timeoutMs?: number;
  /** A Chromium profile to load the page in (one with a saved cart, bench/src/browser-page.ts); a fresh empty one when unset. */
  userDataDir?: string;
  /** CPU slowdown instead of Lighthouse's mobile 4×: a slower machine on purpose (BENCH_CPU_SLOWDOWN, decision 021). */
  cpuSlowdown?: number;
}

/** The Lighthouse CLI arguments of one mobile performance run of `url` writing its JSON report to `reportPath`. */
export function lighthouseArgs(
  url: string,
  reportPath: string,
  throttlingMethod: ThrottlingMethod,
  { userDataDir, cpuSlowdown }: Pick<LighthouseOptions, 'userDataDir' | 'cpuSlowdown'> = {},
): string[] {
  // Chromium takes the last --user-data-dir it is given: ours comes after the launcher's throwaway one.
  const profile = userDataDir === undefined ? '' : ` --user-data-dir=${userDataDir}`;
  const slowdown = cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`];
  return [
    url,
    `--chrome-flags=${CHROME_FLAGS}${profile}`,
    '--only-categories=performance',
    '--form-factor=mobile',
    `--throttling-method=${throttlingMethod}`,
    ...slowdown,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
  ];
}

/**
 * One mobile performance run of Lighthouse as a child process (so the
 * server under test and this process never compete for one event loop).
 */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'ordina-lighthouse-'));
  const reportPath = join(directory, 'report.json');
  try {
    await runChild(
      options.cliPath,
      lighthouseArgs(url, reportPath, options.throttlingMethod ?? 'simulate', options),
      { ...process.env, CHROME_PATH: options.chromePath },
      options.timeoutMs ?? 120_000,
    );
    return figuresFromReport(JSON.parse(await readFile(reportPath, 'utf8')));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function runChild(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a hung run can be stopped with everything it started.
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${signal ?? code}${stderr ? `:\n${stderr}` : ''}`));
    });
  });
}
