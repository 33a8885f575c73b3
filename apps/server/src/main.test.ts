import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnNode } from './test/spawn-node.ts';
import { TRATTORIA_FILE } from './test/test-app.ts';
import { tempDirDuringTests } from '@ordina/db/test/temp-dir';
import { ensureWebBuild } from './test/web-build.ts';

const MAIN = join(import.meta.dirname, 'main.ts');
const dir = tempDirDuringTests('ordina-main-test-');

beforeAll(() => {
  ensureWebBuild();
});

/** Starts `node --import tsx main.ts` with an environment. */
const start = (env: Record<string, string>) => spawnNode(['--import', 'tsx', MAIN], env);

describe('main', () => {
  it('refuses a bad environment with a clear message and exit code 1', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid environment configuration');
    expect(server.output()).toContain('PORT');
  });

  it('refuses to start the dev mailbox on an address others can reach (exit 1, naming DEV_MAILBOX)', async () => {
    const server = start({
      DEV_MAILBOX: 'true',
      HOST: '0.0.0.0',
      PORT: '0',
      DATABASE_URL: `sqlite:${join(dir(), 'refused.sqlite')}`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DEV_MAILBOX: only with a loopback HOST');
    expect(server.output()).not.toContain('Server listening');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const server = start({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir(), 'main.sqlite')}`,
      SEED_BUSINESS_FILE: TRATTORIA_FILE,
      LOG_LEVEL: 'info',
      // The single process (the workers of a cluster: cluster/cluster.test.ts).
      WEB_CONCURRENCY: '1',
    });
    const address = await server.until(
      (output) => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
    );
    const health = await fetch(`${address}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // A start through tsx takes ~20 s on a busy 2-core machine: room for one twice as slow.
  }, 90_000);
});
