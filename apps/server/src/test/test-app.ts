import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';

/** The test business (apps/server/src/test/fixtures/trattoria.json). */
export const TRATTORIA_FILE = join(import.meta.dirname, 'fixtures/trattoria.json');

/** The test business file as an object, to be changed by a test before it is imported. */
export async function readTrattoria(): Promise<Record<string, unknown> & { products: { name: string }[] }> {
  return JSON.parse(await readFile(TRATTORIA_FILE, 'utf8')) as Record<string, unknown> & { products: { name: string }[] };
}

/** An app on a fresh SQLite file in a temp folder, seeded from a business file on first start. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and deletes its temp folder. */
  close(): Promise<void>;
}

/** Builds the real app (real SQLite, real web build) seeded with `business` (the trattoria by default); `logStream` receives its log. */
export async function createTestApp(options: { business?: unknown; env?: Record<string, string>; logStream?: DestinationStream } = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'ordina-server-test-'));
  const seed = join(dir, 'business.json');
  await writeFile(seed, JSON.stringify(options.business ?? (await readTrattoria())));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'ordina.sqlite')}`,
    SEED_BUSINESS_FILE: seed,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const app = await buildApp(config, { logStream: options.logStream });
  return {
    app,
    config,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
