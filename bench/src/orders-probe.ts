import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import SqliteDatabase from 'better-sqlite3';

/**
 * What one window of the bench's measured run costs the server, counted
 * rather than timed (the machine is shared, so req/s alone proves little):
 * the server process's CPU milliseconds and the SQL statements it ran on
 * SQLite, and optionally V8's CPU profile of that window. The bench opens the
 * window with SIGUSR2 before its measured orders and closes it with SIGUSR2
 * after; the server then writes `window.json` (and `server.cpuprofile`) into
 * `directory`. Read a profile with `node --import tsx bench/src/orders-profile-top.ts <file>`.
 */
export interface ProbeWindow {
  cpuMs: number;
  sqlStatements: number;
  /** The statements of the window by SQL text, most time first: how often each ran and its milliseconds in SQLite. */
  sqlTop: { sql: string; count: number; ms: number }[];
}

let sqlStatements = 0;
const sqlTimes = new Map<string, { count: number; ms: number }>();
// Each statement's entry, found by the statement object: better-sqlite3's `source` is a getter that
// makes a new string on every read, and hashing it per run cost the server 3 % of an order's time.
let entries = new WeakMap<object, { count: number; ms: number }>();

function entryOf(statement: { source: string }): { count: number; ms: number } {
  let entry = entries.get(statement);
  if (entry === undefined) {
    const source = statement.source;
    entry = sqlTimes.get(source) ?? { count: 0, ms: 0 };
    sqlTimes.set(source, entry);
    entries.set(statement, entry);
  }
  return entry;
}

/** Counts every statement better-sqlite3 runs in this process (Kysely's driver calls `all`, `run` or `iterate`). */
function countSqliteStatements(): void {
  const probe = new SqliteDatabase(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<
    'all' | 'run' | 'get' | 'iterate',
    (...args: unknown[]) => unknown
  >;
  probe.close();
  for (const method of ['all', 'run', 'get', 'iterate'] as const) {
    const original = prototype[method];
    prototype[method] = function (this: { source: string }, ...args: unknown[]) {
      sqlStatements += 1;
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const entry = entryOf(this);
        entry.count += 1;
        entry.ms += performance.now() - started;
      }
    };
  }
}

/** Installs the SIGUSR2 window in this (the bench's server) process. */
export function installProbe(directory: string, options: { cpuProfile: boolean }): void {
  countSqliteStatements();
  let open: { cpu: NodeJS.CpuUsage; sqlStatements: number; session: Session | null } | null = null;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (open === null) {
        let session: Session | null = null;
        if (options.cpuProfile) {
          session = new Session();
          session.connect();
          await session.post('Profiler.enable');
          await session.post('Profiler.start');
        }
        sqlTimes.clear();
        entries = new WeakMap();
        open = { cpu: process.cpuUsage(), sqlStatements, session };
        return;
      }
      const { cpu, sqlStatements: statementsBefore, session } = open;
      open = null;
      const used = process.cpuUsage(cpu);
      const sqlTop = [...sqlTimes].map(([sql, entry]) => ({ sql, ...entry })).sort((a, b) => b.ms - a.ms);
      const window: ProbeWindow = {
        cpuMs: (used.user + used.system) / 1000,
        sqlStatements: sqlStatements - statementsBefore,
        sqlTop,
      };
      if (session !== null) {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        await writeFile(`${directory}/server.cpuprofile`, JSON.stringify(profile));
      }
      await writeFile(`${directory}/window.json`, JSON.stringify(window));
    })();
  });
}
