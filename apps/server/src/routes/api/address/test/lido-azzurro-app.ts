import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { LIDO_CENTRE_ZONE } from '@ordina/domain/test/lido-centre-zone';
import type { FastifyInstance } from 'fastify';
import type { Geocoder } from '../../../../adapters/geocoding/index.ts';
import { geocodingPlugin } from '../../../../adapters/geocoding/index.ts';
import { loadConfig, REPO_ROOT } from '../../../../config.ts';
import database from '../../../../plugins/db.ts';
import errorHandler from '../../../../plugins/error-handler.ts';
import socialSignIn from '../../../../plugins/social-sign-in.ts';
import storefront from '../../../../plugins/storefront.ts';
import zodSchemas from '../../../../plugins/zod-schemas.ts';
import storefrontRoutes from '../../storefront/index.ts';
import addressRoutes from '../index.ts';

/**
 * A small app for the /api/address and /api/storefront tests: the server's
 * own error handler, zod schemas, database (a fresh SQLite file with the demo
 * business imported) and storefront cache, plus these routes — without the
 * page renderer, so no web build is needed.
 */

/** The demo business file (Lido Azzurro, Rimini). */
export const LIDO_AZZURRO_FILE = join(REPO_ROOT, 'packages/db/demo/lido-azzurro.json');

/** The demo business file as an object, for a test to change before importing. */
export async function readLidoAzzurro(): Promise<LidoAzzurroFile> {
  return JSON.parse(await readFile(LIDO_AZZURRO_FILE, 'utf8')) as LidoAzzurroFile;
}

/** The parts of the business file the tests change. */
export interface LidoAzzurroFile {
  delivery_order: Record<string, unknown> & {
    deliveryZones: ({ lat: number; lng: number }[] | typeof LIDO_CENTRE_ZONE)[];
  };
  [key: string]: unknown;
}

/** A running test app and how to dispose of it. */
export interface RouteTestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds the app on a fresh database seeded with `business` (the demo by default). */
export async function createRouteTestApp(
  options: { business?: unknown; now?: () => Date; geocoder?: Geocoder } = {},
): Promise<RouteTestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'ordina-address-test-'));
  const seed = join(dir, 'business.json');
  await writeFile(seed, JSON.stringify(options.business ?? (await readLidoAzzurro())));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'ordina.sqlite')}`,
    SEED_BUSINESS_FILE: seed,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });

  const app = Fastify({ logger: false });
  // What the error-reporting plugin decorates when reporting is off (the error handler's 5xx path needs it).
  app.decorate('reportServerError', () => undefined);
  try {
    await app.register(errorHandler, { undeclaredCodes: 'refuse' });
    await app.register(zodSchemas);
    await app.register(database, { config });
    await app.register(socialSignIn, { settings: config.socialSignIn, publicUrl: config.publicUrl });
    await app.register(storefront);
    await app.register(
      geocodingPlugin,
      options.geocoder ? { geocoder: options.geocoder } : { kind: 'local' },
    );
    await app.register(
      async (api) => {
        await api.register(addressRoutes, { prefix: '/address' });
        await api.register(storefrontRoutes, {
          prefix: '/storefront',
          ...(options.now ? { now: options.now } : {}),
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
  } catch (error) {
    await app.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
