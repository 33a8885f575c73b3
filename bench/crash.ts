// `npm run bench:crash`: the server killed with SIGKILL at random moments while guest orders arrive, on
// SQLite (50 runs) and PostgreSQL (20), and after each restart the database checked (issue 36 "Crash
// safety"): every acknowledged order present and whole, none half-written, none doubled when the
// customer's browser sends its unanswered submit again with the same Idempotency-Key, each order's e-mail
// queued once, and on SQLite `PRAGMA integrity_check` ok. CRASH_RUNS_SQLITE / CRASH_RUNS_POSTGRES change
// the counts. Exits 1 when any check fails.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '@ordina/db';
import { postgresAvailability, startTestPostgres } from '@ordina/db/test/postgres';
import { solveCaptchaTokens } from './src/captcha-tokens.ts';
import { ordersBenchBusiness, ordersBenchPayload } from './src/orders-business.ts';
import { startServer, type BenchServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const RUNS = {
  sqlite: Number(process.env.CRASH_RUNS_SQLITE ?? 50),
  postgres: Number(process.env.CRASH_RUNS_POSTGRES ?? 20),
};
/** Orders each run has ready, over this many concurrent submits: more than go through before the kill lands. */
const ORDERS_PER_RUN = 120;
const CONCURRENT = 4;

function log(message: string): void {
  process.stderr.write(`bench:crash: ${message}\n`);
}

/** One customer's submit: its body and key, and whether the server answered 2xx before it died. */
interface Submit {
  email: string;
  body: string;
  key: string;
  acknowledged: boolean;
}

async function startOrdersServer(databaseUrl: string, seedFile: string): Promise<BenchServer> {
  return startServer(repoRoot, {
    entry: 'bench/src/orders-server.ts',
    env: {
      DATABASE_URL: databaseUrl,
      SEED_BUSINESS_FILE: seedFile,
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'false',
      ALTCHA_MAX_NUMBER: '1000',
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      PENDING_ORDERS_PER_CUSTOMER: '100000',
      PENDING_ORDERS_PER_CLIENT: '100000',
    },
  });
}

async function submit(baseURL: string, order: Submit): Promise<number | null> {
  try {
    const response = await fetch(`${baseURL}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
      body: order.body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null; // the connection died with the server
  }
}

/** Sends the orders CONCURRENT at a time until they are all sent or the server is gone. */
async function sendAll(baseURL: string, orders: Submit[]): Promise<void> {
  let next = 0;
  async function lane(): Promise<void> {
    while (next < orders.length) {
      const order = orders[next++]!;
      const status = await submit(baseURL, order);
      if (status !== null && status >= 200 && status < 300) order.acknowledged = true;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT }, lane));
}

/** Kills the server's whole process group at once: no shutdown hook, no flush. */
function kill(server: BenchServer): void {
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

interface RunProblems {
  lost: number;
  doubled: number;
  halfWritten: number;
  mailsWrong: number;
  integrity: string;
}

/** What the database holds for these submits, checked against what the server acknowledged. */
async function checkDatabase(databaseUrl: string, submits: Submit[]): Promise<RunProblems> {
  const database = openDatabase(databaseUrl);
  try {
    const emails = submits.map((order) => order.email);
    const orders = await database.db
      .selectFrom('orders')
      .select(['id', 'customer_email', 'amount_final'])
      .where('customer_email', 'in', emails)
      .execute();
    const byEmail = new Map<string, number>();
    for (const order of orders)
      byEmail.set(order.customer_email, (byEmail.get(order.customer_email) ?? 0) + 1);
    const lines = await database.db
      .selectFrom('order_lines')
      .select(['order_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .groupBy('order_id')
      .execute();
    const lineCount = new Map(lines.map((row) => [row.order_id, Number(row.n)]));
    const mails = await database.db
      .selectFrom('outbox_messages')
      .select(['recipient', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('recipient', 'in', emails)
      .groupBy('recipient')
      .execute();
    const mailCount = new Map(mails.map((row) => [row.recipient, Number(row.n)]));
    let integrity = 'ok';
    if (database.dialect === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
      integrity = rows.map((row) => row.integrity_check).join('; ');
    }
    return {
      lost: submits.filter((order) => order.acknowledged && (byEmail.get(order.email) ?? 0) === 0).length,
      doubled: [...byEmail.values()].filter((n) => n > 1).length,
      halfWritten: orders.filter((order) => lineCount.get(order.id) !== 1 || order.amount_final !== 1400)
        .length,
      mailsWrong: submits.filter(
        (order) => (mailCount.get(order.email) ?? 0) !== (byEmail.get(order.email) ?? 0),
      ).length,
      integrity,
    };
  } finally {
    await database.close();
  }
}

interface EngineResult {
  engine: string;
  runs: number;
  /** Orders the server answered before it was killed. */
  beforeKill: number;
  /** Submits left unanswered by the kill (cut mid-request or never connected), sent again after the restart. */
  retried: number;
  acknowledged: number;
  problems: RunProblems;
}

async function runEngine(
  engine: string,
  runs: number,
  databaseUrl: string,
  seedFile: string,
): Promise<EngineResult> {
  const total: RunProblems = { lost: 0, doubled: 0, halfWritten: 0, mailsWrong: 0, integrity: 'ok' };
  let acknowledged = 0;
  let beforeKill = 0;
  let retried = 0;
  let server = await startOrdersServer(databaseUrl, seedFile);
  const timetable = (await (await fetch(`${server.baseURL}/api/timetable/pick_up`)).json()) as {
    data: { list: { day: string; time: string; startsAt: string }[] };
  };
  const tomorrow = Date.now() + 86_400_000;
  const slots = timetable.data.list.filter((slot) => Date.parse(slot.startsAt) > tomorrow);
  try {
    for (let run = 0; run < runs; run++) {
      const tokens = await solveCaptchaTokens(server.baseURL, ORDERS_PER_RUN * 2);
      const submits: Submit[] = Array.from({ length: ORDERS_PER_RUN }, (_, i) => {
        const n = run * ORDERS_PER_RUN + i;
        const email = `guest-${n}@bench.example`;
        const body = ordersBenchPayload(n, slots[n % slots.length]!, tokens[i]!);
        return { email, key: randomUUID(), body: JSON.stringify(body), acknowledged: false };
      });
      const sending = sendAll(server.baseURL, submits);
      await sleep(randomInt(30, 500));
      kill(server);
      await sending;
      await server.stop();
      const answered = submits.filter((o) => o.acknowledged).length;
      beforeKill += answered;
      retried += ORDERS_PER_RUN - answered;
      server = await startOrdersServer(databaseUrl, seedFile);
      // The customers whose submit went unanswered send it again: same key, same body (a fresh captcha token
      // would change the body, so the retry carries the one the key was first sent with).
      for (const order of submits.filter((o) => !o.acknowledged)) {
        const status = await submit(server.baseURL, order);
        if (status !== null && status >= 200 && status < 300) order.acknowledged = true;
      }
      const problems = await checkDatabase(databaseUrl, submits);
      acknowledged += submits.filter((order) => order.acknowledged).length;
      total.lost += problems.lost;
      total.doubled += problems.doubled;
      total.halfWritten += problems.halfWritten;
      total.mailsWrong += problems.mailsWrong;
      if (problems.integrity !== 'ok') total.integrity = problems.integrity;
      log(
        `${engine} run ${run + 1}/${runs}: ${answered} answered before the kill, ${submits.filter((o) => o.acknowledged).length}/${ORDERS_PER_RUN} placed after the retries, lost ${problems.lost}, doubled ${problems.doubled}, half-written ${problems.halfWritten}, e-mails wrong ${problems.mailsWrong}, integrity ${problems.integrity}`,
      );
    }
  } finally {
    await server.stop();
  }
  return { engine, runs, beforeKill, retried, acknowledged, problems: total };
}

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'ordina-bench-crash-'));
  const seedFile = join(dir, 'business.json');
  await writeFile(seedFile, JSON.stringify(await ordersBenchBusiness(repoRoot)));
  const results: EngineResult[] = [];
  try {
    results.push(await runEngine('sqlite', RUNS.sqlite, `sqlite:${join(dir, 'crash.sqlite')}`, seedFile));
    const postgres = postgresAvailability();
    if (postgres.available && RUNS.postgres > 0) {
      const cluster = await startTestPostgres();
      try {
        results.push(await runEngine('postgres', RUNS.postgres, await cluster.createDatabase(), seedFile));
      } finally {
        await cluster.stop();
      }
    } else log(`PostgreSQL SKIPPED: ${postgres.available ? 'CRASH_RUNS_POSTGRES=0' : postgres.reason}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    '| engine | kills | answered before the kill | unanswered, sent again | placed in all | lost | doubled | half-written | e-mails wrong | integrity |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let failed = false;
  for (const r of results) {
    const p = r.problems;
    console.log(
      `| ${r.engine} | ${r.runs} | ${r.beforeKill} | ${r.retried} | ${r.acknowledged} | ${p.lost} | ${p.doubled} | ${p.halfWritten} | ${p.mailsWrong} | ${p.integrity} |`,
    );
    if (p.lost + p.doubled + p.halfWritten + p.mailsWrong > 0 || p.integrity !== 'ok') failed = true;
  }
  console.log(failed ? 'FAIL  crash safety' : 'PASS  crash safety');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
