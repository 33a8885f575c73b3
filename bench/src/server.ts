import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@ordina/db/test/free-port';

/** A running server under test. */
export interface BenchServer {
  baseURL: string;
  pid: number;
  /** Stops the server's whole process group and deletes its database. */
  stop(): Promise<void>;
}

/**
 * The settings every order-load bench gives its servers: the database, the bench business, quiet logs,
 * no dev mailbox, and the limits meant for real customers out of the load generator's way. Each bench
 * adds its own (a mail sink, a probe's folder…).
 */
export function orderLoadEnv(databaseUrl: string, seedFile: string): Record<string, string> {
  return {
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
  };
}

/**
 * Starts the real built server (`apps/server/src/main.ts`, or another `entry`;
 * `nodeArgs` replaces the whole node command line, e.g. the compiled server)
 * on a free port with its own throwaway SQLite database (seeded with the demo
 * restaurant on first start) and resolves once `/health` answers 200. `env`
 * adds or replaces variables (another DATABASE_URL, SEED_BUSINESS_FILE…).
 */
export async function startServer(
  repoRoot: string,
  options: {
    readyTimeoutMs?: number;
    entry?: string;
    nodeArgs?: string[];
    env?: Record<string, string>;
  } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDirectory = await mkdtemp(join(tmpdir(), 'ordina-bench-'));
  const child = spawn(
    process.execPath,
    options.nodeArgs ?? ['--import', 'tsx', options.entry ?? 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      // Its own process group: stopping it also stops anything it started.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: `sqlite:${join(dataDirectory, 'ordina-bench.sqlite')}`,
        DEV_MAILBOX: 'true',
        // One server process unless a bench asks for workers (bench:server --workers): its figures are per process.
        WEB_CONCURRENCY: '1',
        ...options.env,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    await stopGroup(child, exited);
    await rm(dataDirectory, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, options.readyTimeoutMs ?? 60_000, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, pid: child.pid ?? -1, stop };
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before /health answered:\n${stderr()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server did not answer ${baseURL}/health within ${timeoutMs} ms:\n${stderr()}`);
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!stopped) {
    signalGroup(child.pid, 'SIGKILL');
    await exited;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}
