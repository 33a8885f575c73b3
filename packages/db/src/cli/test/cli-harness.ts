import { resolve } from 'node:path';
import type { CliOutput } from '../run-import-business.ts';

/** The repository's root, where the real `npm run …` commands are run from. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');

/** A command's output kept line by line: what it printed (`out`) and what it reported as errors (`err`). */
export function captureOutput(): CliOutput & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, log: (line) => out.push(line), error: (line) => err.push(line) };
}
