import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL } from '@ordina/db';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: DEFAULT_DATABASE_URL,
      publicUrl: 'http://localhost:3000',
      businessKey: undefined,
      seedBusinessFile: `${REPO_ROOT}/packages/db/demo/lido-azzurro.json`,
      logLevel: 'info',
      nodeEnv: 'production',
      webBuildDir: `${REPO_ROOT}/apps/web/build`,
      geocoder: 'local',
      gazetteerFile: undefined,
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      nominatimEmail: undefined,
      geocoderTimeoutMs: 4000,
    });
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://ordina@db/ordina',
      PUBLIC_URL: 'https://pizzeria.example/',
      BUSINESS_KEY: 'pizzeria-da-mario',
      SEED_BUSINESS_FILE: '/srv/business.json',
      LOG_LEVEL: '',
      NODE_ENV: 'development',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://ordina@db/ordina');
    expect(config.publicUrl).toBe('https://pizzeria.example');
    expect(config.businessKey).toBe('pizzeria-da-mario');
    expect(config.seedBusinessFile).toBe('/srv/business.json');
    expect(config.logLevel).toBe('info');
    expect(config.nodeEnv).toBe('development');
  });

  it('names every invalid variable in one error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/LOG_LEVEL/);
    expect(attempt).toThrow(/PUBLIC_URL/);
  });

  it('refuses a port outside 0-65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
