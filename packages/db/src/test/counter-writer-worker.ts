// A separate process sharing an SQLite file, for the two-writer test:
//   node --import tsx packages/db/src/test/counter-writer-worker.ts '<json>'
// where json is { url, count }. Runs `count` transactions that each read a
// counter and write it back plus one (read first, then write: the pattern a
// stale-snapshot SQLITE_BUSY hits), and prints { done, failures } as JSON.
// It says `ready` once its connection is open and starts when a line arrives
// on stdin, so the test can make two of them write at the same moment.
import { sql } from 'kysely';
import { openDatabase } from '../database.ts';

const job = JSON.parse(process.argv[2] ?? '{}') as { url: string; count: number };
const database = openDatabase(job.url);
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.destroy();
let done = 0;
const failures: string[] = [];
try {
  for (let i = 0; i < job.count; i += 1) {
    try {
      await database.db.transaction().execute(async (trx) => {
        const row = await sql<{ value: number }>`select value from counter where id = 1`.execute(trx);
        await sql`update counter set value = ${(row.rows[0]?.value ?? 0) + 1} where id = 1`.execute(trx);
      });
      done += 1;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  process.stdout.write(JSON.stringify({ done, failures }));
} finally {
  await database.close();
}
