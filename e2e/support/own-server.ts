import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ordina/db/test/free-port';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A storefront server of a journey's own: its business file, its settings, its throwaway database. */
export interface OwnServer {
  baseURL: string;
  /**
   * Its database, for a journey that writes what a deployment's CLI would (a staff member): the SQLite
   * file, or the PostgreSQL URL of a server pair (./server-pair.ts). `openDatabase` takes either.
   */
  databasePath: string;
  stop(): Promise<void>;
}

/** A port for a journey's server. Not 0: freePort returns a preferred port that is free, and 0 always is. */
export function journeyPort(): Promise<number> {
  return freePort(3300 + Math.floor(Math.random() * 600));
}

/**
 * Starts the real compiled server (the suite's entry point, built by `npm run build`) with `env` on
 * `port`, one process as the suite's server; resolves once /health answers, with how to stop it.
 */
export async function spawnServer(port: number, env: Record<string, string>): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Ready is a state: poll /health until it answers or the server dies (the test's timeout bounds it).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/** A folder of a journey's own with the business file in it. */
export function journeyFolder(business: unknown): { dir: string; businessFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ordina-e2e-own-'));
  const businessFile = join(dir, 'business.json');
  writeFileSync(businessFile, JSON.stringify(business));
  return { dir, businessFile };
}

/**
 * Starts a server for journeys that need a business or settings the shared demo server does not
 * have, e.g. sign-in providers, on a SQLite database of its own. Resolves once /health answers.
 */
export async function startOwnServer(options: {
  business: unknown;
  env: Record<string, string>;
}): Promise<OwnServer> {
  const { dir, businessFile } = journeyFolder(options.business);
  const port = await journeyPort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databasePath = join(dir, 'ordina.sqlite');
  const stop = await spawnServer(port, {
    DATABASE_URL: `sqlite:${databasePath}`,
    MEDIA_DIR: join(dir, 'media'),
    SEED_BUSINESS_FILE: businessFile,
    PUBLIC_URL: baseURL,
    ...options.env,
  });
  return {
    baseURL,
    databasePath,
    async stop() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
