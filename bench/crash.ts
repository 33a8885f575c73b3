// `npm run bench:crash`: the server killed with SIGKILL at random moments during an order and board load,
// on SQLite (50 kills) and PostgreSQL (20), and after each restart the database checked (issue 36 "Crash
// safety"). The load: guests placing orders (a third paid online through the local Stripe stand-in, whose
// customer pays as soon as the session exists and whose webhook the bench delivers as Stripe does, again
// until answered 2xx), two boards holding the live stream open, a staff member moving every paid order
// through accept → ready → delivered through the real staff API, and the outbox sending its e-mail to a
// local SMTP sink. After each restart: every acknowledged (2xx) order present and whole, none
// half-written, none doubled when the customer's browser sends its unanswered submit again with the same
// Idempotency-Key; every acknowledged staff action still there; every capture at the stand-in belongs to
// an order (and a payment transaction) that exists, and an acknowledged webhook's order is paid; every
// message at the sink is one of the outbox's, and every message the outbox calls sent is at the sink;
// `PRAGMA integrity_check` ok on SQLite. After the last kill of an engine the server is left up until its
// retry loop has sent everything: then each outbox e-mail must be at the sink under exactly one
// Message-ID (copies sent again after a kill keep theirs, and are counted). Exits 1 when a check fails.
//
//   npm run bench:crash                                # 50 kills on SQLite, 20 on PostgreSQL
//   npm run bench:crash -- --short                     # 5 and 3: a quick look
//   npm run bench:crash -- --engine=postgres --kills=20
// (CRASH_RUNS_SQLITE / CRASH_RUNS_POSTGRES still set the counts too.)
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { BusinessFileInput } from '@ordina/contracts';
import { openDatabase } from '@ordina/db';
import { postgresAvailability, startTestPostgres } from '@ordina/db/test/postgres';
import {
  startStripeApiStub,
  STUB_SECRET_KEY,
  STUB_WEBHOOK_SECRET,
  type StripeApiStub,
} from '../apps/server/src/adapters/payments/test/stripe-api-stub.ts';
import { offerStripeCard } from '../apps/server/src/adapters/payments/test/stripe-card-method.ts';
import { startSmtpSink, type SmtpSink } from '../e2e/support/smtp-sink.ts';
import { boardBenchCredentials } from './src/board-staff.ts';
import { openBenchBoard, type BenchBoard } from './src/board-stream.ts';
import { solveCaptchaTokens } from './src/captcha-tokens.ts';
import { exitWith } from './src/exit-with.ts';
import { ordersBenchBusiness, ordersBenchPayload } from './src/orders-business.ts';
import { orderLoadEnv, startServer, type BenchServer } from './src/server.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    kills: { type: 'string' },
    short: { type: 'boolean', default: false },
  },
});
if (!['both', 'sqlite', 'postgres'].includes(flags.engine ?? 'both'))
  throw new Error('--engine must be sqlite, postgres or both');
const killsFlag = flags.kills === undefined ? undefined : Number(flags.kills);
const RUNS = {
  sqlite: killsFlag ?? (flags.short ? 5 : Number(process.env.CRASH_RUNS_SQLITE ?? 50)),
  postgres: killsFlag ?? (flags.short ? 3 : Number(process.env.CRASH_RUNS_POSTGRES ?? 20)),
};
/** Orders each run has ready, over this many concurrent submits: more than go through before the kill lands. */
const ORDERS_PER_RUN = 120;
const CONCURRENT = 4;
/** Every ONLINE_EVERY-th order is paid online (Stripe), the others in cash at pick-up. */
const ONLINE_EVERY = 3;
const BOARDS = 2;
/** The kill lands this long after the load starts (ms). */
const KILL_AFTER = [300, 3_000] as const;
/** After an engine's last kill: how long the server may take to send every pending e-mail (its retry loop runs each minute). */
const SETTLE_MS = 600_000;
const BUSINESS_KEY = 'lido-bench';

function log(message: string): void {
  process.stderr.write(`bench:crash: ${message}\n`);
}

/** One customer's submit: its body and key, and whether the server answered 2xx before it died. */
interface Submit {
  email: string;
  online: boolean;
  body: string;
  key: string;
  acknowledged: boolean;
}

/** A payment the customer made at the stand-in, and whether the server acknowledged its webhook. */
interface Capture {
  sessionId: string;
  orderId: number;
  event: { body: string; headers: Record<string, string> };
  acknowledged: boolean;
}

/** The board's progression: an acknowledged action's status may only be followed by a later one. */
const RANK: Record<string, number> = { to_manage: 0, confirmed: 1, ready_delivery: 2, delivered: 3 };

/** Everything the bench was told, over all the runs of one engine. */
interface Ledger {
  submits: Submit[];
  captures: Map<string, Capture>;
  /** Paid orders (their webhook acknowledged) the staff member still moves on. */
  board: Set<number>;
  /** The furthest status an acknowledged staff action answered, by order. */
  staffAcked: Map<number, number>;
  staffActions: number;
  boardEvents: number;
}

function benchEnv(
  databaseUrl: string,
  seedFile: string,
  sink: SmtpSink,
  stripe: StripeApiStub,
): Record<string, string> {
  return {
    ...orderLoadEnv(databaseUrl, seedFile),
    MAILER: 'smtp',
    SMTP_URL: sink.url,
    STRIPE_SECRET_KEY: STUB_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  };
}

/** The bench business with a card method paid through Stripe Checkout, offered for every way of getting the order. */
async function crashBusiness(): Promise<BusinessFileInput> {
  const file = await ordersBenchBusiness(repoRoot);
  offerStripeCard(file);
  return file;
}

const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

async function post(
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<{ status: number; json: unknown } | null> {
  try {
    const response = await fetch(url, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    return { status: response.status, json: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return null; // the connection died with the server
  }
}

async function submit(baseURL: string, order: Submit): Promise<number | null> {
  const answer = await post(`${baseURL}/api/order`, order.body, {
    'content-type': 'application/json',
    'idempotency-key': order.key,
  });
  return answer?.status ?? null;
}

/** Sends the orders CONCURRENT at a time until they are all sent or the server is gone. */
async function sendAll(baseURL: string, orders: Submit[]): Promise<void> {
  let next = 0;
  async function lane(): Promise<void> {
    while (next < orders.length) {
      const order = orders[next++]!;
      if (is2xx(await submit(baseURL, order))) order.acknowledged = true;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT }, lane));
}

/** Stripe's delivery of a capture's webhook; true when the server acknowledged it. */
async function deliverWebhook(baseURL: string, ledger: Ledger, capture: Capture): Promise<boolean> {
  const answer = await post(
    `${baseURL}/api/payments/webhook/stripe`,
    capture.event.body,
    capture.event.headers,
  );
  if (!is2xx(answer?.status ?? null)) return false;
  if (!capture.acknowledged) ledger.board.add(capture.orderId);
  capture.acknowledged = true;
  return true;
}

/** The customers at the stand-in's checkout: each session is paid as soon as it exists, and its webhook sent. */
async function payerLane(
  baseURL: string,
  stripe: StripeApiStub,
  ledger: Ledger,
  stopped: () => boolean,
): Promise<void> {
  while (!stopped()) {
    const open = [...stripe.sessions.values()].filter((session) => !ledger.captures.has(session.id));
    if (open.length === 0) await sleep(10);
    for (const session of open) {
      if (stopped()) return;
      const capture: Capture = {
        sessionId: session.id,
        orderId: Number(session.metadata.order_id),
        event: stripe.event('checkout.session.completed', session.id),
        acknowledged: false,
      };
      ledger.captures.set(session.id, capture);
      await deliverWebhook(baseURL, ledger, capture);
    }
  }
}

/** A staff member signed in on one server: the session cookie and its CSRF token. */
async function staffHeaders(
  baseURL: string,
  credentials: (baseURL: string) => Promise<Record<string, string>>,
): Promise<Record<string, string>> {
  const { cookie = '' } = await credentials(baseURL);
  const me = await fetch(`${baseURL}/api/staff/me`, { headers: { cookie } });
  const { data } = (await me.json()) as { data: { csrfToken: string } };
  return { cookie, 'x-csrf-token': data.csrfToken };
}

/** The staff member at the board: each paid order accepted for its slot, then ready, then delivered. */
async function staffLane(
  baseURL: string,
  headers: Record<string, string>,
  ledger: Ledger,
  stopped: () => boolean,
): Promise<void> {
  while (!stopped()) {
    const [orderId] = ledger.board;
    if (orderId === undefined) {
      await sleep(10);
      continue;
    }
    let status: string;
    try {
      const response = await fetch(`${baseURL}/api/staff/orders/${orderId}`, { headers });
      if (response.status === 404) {
        ledger.board.delete(orderId);
        continue;
      }
      if (response.status !== 200) throw new Error(`GET order ${orderId}: ${response.status}`);
      status = ((await response.json()) as { data: { order: { status: string } } }).data.order.status;
    } catch {
      await sleep(10);
      continue;
    }
    const action =
      status === 'to_manage'
        ? 'accept'
        : status === 'confirmed'
          ? 'ready'
          : status === 'ready_delivery'
            ? 'delivered'
            : null;
    if (action === null) {
      ledger.board.delete(orderId);
      continue;
    }
    const answer = await post(
      `${baseURL}/api/staff/orders/${orderId}/${action}`,
      action === 'accept' ? JSON.stringify({ readyAtSlot: true }) : undefined,
      action === 'accept' ? { ...headers, 'content-type': 'application/json' } : headers,
    );
    if (answer !== null && is2xx(answer.status)) {
      const after = (answer.json as { data: { order: { status: string } } }).data.order.status;
      ledger.staffActions += 1;
      ledger.staffAcked.set(orderId, Math.max(ledger.staffAcked.get(orderId) ?? -1, RANK[after] ?? -1));
      if (after === 'delivered') ledger.board.delete(orderId);
    }
  }
}

async function openBoards(baseURL: string, headers: Record<string, string>): Promise<BenchBoard[]> {
  const boards: BenchBoard[] = [];
  for (let i = 0; i < BOARDS; i++) {
    const board = await openBenchBoard(`${baseURL}/api/staff/board/events?screen=crash-screen-${i}`, {
      cookie: headers.cookie ?? '',
    });
    await board.ready;
    boards.push(board);
  }
  return boards;
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
  staffLost: number;
  orphanCaptures: number;
  unsettledCaptures: number;
  /** Messages at the sink that are none of the outbox's. */
  strangeMail: number;
  /** Messages the outbox marks sent that the sink never received. */
  sentNotReceived: number;
  integrity: string;
}

const NO_PROBLEMS: RunProblems = {
  lost: 0,
  doubled: 0,
  halfWritten: 0,
  staffLost: 0,
  orphanCaptures: 0,
  unsettledCaptures: 0,
  strangeMail: 0,
  sentNotReceived: 0,
  integrity: 'ok',
};

/** The outbox row id a sunk message's Message-ID names (`<outbox.<business>.<id>.<queued>@…>`). */
const outboxIdOf = (messageId: string) => {
  const match = /^<outbox\.\d+\.(\d+)\.\d+@[^>]+>$/.exec(messageId);
  return match === null ? null : Number(match[1]);
};

/** How often the sink received each outbox e-mail, by row id (null: a message that names none). */
function sunkByOutboxId(sink: SmtpSink): { counts: Map<number, number>; strange: number } {
  const counts = new Map<number, number>();
  let strange = 0;
  for (const mail of sink.received) {
    const id = outboxIdOf(mail.messageId);
    if (id === null) strange += 1;
    else counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return { counts, strange };
}

/** What the database holds, checked against everything the server acknowledged so far. */
async function checkDatabase(
  databaseUrl: string,
  ledger: Ledger,
  stripe: StripeApiStub,
  sink: SmtpSink,
): Promise<RunProblems> {
  const database = openDatabase(databaseUrl);
  try {
    const { db } = database;
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'customer_email', 'amount_final', 'status_code'])
      .execute();
    const byEmail = new Map<string, number>();
    for (const order of orders)
      byEmail.set(order.customer_email, (byEmail.get(order.customer_email) ?? 0) + 1);
    const byId = new Map(orders.map((order) => [order.id, order]));
    const lines = await db
      .selectFrom('order_lines')
      .select(['order_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('order_id')
      .execute();
    const lineCount = new Map(lines.map((row) => [row.order_id, Number(row.n)]));
    const transactions = new Set(
      (await db.selectFrom('payment_transactions').select('id').execute()).map((row) => row.id),
    );
    const outbox = await db
      .selectFrom('outbox_messages')
      .select(['id', 'status'])
      .where('channel', '=', 'email')
      .execute();
    const rows = new Map(outbox.map((row) => [row.id, row.status]));
    const sunk = sunkByOutboxId(sink);
    let integrity = 'ok';
    if (database.dialect === 'sqlite') {
      const { rows: checked } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      integrity = checked.map((row) => row.integrity_check).join('; ');
    }
    const captured = new Map([...ledger.captures.values()].map((capture) => [capture.sessionId, capture]));
    return {
      lost: ledger.submits.filter((order) => order.acknowledged && (byEmail.get(order.email) ?? 0) === 0)
        .length,
      doubled: [...byEmail.values()].filter((n) => n > 1).length,
      halfWritten: orders.filter((order) => lineCount.get(order.id) !== 1 || order.amount_final !== 1400)
        .length,
      staffLost: [...ledger.staffAcked].filter(
        ([id, rank]) => (RANK[byId.get(id)?.status_code ?? ''] ?? -1) < rank,
      ).length,
      // The stand-in's own record: money taken for an order (or a payment) the database does not have.
      orphanCaptures: stripe.captures.filter(
        (capture) =>
          !byId.has(Number(capture.metadata.order_id)) ||
          !transactions.has(Number(capture.metadata.transaction_id)),
      ).length,
      unsettledCaptures: stripe.captures.filter(
        (capture) =>
          captured.get(capture.sessionId)?.acknowledged === true &&
          byId.get(Number(capture.metadata.order_id))?.status_code === 'waiting_payment',
      ).length,
      strangeMail: sunk.strange + [...sunk.counts.keys()].filter((id) => !rows.has(id)).length,
      sentNotReceived: [...rows].filter(([id, status]) => status === 'sent' && !sunk.counts.has(id)).length,
      integrity,
    };
  } finally {
    await database.close();
  }
}

/** After the last kill: waits for the outbox to send everything, then counts each e-mail at the sink. */
async function settleOutbox(
  databaseUrl: string,
  sink: SmtpSink,
): Promise<{ messages: number; pending: number; missing: number; copies: number; settleMs: number }> {
  const started = Date.now();
  const database = openDatabase(databaseUrl);
  try {
    for (;;) {
      const rows = await database.db
        .selectFrom('outbox_messages')
        .select(['id', 'status'])
        .where('channel', '=', 'email')
        .execute();
      const pending = rows.filter((row) => row.status !== 'sent').length;
      if (pending === 0 || Date.now() - started > SETTLE_MS) {
        const { counts } = sunkByOutboxId(sink);
        return {
          messages: rows.length,
          pending,
          missing: rows.filter((row) => !counts.has(row.id)).length,
          copies: [...counts.values()].reduce((sum, n) => sum + (n - 1), 0),
          settleMs: Date.now() - started,
        };
      }
      await sleep(1_000);
    }
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
  captures: number;
  webhooksAcked: number;
  staffActions: number;
  boardEvents: number;
  outbox: Awaited<ReturnType<typeof settleOutbox>>;
  problems: RunProblems;
  durationMs: number;
}

async function runEngine(
  engine: string,
  runs: number,
  databaseUrl: string,
  seedFile: string,
): Promise<EngineResult> {
  const startedAt = Date.now();
  const sink = await startSmtpSink();
  const stripe = await startStripeApiStub();
  const env = benchEnv(databaseUrl, seedFile, sink, stripe);
  const start = () => startServer(repoRoot, { entry: 'bench/src/orders-server.ts', env });
  const total: RunProblems = { ...NO_PROBLEMS };
  const ledger: Ledger = {
    submits: [],
    captures: new Map(),
    board: new Set(),
    staffAcked: new Map(),
    staffActions: 0,
    boardEvents: 0,
  };
  let beforeKill = 0;
  let retried = 0;
  let server = await start();
  const credentials = await boardBenchCredentials(databaseUrl, BUSINESS_KEY);
  const timetable = (await (await fetch(`${server.baseURL}/api/timetable/pick_up`)).json()) as {
    data: { list: { day: string; time: string; startsAt: string }[] };
  };
  const tomorrow = Date.now() + 86_400_000;
  const slots = timetable.data.list.filter((slot) => Date.parse(slot.startsAt) > tomorrow);
  let outbox: EngineResult['outbox'];
  try {
    for (let run = 0; run < runs; run++) {
      const tokens = await solveCaptchaTokens(server.baseURL, ORDERS_PER_RUN);
      const submits: Submit[] = Array.from({ length: ORDERS_PER_RUN }, (_, i) => {
        const n = run * ORDERS_PER_RUN + i;
        const online = n % ONLINE_EVERY === 0;
        const body = ordersBenchPayload(n, slots[n % slots.length]!, tokens[i]!);
        if (online) body.payment = { method: 'card_online' };
        return {
          // ordersBenchPayload always gives each order its own e-mail; the contract's type allows none.
          email: body.identity.email ?? '',
          online,
          key: randomUUID(),
          body: JSON.stringify(body),
          acknowledged: false,
        };
      });
      ledger.submits.push(...submits);
      const headers = await staffHeaders(server.baseURL, credentials);
      const boards = await openBoards(server.baseURL, headers);
      let stopped = false;
      const load = Promise.all([
        sendAll(server.baseURL, submits),
        payerLane(server.baseURL, stripe, ledger, () => stopped),
        staffLane(server.baseURL, headers, ledger, () => stopped),
      ]);
      await sleep(randomInt(KILL_AFTER[0], KILL_AFTER[1]));
      kill(server);
      stopped = true;
      await load;
      for (const board of boards) {
        ledger.boardEvents += board.arrivals.size;
        board.close();
      }
      await server.stop();
      const answered = submits.filter((o) => o.acknowledged).length;
      beforeKill += answered;
      retried += ORDERS_PER_RUN - answered;
      server = await start();
      // The customers whose submit went unanswered send it again: same key, same body (a fresh captcha token
      // would change the body, so the retry carries the one the key was first sent with).
      for (const order of submits.filter((o) => !o.acknowledged))
        if (is2xx(await submit(server.baseURL, order))) order.acknowledged = true;
      // Stripe delivers again every webhook the server did not acknowledge.
      for (const capture of ledger.captures.values())
        if (!capture.acknowledged && !(await deliverWebhook(server.baseURL, ledger, capture)))
          throw new Error(`${engine}: the webhook of ${capture.sessionId} is refused after the restart`);
      const problems = await checkDatabase(databaseUrl, ledger, stripe, sink);
      for (const key of Object.keys(NO_PROBLEMS) as (keyof RunProblems)[]) {
        if (key === 'integrity') {
          if (problems.integrity !== 'ok') total.integrity = problems.integrity;
        } else total[key] += problems[key];
      }
      const bad = Object.entries(problems).filter(([key, value]) =>
        key === 'integrity' ? value !== 'ok' : value !== 0,
      );
      log(
        `${engine} kill ${run + 1}/${runs}: ${answered} orders answered before the kill, ${submits.filter((o) => o.acknowledged).length}/${ORDERS_PER_RUN} after the retries; ${stripe.captures.length} captures, ${ledger.staffActions} staff actions, ${sink.received.length} e-mails at the sink so far; ${bad.length === 0 ? 'all checks pass' : `PROBLEMS ${JSON.stringify(Object.fromEntries(bad))}`}`,
      );
    }
    // The paid orders still on the board are moved on, then the outbox is given the time to send everything.
    {
      const headers = await staffHeaders(server.baseURL, credentials);
      let stopped = false;
      const lane = staffLane(server.baseURL, headers, ledger, () => stopped);
      const deadline = Date.now() + 30_000;
      while (ledger.board.size > 0 && Date.now() < deadline) await sleep(50);
      stopped = true;
      await lane;
    }
    outbox = await settleOutbox(databaseUrl, sink);
    log(
      `${engine}: outbox settled in ${outbox.settleMs} ms: ${outbox.messages} e-mails, ${outbox.pending} still pending, ${outbox.missing} never at the sink, ${outbox.copies} copies sent again after a kill`,
    );
  } finally {
    await server.stop();
    await stripe.close();
    await sink.stop();
  }
  return {
    engine,
    runs,
    beforeKill,
    retried,
    acknowledged: ledger.submits.filter((order) => order.acknowledged).length,
    captures: stripe.captures.length,
    webhooksAcked: [...ledger.captures.values()].filter((capture) => capture.acknowledged).length,
    staffActions: ledger.staffActions,
    boardEvents: ledger.boardEvents,
    outbox,
    problems: total,
    durationMs: Date.now() - startedAt,
  };
}

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'ordina-bench-crash-'));
  const seedFile = join(dir, 'business.json');
  await writeFile(seedFile, JSON.stringify(await crashBusiness()));
  const results: EngineResult[] = [];
  try {
    if (flags.engine !== 'postgres' && RUNS.sqlite > 0)
      results.push(await runEngine('sqlite', RUNS.sqlite, `sqlite:${join(dir, 'crash.sqlite')}`, seedFile));
    const postgres = postgresAvailability();
    if (flags.engine !== 'sqlite' && postgres.available && RUNS.postgres > 0) {
      const cluster = await startTestPostgres();
      try {
        results.push(await runEngine('postgres', RUNS.postgres, await cluster.createDatabase(), seedFile));
      } finally {
        await cluster.stop();
      }
    } else if (flags.engine !== 'sqlite')
      log(`PostgreSQL SKIPPED: ${postgres.available ? 'no kills asked' : postgres.reason}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    '| engine | kills | orders answered before the kill | unanswered, sent again | orders acknowledged | captures | webhooks acknowledged | staff actions acknowledged | board events | e-mails (outbox) | e-mails at the sink once / copies | duration |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.engine} | ${r.runs} | ${r.beforeKill} | ${r.retried} | ${r.acknowledged} | ${r.captures} | ${r.webhooksAcked} | ${r.staffActions} | ${r.boardEvents} | ${r.outbox.messages} | ${r.outbox.messages - r.outbox.missing} / ${r.outbox.copies} | ${(r.durationMs / 1000).toFixed(0)} s |`,
    );
  console.log('');
  console.log(
    '| engine | lost | doubled | half-written | staff actions lost | orphan captures | paid, not settled | strange e-mails | sent, not received | never sent | integrity |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  let failed = false;
  for (const r of results) {
    const p = r.problems;
    const neverSent = r.outbox.missing;
    console.log(
      `| ${r.engine} | ${p.lost} | ${p.doubled} | ${p.halfWritten} | ${p.staffLost} | ${p.orphanCaptures} | ${p.unsettledCaptures} | ${p.strangeMail} | ${p.sentNotReceived} | ${neverSent} | ${p.integrity} |`,
    );
    const counted =
      p.lost +
      p.doubled +
      p.halfWritten +
      p.staffLost +
      p.orphanCaptures +
      p.unsettledCaptures +
      p.strangeMail +
      p.sentNotReceived +
      neverSent;
    if (counted > 0 || p.integrity !== 'ok') failed = true;
  }
  console.log(failed ? 'FAIL  crash safety' : 'PASS  crash safety');
  return failed ? 1 : 0;
}

exitWith(main());
