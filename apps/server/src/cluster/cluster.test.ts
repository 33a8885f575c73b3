import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ordina/db/test/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { spawnNode } from '../test/spawn-node.ts';
import { TRATTORIA_FILE } from '../test/test-app.ts';
import { ensureWebBuild } from '../test/web-build.ts';

// The production start path (docs/decisions/020): the compiled server with two
// workers on one SQLite file. Both serve, a killed worker is replaced (with the
// background jobs, if it had them), and SIGTERM to the primary ends them all.

const BUILT_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');
let dir: string;

beforeAll(async () => {
  ensureWebBuild();
  execFileSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/build-server.ts')], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
  dir = await mkdtemp(join(tmpdir(), 'ordina-cluster-test-'));
}, 180_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface LogLine {
  msg: string;
  pid: number;
  worker?: number;
  process?: string;
  [field: string]: unknown;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the built server; `until` resolves once its log holds lines that `enough` accepts. */
function startBuilt(env: Record<string, string>) {
  const server = spawnNode(['--enable-source-maps', BUILT_MAIN], env);
  const lines = (): LogLine[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const until = (enough: (lines: LogLine[]) => boolean): Promise<LogLine[]> =>
    server.until(() => {
      const now = lines();
      return enough(now) ? now : undefined;
    });
  return { child: server.child, exited: server.exited, lines, until };
}

const listening = (lines: LogLine[]) => lines.filter((line) => line.msg.startsWith('Server listening'));

describe('the built server', () => {
  it('names no path of the machine it was built on, so a built checkout can be moved (issue 36)', async () => {
    const bundle = await readFile(BUILT_MAIN, 'utf8');
    expect(bundle).not.toContain(REPO_ROOT);
    expect(bundle).toContain('new URL("../src/config.ts", import.meta.url).href');
  });
});

describe('npm start with two workers', () => {
  it('serves from both workers, replaces a killed one with its background jobs, and ends them all on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startBuilt({
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: `sqlite:${join(dir, 'cluster.sqlite')}`,
      SEED_BUSINESS_FILE: TRATTORIA_FILE,
      LOG_LEVEL: 'info',
    });
    try {
      let lines = await server.until((now) => listening(now).length === 2);
      const primary = lines.find((line) => line.msg === 'workers started');
      expect(primary).toMatchObject({ process: 'primary', workers: 2, backgroundJobs: 1 });
      // The primary seeded the database before any worker started: no worker did it again.
      expect(
        lines.filter((line) => line.msg.startsWith('empty database')).map((line) => line.process),
      ).toEqual(['primary']);
      const workers = new Map(listening(lines).map((line) => [line.worker, line.pid]));
      expect([...workers.keys()].sort()).toEqual([1, 2]);
      expect(workers.has(undefined)).toBe(false);

      // Connections are dealt to the workers in turn: each new one may land on either.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${base}/health`, { headers: { connection: 'close' } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      lines = await server.until(
        (now) => now.filter((line) => line.msg === 'request completed').length >= 20,
      );
      const servedBy = new Set(
        lines.filter((line) => line.msg === 'request completed').map((line) => line.worker),
      );
      expect([...servedBy].sort()).toEqual([1, 2]);

      // Whichever worker takes the scrape, /metrics adds up both workers' requests (issue 36).
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toContain(
        'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"} 20',
      );

      // Worker 1 runs the background jobs: killed, it is replaced by worker 3, which runs them.
      process.kill(workers.get(1)!, 'SIGKILL');
      lines = await server.until((now) => listening(now).some((line) => line.worker === 3));
      expect(lines.find((line) => line.msg === 'worker died; started another')).toMatchObject({
        worker: 1,
        signal: 'SIGKILL',
        replacement: 3,
        backgroundJobs: true,
      });
      expect((await fetch(`${base}/health`)).status).toBe(200);

      // As a process-group kill does (Ctrl-C, systemd): every process gets the signal, and the
      // workers then get a second one from the primary, which must not cut their drain short.
      const running = [workers.get(2)!, listening(lines).find((line) => line.worker === 3)!.pid];
      for (const pid of running) process.kill(pid, 'SIGTERM');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(running.filter(alive)).toEqual([]);
      expect(
        server
          .lines()
          .filter((line) => line.msg === 'shutting down')
          .map((line) => line.worker)
          .sort(),
      ).toEqual([2, 3]);
      expect(
        server
          .lines()
          .filter((line) => line.msg === 'worker stopped')
          .map((line) => [line.worker, line.code, line.signal]),
      ).toEqual(
        expect.arrayContaining([
          [2, 0, null],
          [3, 0, null],
        ]),
      );
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 180_000);
});
