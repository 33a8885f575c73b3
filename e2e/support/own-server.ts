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
  /** Its SQLite file, for a journey that writes what a deployment's CLI would (a staff member). */
  databasePath: string;
  stop(): Promise<void>;
}

/**
 * Starts the real compiled server (the suite's entry point, built by `npm run build`) for
 * journeys that need a business or settings the shared demo server does not
 * have, e.g. sign-in providers. Resolves once /health answers.
 */
export async function startOwnServer(options: {
  business: unknown;
  env: Record<string, string>;
}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'ordina-e2e-own-'));
  const businessFile = join(dir, 'business.json');
  writeFileSync(businessFile, JSON.stringify(options.business));
  // Not 0: freePort returns a preferred port that is free, and 0 always is.
  const port = await freePort(3300 + Math.floor(Math.random() * 600));
  const baseURL = `http://127.0.0.1:${port}`;
  const databasePath = join(dir, 'ordina.sqlite');
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databasePath}`,
      MEDIA_DIR: join(dir, 'media'),
      SEED_BUSINESS_FILE: businessFile,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
      // One process, as the suite's server.
      WEB_CONCURRENCY: '1',
      ...options.env,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Ready is a state: poll /health until it answers or the server dies (the test's timeout bounds it).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const healthy = await fetch(`${baseURL}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseURL,
    databasePath,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
