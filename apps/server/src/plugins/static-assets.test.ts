import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirDuringTests } from '@ordina/db/test/temp-dir';
import staticAssets from './static-assets.ts';

// Source maps are never public (docs/decisions/026): they reveal the sources. A build made
// for `npm run sentry:sourcemaps` moves them out of the served folder; even one left there
// is not served.

const webBuild = tempDirDuringTests('ordina-static-assets-test-');
const app = Fastify();

beforeAll(async () => {
  const dir = webBuild();
  await mkdir(join(dir, 'client/assets'), { recursive: true });
  await writeFile(join(dir, 'client/assets/entry.client-abc123.js'), 'console.log(1);\n');
  await writeFile(
    join(dir, 'client/assets/entry.client-abc123.js.map'),
    '{"version":3,"sources":["app/entry.client.tsx"]}',
  );
  await writeFile(join(dir, 'client/favicon.svg.map'), '{}');
  await app.register(staticAssets, { webBuildDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('static assets', () => {
  it('serves the built JavaScript', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/entry.client-abc123.js' });
    expect(response.statusCode).toBe(200);
  });

  it.each(['/assets/entry.client-abc123.js.map', '/favicon.svg.map'])(
    'answers 404 for the source map %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    },
  );
});
