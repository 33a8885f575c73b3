// `npm run bench:orders`: guest orders per second and their latency through HTTP, on SQLite and on a
// throwaway PostgreSQL, with every 2xx answer checked against the orders in the database (README).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '@ordina/db';
import { postgresAvailability, startTestPostgres } from '@ordina/db/test/postgres';
import { solveCaptchaTokens } from './src/captcha-tokens.ts';
import { exitWith } from './src/exit-with.ts';
import { ordersBenchBusiness, ordersBenchPayload } from './src/orders-business.ts';
import type { ProbeWindow } from './src/orders-probe.ts';
import { ordersChecks, ordersTable, type OrdersRun } from './src/orders-report.ts';
import { orderLoadEnv, startServer, type BenchServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Orders per engine (ORDERS_BENCH_REQUESTS), sent over this many connections (ORDERS_BENCH_CONNECTIONS). */
const requests = Number(process.env.ORDERS_BENCH_REQUESTS ?? 3000);
const connections = Number(process.env.ORDERS_BENCH_CONNECTIONS ?? 10);
/**
 * ORDERS_BENCH_SERVERS=2: that many server processes on each engine's database, each sent its share of
 * the orders over its share of the connections (as a load balancer spreads them), to compare one
 * server process with two on one PostgreSQL. The machine's cores are shared by all of them.
 */
const serverCount = Math.max(1, Number(process.env.ORDERS_BENCH_SERVERS ?? 1));
/** ORDERS_BENCH_ENGINES=sqlite: measure SQLite only (a quicker look while working on the server). */
const sqliteOnly = process.env.ORDERS_BENCH_ENGINES?.trim() === 'sqlite';
/** Orders sent before the measured run (JIT, caches, connection pool); they count in the database check too. */
const WARM_UP = 200;
/** ORDERS_BENCH_CPU_PROFILE=<directory>: also keep the server's CPU profile of each engine's measured run there. */
const profileDirectory = process.env.ORDERS_BENCH_CPU_PROFILE?.trim() || null;

function log(message: string): void {
  process.stderr.write(`bench:orders: ${message}\n`);
}

/** A guest order to send: its own Idempotency-Key, e-mail and token, spread over the slots. */
type OrderRequest = { headers: Record<string, string>; body: string };

/** `count` guest orders from the `first`; made before a run, since making them is the load generator's work on the server's cores. */
function ordersToSend(
  count: number,
  tokens: string[],
  slots: { day: string; time: string }[],
  first: number,
): OrderRequest[] {
  return Array.from({ length: count }, (_, offset) => {
    const i = first + offset;
    return {
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(ordersBenchPayload(i, slots[i % slots.length]!, tokens[i]!)),
    };
  });
}

/**
 * Sends the orders over `connections` connections, each once; `seconds` runs from the start to the
 * last answer. (autocannon's own `duration` ends at its next one-second sample after the last answer,
 * which rounded every run up to whole seconds and understated orders/s by up to a second's worth.)
 */
async function fireAt(
  baseURL: string,
  orders: OrderRequest[],
  connectionCount: number,
): Promise<{ result: autocannon.Result; lastAnswer: number }> {
  let next = 0;
  let lastAnswer = performance.now();
  const result = await autocannon({
    url: baseURL,
    connections: connectionCount,
    amount: orders.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/order',
        setupRequest: (request) => ({ ...request, ...orders[next++]! }),
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  return { result, lastAnswer };
}

/** What the runs at every server add up to; the latencies are the worst server's (autocannon's histograms do not merge). */
interface Fired {
  placed: number;
  statusCounts: Record<string, number>;
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  seconds: number;
}

/** The orders spread over `baseURLs` in turn, each server with its share of the connections, all at once. */
async function fire(baseURLs: readonly string[], orders: OrderRequest[]): Promise<Fired> {
  const started = performance.now();
  const runs = await Promise.all(
    baseURLs.map((baseURL, i) =>
      fireAt(
        baseURL,
        orders.filter((_, k) => k % baseURLs.length === i),
        Math.max(1, Math.round(connections / baseURLs.length)),
      ),
    ),
  );
  const statusCounts: Record<string, number> = {};
  for (const { result } of runs)
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {}))
      statusCounts[status] = (statusCounts[status] ?? 0) + Number(stats.count ?? 0);
  return {
    placed: runs.reduce((sum, { result }) => sum + result['2xx'], 0),
    statusCounts,
    errors: runs.reduce((sum, { result }) => sum + result.errors, 0),
    latencyP50Ms: Math.max(...runs.map(({ result }) => result.latency.p50)),
    latencyP99Ms: Math.max(...runs.map(({ result }) => result.latency.p99)),
    seconds: (Math.max(...runs.map((run) => run.lastAnswer)) - started) / 1000,
  };
}

/** One engine's run: start the servers on `databaseUrl`, warm them up, measure, count the orders stored. */
async function runEngine(
  engine: OrdersRun['engine'],
  databaseUrl: string,
  seedFile: string,
  probeDirectory: string,
): Promise<OrdersRun> {
  const servers: BenchServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the others find the business there.
    for (let i = 0; i < serverCount; i += 1) {
      const probe = join(probeDirectory, `server-${i}`);
      await mkdir(probe, { recursive: true });
      servers.push(
        await startServer(repoRoot, {
          entry: 'bench/src/orders-server.ts',
          env: serverEnv(databaseUrl, seedFile, probe),
        }),
      );
    }
    const baseURLs = servers.map((server) => server.baseURL);
    const timetable = (await (await fetch(`${baseURLs[0]}/api/timetable/pick_up`)).json()) as {
      data: { list: { day: string; time: string; startsAt: string }[] };
    };
    // Slots from tomorrow on: none starts while the bench runs.
    const tomorrow = Date.now() + 86_400_000;
    const slots = timetable.data.list.filter((slot) => Date.parse(slot.startsAt) > tomorrow);
    log(`${engine}: solving ${WARM_UP + requests} bot-protection challenges`);
    const tokens = await solveCaptchaTokens(baseURLs[0]!, WARM_UP + requests);
    log(`${engine}: warming up with ${WARM_UP} orders on ${servers.length} server process(es)`);
    const warm = await fire(baseURLs, ordersToSend(WARM_UP, tokens, slots, 0));
    const measured = ordersToSend(requests, tokens, slots, WARM_UP);
    log(
      `${engine}: ${requests} orders over ${connections} connections to ${servers.length} server process(es) (load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    for (const server of servers) process.kill(server.pid, 'SIGUSR2');
    const loadGeneratorCpu = process.cpuUsage();
    const fired = await fire(baseURLs, measured);
    const loadGeneratorCpuUsed = process.cpuUsage(loadGeneratorCpu);
    for (const server of servers) process.kill(server.pid, 'SIGUSR2');
    const windows = await Promise.all(
      servers.map((_, i) => probeWindow(join(probeDirectory, `server-${i}`))),
    );
    if (profileDirectory !== null) {
      await mkdir(profileDirectory, { recursive: true });
      await writeFile(
        join(profileDirectory, `${engine}.cpuprofile`),
        await readFile(join(probeDirectory, 'server-0', 'server.cpuprofile')),
      );
      await writeFile(
        join(profileDirectory, `${engine}-sql.json`),
        JSON.stringify(windows[0]!.sqlTop, null, 1),
      );
    }
    log(
      `${engine}: done (load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );

    const refused: Record<string, number> = {};
    for (const [status, count] of Object.entries(fired.statusCounts))
      if (!status.startsWith('2')) refused[status] = count;
    if (fired.errors > 0) refused.error = fired.errors;
    const placed = Math.max(1, fired.placed);
    const sum = (pick: (window: ProbeWindow) => number) => windows.reduce((total, w) => total + pick(w), 0);
    return {
      engine,
      servers: servers.length,
      requests,
      placed: fired.placed,
      warmUpPlaced: warm.placed,
      refused,
      durationSeconds: fired.seconds,
      latencyP50Ms: fired.latencyP50Ms,
      latencyP99Ms: fired.latencyP99Ms,
      ordersInDatabase: await benchOrdersIn(databaseUrl),
      serverCpuMsPerOrder: sum((w) => w.cpuMs) / placed,
      loadGeneratorCpuMsPerOrder: (loadGeneratorCpuUsed.user + loadGeneratorCpuUsed.system) / 1000 / placed,
      // better-sqlite3's statements are counted; PostgreSQL's are not.
      sqlStatementsPerOrder: engine === 'sqlite' ? sum((w) => w.sqlStatements) / placed : null,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** A bench server's settings: the database, the bench business, its probe's folder. */
function serverEnv(databaseUrl: string, seedFile: string, probeDirectory: string): Record<string, string> {
  return {
    ...orderLoadEnv(databaseUrl, seedFile),
    ORDERS_BENCH_PROBE_DIR: probeDirectory,
    ORDERS_BENCH_CPU_PROFILE: profileDirectory === null ? '0' : '1',
  };
}

/** Orders of the bench business in the database. */
async function benchOrdersIn(databaseUrl: string): Promise<number> {
  const database = openDatabase(databaseUrl);
  try {
    const row = await database.db
      .selectFrom('orders')
      .innerJoin('businesses', 'businesses.id', 'orders.business_id')
      .where('businesses.key', '=', 'lido-bench')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

/** The server's measured window (bench/src/orders-probe.ts), once it has written it. */
async function probeWindow(directory: string): Promise<ProbeWindow> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const window = JSON.parse(await readFile(join(directory, 'window.json'), 'utf8')) as ProbeWindow;
      await rm(join(directory, 'window.json'));
      return window;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('the server did not write its measured window');
}

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'ordina-bench-orders-'));
  const seedFile = join(dir, 'business.json');
  await writeFile(seedFile, JSON.stringify(await ordersBenchBusiness(repoRoot)));
  const runs: OrdersRun[] = [];
  try {
    runs.push(await runEngine('sqlite', `sqlite:${join(dir, 'orders.sqlite')}`, seedFile, dir));
    const postgres = postgresAvailability();
    if (sqliteOnly) {
      log('PostgreSQL not run (ORDERS_BENCH_ENGINES=sqlite)');
    } else if (postgres.available) {
      const server = await startTestPostgres();
      try {
        runs.push(await runEngine('postgres', await server.createDatabase(), seedFile, dir));
      } finally {
        await server.stop();
      }
    } else {
      log(`PostgreSQL SKIPPED: ${postgres.reason}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  console.log(ordersTable(runs));
  console.log(
    `(${requests} measured orders per engine after ${WARM_UP} to warm up; ${connections} connections over ${serverCount} server process(es); load generator and server on the same machine; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  let failed = false;
  for (const check of runs.flatMap(ordersChecks)) {
    console.log(`${check.pass ? 'PASS' : check.fails ? 'FAIL' : 'MISS'}  ${check.name}`);
    if (!check.pass && check.fails) failed = true;
  }
  return failed ? 1 : 0;
}

exitWith(main());
