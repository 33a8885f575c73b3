import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBusinessKeys, importBusinessFile, openDatabase } from '@ordina/db';
import { readFileSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { LIVE_ENV } from '../test/live-env.ts';
import { TRATTORIA_FILE } from '../test/test-app.ts';
import { tempDirDuringTests } from '@ordina/db/test/temp-dir';
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

  it('refuses to pick one of several businesses by itself: BUSINESS_KEY names the one to serve', async () => {
    const config = loadConfig(env('several'));
    const first = await buildApp(config);
    await first.close();
    const database = openDatabase(config.databaseUrl);
    const second = JSON.parse(readFileSync(TRATTORIA_FILE, 'utf8')) as { business: { key: string } };
    second.business.key = 'altra-trattoria';
    await importBusinessFile(database.db, second);
    await database.close();

    await expect(buildApp(config)).rejects.toThrow(
      'The database holds 2 businesses (altra-trattoria, trattoria-prova): set BUSINESS_KEY to the one to serve',
    );
    const chosen = await buildApp(loadConfig(env('several', { BUSINESS_KEY: 'trattoria-prova' })));
    expect(chosen.businessKey).toBe('trattoria-prova');
    await chosen.close();
  });

  it('DEPLOYMENT=live: refuses a business whose payment methods use the sandbox gateway', async () => {
    const live = {
      ...LIVE_ENV,
      BUSINESS_KEY: 'lido-azzurro',
      SEED_BUSINESS_FILE: join(REPO_ROOT, 'packages/db/demo/lido-azzurro.json'),
    };
    await expect(buildApp(loadConfig(env('live-sandbox', live)))).rejects.toThrow(
      /DEPLOYMENT=live: the payment methods .* of "lido-azzurro" use the sandbox gateway, which takes no money/,
    );
  });

  it('stops with a clear message when the web app is not built', async () => {
    await expect(
      buildApp(loadConfig(env('unbuilt', { WEB_BUILD_DIR: join(dir(), 'no-build') }))),
    ).rejects.toThrow(/The web app is not built .*run `npm run build`/);
  });
});
