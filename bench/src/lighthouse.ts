import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** The machine's speed as Lighthouse measured it at the start of the run (its BenchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU slowdown the figures were computed (simulate) or loaded (devtools) with. */
  cpuSlowdown: number;
}

/**
 * Chromium flags for headless runs on this machine (no GPU, no sandbox, no background traffic). The bench's TLS
 * proxy (tls-proxy.ts) presents a certificate made for the run, which no authority signed.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--ignore-certificate-errors',
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
  environment: z.object({ benchmarkIndex: z.number() }),
  configSettings: z.object({ throttling: z.object({ cpuSlowdownMultiplier: z.number() }) }),
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
  if (parsed.runtimeError)
    throw new Error(`Lighthouse: ${parsed.runtimeError.code}: ${parsed.runtimeError.message}`);
  const score = parsed.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave no performance score');
  return {
    performance: Math.round(score * 100),
    fcpMs: parsed.audits['first-contentful-paint'].numericValue,
    lcpMs: parsed.audits['largest-contentful-paint'].numericValue,
    cls: parsed.audits['cumulative-layout-shift'].numericValue,
    tbtMs: blockingTime(parsed.audits['total-blocking-time']),
    benchmarkIndex: parsed.environment.benchmarkIndex,
    cpuSlowdown: parsed.configSettings.throttling.cpuSlowdownMultiplier,
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
    benchmarkIndex: of((figures) => figures.benchmarkIndex),
    cpuSlowdown: of((figures) => figures.cpuSlowdown),
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
  /** The CPU slowdown factor; Lighthouse's mobile 4× when unset. */
  cpuSlowdown?: number;
}

/** The settings of every run: a mobile performance pass with the throttling method asked for. */
function settingsArgs(throttlingMethod: ThrottlingMethod, cpuSlowdown: number | undefined): string[] {
  const slowdown = cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`];
  return [
    '--only-categories=performance',
    '--form-factor=mobile',
    `--throttling-method=${throttlingMethod}`,
    ...slowdown,
    '--quiet',
  ];
}

function chromeFlagsArg(userDataDir: string | undefined): string {
  // Chromium takes the last --user-data-dir it is given: ours comes after the launcher's throwaway one.
  const profile = userDataDir === undefined ? '' : ` --user-data-dir=${userDataDir}`;
  return `--chrome-flags=${CHROME_FLAGS}${profile}`;
}

/** The Lighthouse CLI arguments of one mobile performance run of `url` writing its JSON report to `reportPath`. */
export function lighthouseArgs(
  url: string,
  reportPath: string,
  throttlingMethod: ThrottlingMethod,
  { userDataDir, cpuSlowdown }: { userDataDir?: string; cpuSlowdown?: number } = {},
): string[] {
  return [
    url,
    chromeFlagsArg(userDataDir),
    ...settingsArgs(throttlingMethod, cpuSlowdown),
    '--output=json',
    `--output-path=${reportPath}`,
  ];
}

/** The arguments that load `url` and keep what Lighthouse gathered (trace, network log, BenchmarkIndex) in `artifactsDir`, without auditing. */
export function gatherArgs(
  url: string,
  artifactsDir: string,
  { userDataDir }: { userDataDir?: string } = {},
): string[] {
  return [
    url,
    chromeFlagsArg(userDataDir),
    `--gather-mode=${artifactsDir}`,
    ...settingsArgs('simulate', undefined),
  ];
}

/** The arguments that compute the simulated figures of the load gathered in `artifactsDir` with `cpuSlowdown`. */
export function auditArgs(
  url: string,
  artifactsDir: string,
  reportPath: string,
  cpuSlowdown: number,
): string[] {
  return [
    url,
    `--audit-mode=${artifactsDir}`,
    ...settingsArgs('simulate', cpuSlowdown),
    '--output=json',
    `--output-path=${reportPath}`,
  ];
}

/** How long one Lighthouse call may take before it is stopped with everything it started. */
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * One mobile performance run of Lighthouse as a child process (so the
 * server under test and this process never compete for one event loop), at a
 * fixed CPU slowdown (Lighthouse's 4× when unset).
 */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'ordina-lighthouse-'));
  const reportPath = join(directory, 'report.json');
  try {
    await runChild(
      options.cliPath,
      lighthouseArgs(url, reportPath, options.throttlingMethod ?? 'simulate', options),
      childEnv(options),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    return figuresFromReport(JSON.parse(await readFile(reportPath, 'utf8')));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function childEnv(options: Pick<LighthouseOptions, 'chromePath'>): NodeJS.ProcessEnv {
  return { ...process.env, CHROME_PATH: options.chromePath };
}

/** A load Lighthouse gathered for simulated throttling and kept on disk, with the BenchmarkIndex it measured just before it. */
export interface GatheredRun {
  readonly url: string;
  readonly directory: string;
  readonly benchmarkIndex: number;
}

const gatheredSchema = z.looseObject({
  BenchmarkIndex: z.number(),
  settings: z.looseObject({ throttling: z.looseObject({ cpuSlowdownMultiplier: z.number() }) }),
});

function artifactsPath(run: Pick<GatheredRun, 'directory'>): string {
  return join(run.directory, 'artifacts', 'artifacts.json');
}

/**
 * The first half of a calibrated simulated run (decision 034): Lighthouse
 * loads the page (unthrottled, as every simulated run does) and keeps its
 * trace, network log and BenchmarkIndex without computing figures. Lantern
 * applies the CPU slowdown only when it computes, so the slowdown can be
 * chosen afterwards (auditGathered) from the indexes of several runs.
 */
export async function gatherLighthouse(
  url: string,
  options: Omit<LighthouseOptions, 'throttlingMethod' | 'cpuSlowdown'>,
): Promise<GatheredRun> {
  const directory = await mkdtemp(join(tmpdir(), 'ordina-lighthouse-'));
  try {
    await runChild(
      options.cliPath,
      gatherArgs(url, join(directory, 'artifacts'), options),
      childEnv(options),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const { BenchmarkIndex } = gatheredSchema.parse(
      JSON.parse(await readFile(artifactsPath({ directory }), 'utf8')),
    );
    return { url, directory, benchmarkIndex: BenchmarkIndex };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/** The second half: the figures of a gathered load at `cpuSlowdown`. The gathered files are removed either way. */
export async function auditGathered(
  run: GatheredRun,
  cpuSlowdown: number,
  options: Pick<LighthouseOptions, 'cliPath' | 'chromePath' | 'timeoutMs'>,
): Promise<LighthouseFigures> {
  try {
    await setGatheredSlowdown(artifactsPath(run), cpuSlowdown);
    const reportPath = join(run.directory, 'report.json');
    await runChild(
      options.cliPath,
      auditArgs(run.url, join(run.directory, 'artifacts'), reportPath, cpuSlowdown),
      childEnv(options),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    return figuresFromReport(JSON.parse(await readFile(reportPath, 'utf8')));
  } finally {
    await discardGathered(run);
  }
}

/** Removes a gathered load's files (a run whose figures are not needed after all). */
export async function discardGathered(run: Pick<GatheredRun, 'directory'>): Promise<void> {
  await rm(run.directory, { recursive: true, force: true });
}

/**
 * Records `cpuSlowdown` as the gathered run's setting: Lighthouse refuses to
 * audit with settings other than those it gathered with, and under simulated
 * throttling the slowdown changed nothing while gathering. Everything else
 * is kept as gathered.
 */
export async function setGatheredSlowdown(path: string, cpuSlowdown: number): Promise<void> {
  const artifacts = gatheredSchema.parse(JSON.parse(await readFile(path, 'utf8')));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  await writeFile(path, JSON.stringify(artifacts));
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
