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
import { ordersBenchBusiness, ordersBenchPayload } from './src/orders-business.ts';
import type { ProbeWindow } from './src/orders-probe.ts';
import { ordersChecks, ordersTable, type OrdersRun } from './src/orders-report.ts';
import { startServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Orders per engine (ORDERS_BENCH_REQUESTS), sent over this many connections (ORDERS_BENCH_CONNECTIONS). */
const requests = Number(process.env.ORDERS_BENCH_REQUESTS ?? 3000);
const connections = Number(process.env.ORDERS_BENCH_CONNECTIONS ?? 10);
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
async function fire(
  baseURL: string,
  orders: OrderRequest[],
): Promise<{ result: autocannon.Result; seconds: number }> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: baseURL,
    connections,
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
  return { result, seconds: (lastAnswer - started) / 1000 };
}

/** One engine's run: start the server on `databaseUrl`, warm it up, measure, count the orders it stored. */
async function runEngine(
  engine: OrdersRun['engine'],
  databaseUrl: string,
  seedFile: string,
  probeDirectory: string,
): Promise<OrdersRun> {
  const server = await startServer(repoRoot, {
    entry: 'bench/src/orders-server.ts',
    env: {
      DATABASE_URL: databaseUrl,
      SEED_BUSINESS_FILE: seedFile,
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'false',
      // The test difficulty of the bot protection (as the server tests): real checks, cheap solving.
      ALTCHA_MAX_NUMBER: '1000',
      // Thousands of orders from one address (the load generator): the per-address limits of decision 042 out of the way.
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      PENDING_ORDERS_PER_CUSTOMER: '100000',
      PENDING_ORDERS_PER_CLIENT: '100000',
      ORDERS_BENCH_PROBE_DIR: probeDirectory,
      ORDERS_BENCH_CPU_PROFILE: profileDirectory === null ? '0' : '1',
    },
  });
  try {
    const timetable = (await (await fetch(`${server.baseURL}/api/timetable/pick_up`)).json()) as {
      data: { list: { day: string; time: string; startsAt: string }[] };
    };
    // Slots from tomorrow on: none starts while the bench runs.
    const tomorrow = Date.now() + 86_400_000;
    const slots = timetable.data.list.filter((slot) => Date.parse(slot.startsAt) > tomorrow);
    log(`${engine}: solving ${WARM_UP + requests} bot-protection challenges`);
    const tokens = await solveCaptchaTokens(server.baseURL, WARM_UP + requests);
    log(`${engine}: warming up with ${WARM_UP} orders`);
    const { result: warm } = await fire(server.baseURL, ordersToSend(WARM_UP, tokens, slots, 0));
    const measured = ordersToSend(requests, tokens, slots, WARM_UP);
    log(
      `${engine}: ${requests} orders over ${connections} connections (load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    process.kill(server.pid, 'SIGUSR2');
    const loadGeneratorCpu = process.cpuUsage();
    const { result, seconds } = await fire(server.baseURL, measured);
    const loadGeneratorCpuUsed = process.cpuUsage(loadGeneratorCpu);
    process.kill(server.pid, 'SIGUSR2');
    const window = await probeWindow(probeDirectory);
    if (profileDirectory !== null) {
      await mkdir(profileDirectory, { recursive: true });
      await writeFile(
        join(profileDirectory, `${engine}.cpuprofile`),
        await readFile(join(probeDirectory, 'server.cpuprofile')),
      );
      await writeFile(join(profileDirectory, `${engine}-sql.json`), JSON.stringify(window.sqlTop, null, 1));
    }
    log(
      `${engine}: done (load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );

    const refused: Record<string, number> = {};
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {}))
      if (!status.startsWith('2')) refused[status] = Number(stats.count ?? 0);
    if (result.errors > 0) refused.error = result.errors;
    const database = openDatabase(databaseUrl);
    let ordersInDatabase: number;
    try {
      const row = await database.db
        .selectFrom('orders')
        .innerJoin('businesses', 'businesses.id', 'orders.business_id')
        .where('businesses.key', '=', 'lido-bench')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      ordersInDatabase = Number(row.n);
    } finally {
      await database.close();
    }
    return {
      engine,
      requests,
      placed: result['2xx'],
      warmUpPlaced: warm['2xx'],
      refused,
      durationSeconds: seconds,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      ordersInDatabase,
      serverCpuMsPerOrder: window.cpuMs / Math.max(1, result['2xx']),
      loadGeneratorCpuMsPerOrder:
        (loadGeneratorCpuUsed.user + loadGeneratorCpuUsed.system) / 1000 / Math.max(1, result['2xx']),
      // better-sqlite3's statements are counted; PostgreSQL's are not.
      sqlStatementsPerOrder: engine === 'sqlite' ? window.sqlStatements / Math.max(1, result['2xx']) : null,
    };
  } finally {
    await server.stop();
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
    `(${requests} measured orders per engine after ${WARM_UP} to warm up; ${connections} connections; load generator and server on the same machine; load average now ${loadavg()
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
