// Start time and memory of the server (docs/decisions/020), for a before/after:
//   node --import tsx scripts/measure-server-start.ts [runs] -- <command…>
//   e.g. node --import tsx scripts/measure-server-start.ts 5 -- node --enable-source-maps apps/server/dist/main.js
// Each run starts the command on a free port with a throwaway SQLite file that a
// first, unmeasured start has migrated and seeded (a restart, as in production), and
// reports: ms from spawn to the first 200 of /health; the RSS of all its processes
// (primary and workers) then, and after 10 s of autocannon on / (50 connections).
// WEB_CONCURRENCY and the rest of the environment pass through.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@ordina/db/test/free-port';
import autocannon from 'autocannon';

const separator = process.argv.indexOf('--');
const runs = Number(process.argv[2] && separator !== 2 ? process.argv[2] : 3);
const command = process.argv.slice(separator + 1);
if (separator < 0 || command.length === 0)
  throw new Error('usage: measure-server-start.ts [runs] -- <command…>');

/** Resident memory (MB) of every process in the group `pgid`. */
function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

async function start(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  const startMs = Math.round(performance.now() - started);
  return {
    startMs,
    pgid: child.pid ?? -1,
    async stop() {
      process.kill(-(child.pid ?? -1), 'SIGTERM');
      await exited;
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'ordina-start-'));
try {
  const port = String(await freePort());
  const env = {
    PORT: port,
    DATABASE_URL: `sqlite:${join(dir, 'start.sqlite')}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  await (await start(env)).stop();
  for (let run = 1; run <= runs; run += 1) {
    const server = await start(env);
    await sleep(1000);
    const rssAfterStart = groupRssMb(server.pgid);
    const load = await autocannon({ url: `${env.PUBLIC_URL}/`, connections: 50, duration: 10 });
    const rssAfterLoad = groupRssMb(server.pgid);
    await server.stop();
    console.log(
      JSON.stringify({
        run,
        startMs: server.startMs,
        rssAfterStartMb: rssAfterStart,
        rssAfter10sLoadMb: rssAfterLoad,
        loadReqPerS: Math.round(load.requests.average),
        load1: Number((loadavg()[0] ?? 0).toFixed(1)),
      }),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
