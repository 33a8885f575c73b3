// `npm run bench`: page weight and Lighthouse figures of the built storefront,
// beside its no-JavaScript limit page, checked against bench/budgets.json.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, checkFirstLoadBudgets, loadBudgets, simulatedLcpInfo, skippedRouteClasses, type FirstLoadResult } from './src/budgets.ts';
import { fetchBytes, measureFirstLoad } from './src/first-load.ts';
import { medianFigures, runLighthouse, type LighthouseFigures, type LighthouseOptions, type ThrottlingMethod } from './src/lighthouse.ts';
import { removeLimitPages, writeLimitPage } from './src/limit-files.ts';
import { budgetLines, figuresTable, infoLines, skipLines } from './src/report.ts';
import type { RouteResult } from './src/route-result.ts';
import { assertValidRoutes, BENCH_ROUTES, lighthouseRoutes, routeClassesWithoutRoutes, type BenchRoute } from './src/routes.ts';
import { startServer, type BenchServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const staticRoot = join(repoRoot, 'apps/web/build/client');
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const lighthouse: LighthouseOptions = {
  cliPath: join(repoRoot, 'node_modules/.bin/lighthouse'),
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

function log(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

/** Fetches each route's SSR HTML and writes its limit page; returns the limit pages' URL paths by route name. */
async function writeLimitPages(server: BenchServer, routes: readonly BenchRoute[]): Promise<Map<string, string>> {
  const limitPaths = new Map<string, string>();
  for (const route of routes) {
    const html = new TextDecoder().decode(await fetchBytes(server.baseURL + route.path));
    limitPaths.set(route.name, await writeLimitPage(staticRoot, route.name, html));
  }
  return limitPaths;
}

async function limitPagesServed(server: BenchServer, limitPaths: Map<string, string>): Promise<boolean> {
  for (const path of limitPaths.values()) {
    const response = await fetch(server.baseURL + path);
    await response.body?.cancel();
    if (response.status !== 200) return false;
  }
  return true;
}

async function lighthouseRuns(label: string, url: string, throttlingMethod: ThrottlingMethod): Promise<LighthouseFigures[]> {
  const runs: LighthouseFigures[] = [];
  for (let run = 1; run <= runsPerPage; run += 1) {
    const figures = await runLighthouse(url, { ...lighthouse, throttlingMethod });
    log(`${label} ${throttlingMethod} run ${run}/${runsPerPage}: perf ${figures.performance}, FCP ${figures.fcpMs.toFixed(0)} ms, LCP ${figures.lcpMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms`);
    runs.push(figures);
  }
  return runs;
}

async function measureWeight(server: BenchServer, route: BenchRoute): Promise<FirstLoadResult> {
  const weight = await measureFirstLoad(server.baseURL + route.path);
  log(`${route.path} (${route.routeClass}): first-load JS ${weight.js.gzipBytes} B gzip in ${weight.js.files} files, CSS ${weight.css.gzipBytes} B gzip in ${weight.css.files} files`);
  return { route, weight };
}

async function measureRoute(server: BenchServer, { route, weight }: FirstLoadResult, limitPath: string): Promise<RouteResult> {
  const url = server.baseURL + route.path;
  const limitUrl = server.baseURL + limitPath;
  const oursRuns = await lighthouseRuns(`${route.path} ours`, url, 'simulate');
  const limitRuns = await lighthouseRuns(`${route.path} limit`, limitUrl, 'simulate');
  // Applied throttling: the paints Chromium really observed (docs/decisions/004-lcp-observed-and-simulated.md).
  const oursObservedRuns = await lighthouseRuns(`${route.path} ours`, url, 'devtools');
  const limitObservedRuns = await lighthouseRuns(`${route.path} limit`, limitUrl, 'devtools');
  return {
    route,
    url,
    limitUrl,
    weight,
    ours: medianFigures(oursRuns),
    limit: medianFigures(limitRuns),
    oursRuns,
    limitRuns,
    oursObserved: medianFigures(oursObservedRuns),
    limitObserved: medianFigures(limitObservedRuns),
    oursObservedRuns,
    limitObservedRuns,
  };
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  if (!existsSync(staticRoot)) throw new Error(`${staticRoot} is missing: build first (npm run build)`);
  if (!Number.isInteger(runsPerPage) || runsPerPage < 1) throw new Error('BENCH_RUNS must be a positive integer');
  assertValidRoutes(BENCH_ROUTES);
  const budgets = await loadBudgets(new URL('./budgets.json', import.meta.url));
  const startedAt = new Date();

  let server = await startServer(repoRoot);
  log(`server pid ${server.pid} at ${server.baseURL}`);
  // Ctrl-C must not leave the server running or limit pages in the build.
  const interrupted = (signal: NodeJS.Signals): void => {
    log(`${signal}: stopping the server`);
    void Promise.all([server.stop(), removeLimitPages(staticRoot)]).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const weights: FirstLoadResult[] = [];
  const results: RouteResult[] = [];
  const measuredByLighthouse = lighthouseRoutes(BENCH_ROUTES);
  try {
    for (const route of BENCH_ROUTES) weights.push(await measureWeight(server, route));
    const limitPaths = await writeLimitPages(server, measuredByLighthouse);
    if (!(await limitPagesServed(server, limitPaths))) {
      // A static server that lists its files at start-up only sees new ones after a restart.
      log('limit pages not served yet; restarting the server');
      await server.stop();
      server = await startServer(repoRoot);
      if (!(await limitPagesServed(server, limitPaths))) {
        const vanished = [...limitPaths.values()].some((path) => !existsSync(join(staticRoot, path)));
        throw new Error(
          vanished
            ? `the limit pages vanished from ${staticRoot}: was the web app rebuilt meanwhile? Run the bench again`
            : `the server does not serve files written to ${staticRoot}`,
        );
      }
    }
    for (const weighed of weights.filter(({ route }) => route.lighthouse)) {
      results.push(await measureRoute(server, weighed, limitPaths.get(weighed.route.name) ?? ''));
    }
  } finally {
    await server.stop();
    await removeLimitPages(staticRoot);
  }

  const checks = [...checkFirstLoadBudgets(weights, budgets), ...checkBudgets(results, budgets)];
  const skipped = skippedRouteClasses(routeClassesWithoutRoutes(BENCH_ROUTES), budgets);
  const passed = checks.every((check) => check.pass);
  console.log(
    `\nOrdina bench — medians of ${runsPerPage} Lighthouse mobile runs per throttling method; FCP/LCP ms simulated (Lantern), FCP/LCP obs observed (devtools throttling); KB = 1000 bytes gzipped (level 9)\n`,
  );
  console.log(figuresTable(results));
  console.log(`\nBudgets (bench/budgets.json; LCP budgets on observed LCP, docs/decisions/004-lcp-observed-and-simulated.md)\n`);
  console.log(budgetLines(checks));
  if (skipped.length > 0) console.log(`\n${skipLines(skipped)}`);
  console.log(`\nFor comparison, not budgeted\n`);
  console.log(infoLines(simulatedLcpInfo(results)));

  const resultsDirectory = join(repoRoot, 'bench/results');
  await mkdir(resultsDirectory, { recursive: true });
  const resultsFile = join(resultsDirectory, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const lighthouseVersion = (JSON.parse(readFileSync(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  await writeFile(
    resultsFile,
    `${JSON.stringify({ startedAt: startedAt.toISOString(), commit: gitCommit(), node: process.version, lighthouse: lighthouseVersion, runsPerPage, budgets, weights, results, checks, skipped, info: simulatedLcpInfo(results), passed }, null, 2)}\n`,
  );
  console.log(`\n${passed ? 'PASS' : 'FAIL'}: ${checks.filter((check) => !check.pass).length} of ${checks.length} budgets failed. Results: ${resultsFile}`);
  return passed ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 2;
  },
);
