import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { CliOutput } from '../run-import-business.ts';

/** The repository's root, where the real `npm run …` commands are run from. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');

/** A command's output kept line by line: what it printed (`out`) and what it reported as errors (`err`). */
export function captureOutput(): CliOutput & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, log: (line) => out.push(line), error: (line) => err.push(line) };
}

/** A temporary folder for the test file's databases and files: made before its tests, deleted after them. */
export function suiteTempDir(prefix: string): () => string {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (dir === undefined) throw new Error('The temporary folder exists only while the tests run.');
    return dir;
  };
}
