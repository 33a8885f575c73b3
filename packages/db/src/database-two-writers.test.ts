import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

// The workers of `npm start` are processes sharing one SQLite file: two of
// them writing at once must both succeed (each waits for the other's lock),
// never answer SQLITE_BUSY, and lose no update.

const WORKER = fileURLToPath(new URL('./test/counter-writer-worker.ts', import.meta.url));
const TRANSACTIONS_EACH = 500;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ordina-two-writers-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts a writer; `ready` resolves when its connection is open, `go()` starts its writes, `result` is what it reports. */
function startWriter(url: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', WORKER, JSON.stringify({ url, count: TRANSACTIONS_EACH })],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const result = new Promise<{ done: number; failures: string[] }>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice('ready\n'.length)) as { done: number; failures: string[] })
        : reject(new Error(`writer exited ${code}: ${err}`)),
    ),
  );
  return { ready, result, go: () => child.stdin.write('go\n') };
}

describe('SQLite shared by two processes', () => {
  it('lets two processes run read-then-write transactions at once without SQLITE_BUSY or a lost update', async () => {
    const url = `sqlite:${join(dir, 'shared.sqlite')}`;
    const setup = openDatabase(url);
    await sql`create table counter (id integer primary key, value integer not null)`.execute(setup.db);
    await sql`insert into counter (id, value) values (1, 0)`.execute(setup.db);
    await setup.close();

    const writers = [startWriter(url), startWriter(url)];
    await Promise.all(writers.map((w) => w.ready));
    for (const writer of writers) writer.go();
    const results = await Promise.all(writers.map((w) => w.result));

    expect(results.flatMap((r) => r.failures)).toEqual([]);
    expect(results.map((r) => r.done)).toEqual([TRANSACTIONS_EACH, TRANSACTIONS_EACH]);
    const check = openDatabase(url);
    const final = await sql<{ value: number }>`select value from counter where id = 1`.execute(check.db);
    await check.close();
    expect(final.rows[0]?.value).toBe(2 * TRANSACTIONS_EACH);
  });
});
