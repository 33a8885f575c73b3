// `npm run bench:server`: server-rendered pages, the live poll, /health and a static asset under the same load
// (autocannon, 50 connections, 8 s each, on this machine), each figure beside its ratio to /health and to the
// static asset measured in the same run, so the verdict is the same on a fast and on a slow machine (README).
// The server runs as `npm start` runs it: compiled (`npm run build`), one worker per core unless WEB_CONCURRENCY
// says otherwise. `npm run bench:server -- --workers 1,2` measures with each count in turn and prints the scaling.
import { readdir } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  scalingTable,
  serverChecks,
  serverTable,
  workerCounts,
  type EndpointRun,
  type WorkersRun,
} from './src/server-report.ts';
import { startServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const connections = Number(process.env.SERVER_BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.SERVER_BENCH_SECONDS ?? 8);

function log(message: string): void {
  process.stderr.write(`bench:server: ${message}\n`);
}

async function measure(baseURL: string, name: string, path: string): Promise<EndpointRun> {
  // A short warm-up first (JIT, caches), not counted.
  await autocannon({ url: `${baseURL}${path}`, connections, duration: 2 });
  const result = await autocannon({
    url: `${baseURL}${path}`,
    connections,
    duration: durationSeconds,
    timeout: 30,
  });
  const notModified = result.statusCodeStats?.['304']?.count ?? 0;
  const ok = result['2xx'] + notModified;
  return {
    name,
    path,
    requestsPerSecond: ok / durationSeconds,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx - notModified + result.errors + result.timeouts,
  };
}

/** The storefront's current version, as the live answer reports it (`configuration_version`). */
async function storefrontVersion(baseURL: string): Promise<string> {
  const answer = (await (await fetch(`${baseURL}/api/storefront/live`)).json()) as {
    data?: { configuration_version?: unknown };
  };
  const version = answer.data?.configuration_version;
  if (typeof version !== 'string')
    throw new Error('GET /api/storefront/live answered without data.configuration_version');
  return version;
}

async function staticAssetPath(): Promise<string> {
  const assets = await readdir(join(repoRoot, 'apps/web/build/client/assets'));
  const css = assets.find((file) => file.endsWith('.css'));
  if (!css) throw new Error('no built stylesheet: run `npm run build` first');
  return `/assets/${css}`;
}

/** Starts the compiled server with `workers` workers (undefined: its default), measures every endpoint, prints the table and checks. */
async function benchWorkers(workers: number | undefined): Promise<{ runs: EndpointRun[]; failed: number }> {
  const server = await startServer(repoRoot, {
    nodeArgs: ['--enable-source-maps', 'apps/server/dist/main.js'],
    env: {
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(workers ?? process.env.WEB_CONCURRENCY ?? availableParallelism()),
    },
  });
  try {
    const label =
      workers === undefined
        ? `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? `(one per core: ${availableParallelism()})`}`
        : `${workers} worker(s)`;
    log(
      `server on ${server.baseURL}, ${label}; ${connections} connections, ${durationSeconds} s per endpoint; load average before: ${loadText()}`,
    );
    const health = await measure(server.baseURL, 'health', '/health');
    const staticAsset = await measure(server.baseURL, 'static', await staticAssetPath());
    const runs = [
      await measure(server.baseURL, 'page home', '/'),
      await measure(server.baseURL, 'page category', '/categorie/pizze'),
      await measure(server.baseURL, 'page menu', '/menu'),
      // The poll as every open page sends it, each minute: with the version it holds (the state only).
      await measure(
        server.baseURL,
        'live',
        `/api/storefront/live?version=${encodeURIComponent(await storefrontVersion(server.baseURL))}`,
      ),
      // A page whose version is stale gets the whole storefront (~90 KB unencoded; autocannon asks for
      // no compression): printed for reference, no goal.
      await measure(server.baseURL, 'live, new storefront', '/api/storefront/live'),
    ];
    if (workers !== undefined) process.stdout.write(`\n## ${workers} worker(s)\n`);
    process.stdout.write(`${serverTable([...runs, staticAsset, health], { health, staticAsset })}\n`);
    const checks = serverChecks(runs, { health, staticAsset });
    for (const check of checks) process.stdout.write(`${check.pass ? 'ok  ' : 'FAIL'} ${check.name}\n`);
    const failed = checks.filter((check) => !check.pass).length;
    process.stdout.write(
      `${failed === 0 ? 'PASS' : 'FAIL'}: ${failed} of ${checks.length} checks failed. (load average after: ${loadText()})\n`,
    );
    return { runs: [...runs, staticAsset, health], failed };
  } finally {
    await server.stop();
  }
}

function loadText(): string {
  return loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
}

const counts = workerCounts(process.argv.slice(2));
let failed = 0;
const byWorkers: WorkersRun[] = [];
for (const workers of counts ?? [undefined]) {
  const result = await benchWorkers(workers);
  failed += result.failed;
  if (workers !== undefined) byWorkers.push({ workers, runs: result.runs, loadAverage: loadavg()[0] ?? 0 });
}
if (byWorkers.length > 1) process.stdout.write(`\n## Scaling\n${scalingTable(byWorkers)}\n`);
process.exitCode = failed === 0 ? 0 : 1;
