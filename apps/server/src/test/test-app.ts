import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';

/** The test business (apps/server/src/test/fixtures/trattoria.json). */
export const TRATTORIA_FILE = join(import.meta.dirname, 'fixtures/trattoria.json');

/** The test business file as an object, to be changed by a test before it is imported. */
export async function readTrattoria(): Promise<Record<string, unknown> & { products: { name: string }[] }> {
  return JSON.parse(await readFile(TRATTORIA_FILE, 'utf8')) as Record<string, unknown> & {
    products: { name: string }[];
  };
}

/** An app on a fresh SQLite file in a temp folder, seeded from a business file on first start. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and deletes its temp folder. */
  close(): Promise<void>;
}

/** Builds the real app (real SQLite, real web build) seeded with `business` (the trattoria by default); `logStream` receives its log. */
export async function createTestApp(
  options: { business?: unknown; env?: Record<string, string>; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  return startTestApp({
    tempPrefix: 'ordina-server-test-',
    businessJson: JSON.stringify(options.business ?? (await readTrattoria())),
    env: options.env,
    build: { logStream: options.logStream },
  });
}

/**
 * The one way the server tests start an app: a temp folder holds the seed business file
 * (and the SQLite database, unless `databaseUrl` gives another); close() closes the app
 * and deletes the folder. `prepare` runs after the build (to add routes, await ready()).
 */
export async function startTestApp(options: {
  tempPrefix: string;
  businessJson: string;
  databaseUrl?: (dir: string) => Promise<string>;
  env?: Record<string, string>;
  build?: BuildOptions;
  prepare?: (app: FastifyInstance) => Promise<void>;
}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), options.tempPrefix));
  const seed = join(dir, 'business.json');
  await writeFile(seed, options.businessJson);
  const config = loadConfig({
    DATABASE_URL:
      options.databaseUrl === undefined
        ? `sqlite:${join(dir, 'ordina.sqlite')}`
        : await options.databaseUrl(dir),
    SEED_BUSINESS_FILE: seed,
    // Uploaded photos stay in the test's folder, deleted with it.
    MEDIA_DIR: join(dir, 'media'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const app = await buildApp(config, options.build);
  await options.prepare?.(app);
  return {
    app,
    config,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
