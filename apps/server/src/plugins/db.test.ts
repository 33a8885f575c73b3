import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBusinessKeys } from '@ordina/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { TRATTORIA_FILE } from '../test/test-app.ts';
import { tempDirDuringTests } from '../test/temp-dir.ts';
import { ensureWebBuild } from '../test/web-build.ts';

const dir = tempDirDuringTests('ordina-db-plugin-test-');

beforeAll(() => {
  ensureWebBuild();
});

const env = (name: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: `sqlite:${join(dir(), `${name}.sqlite`)}`,
  SEED_BUSINESS_FILE: TRATTORIA_FILE,
  LOG_LEVEL: 'silent',
  ...extra,
});

describe('db plugin', () => {
  it('migrates and imports the seed business on first start, then serves it', async () => {
    const app = await buildApp(loadConfig(env('first')));
    try {
      await app.ready();
      expect(await getBusinessKeys(app.database.db)).toEqual(['trattoria-prova']);
      expect(app.businessKey).toBe('trattoria-prova');
    } finally {
      await app.close();
    }
  });

  it('does not read the seed file again once the database has a business', async () => {
    await (await buildApp(loadConfig(env('again')))).close();
    const app = await buildApp(loadConfig(env('again', { SEED_BUSINESS_FILE: join(dir(), 'missing.json') })));
    try {
      expect(app.businessKey).toBe('trattoria-prova');
    } finally {
      await app.close();
    }
  });

  it('refuses to start for a BUSINESS_KEY the database does not have', async () => {
    await expect(buildApp(loadConfig(env('unknown', { BUSINESS_KEY: 'pizzeria-da-mario' })))).rejects.toThrow(
      'Business "pizzeria-da-mario" is not in the database (it has: trattoria-prova)',
    );
  });

  it('stops with a clear message when the web app is not built', async () => {
    await expect(
      buildApp(loadConfig(env('unbuilt', { WEB_BUILD_DIR: join(dir(), 'no-build') }))),
    ).rejects.toThrow(/The web app is not built .*run `npm run build`/);
  });
});
