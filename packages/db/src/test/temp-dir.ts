import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A temp folder for the calling test file (or describe block): made before
 * its tests, deleted with its content after them. Call it where hooks may be
 * registered; the answer gives the folder's path once the tests run.
 */
export function tempDirDuringTests(prefix: string): () => string {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (dir === undefined) throw new Error('the temp folder exists only while the tests run');
    return dir;
  };
}
