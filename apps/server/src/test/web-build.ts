import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/**
 * Makes sure apps/web/build is current before a test renders pages: builds it
 * when missing or older than its sources (apps/web/ensure-build.ts, which also
 * keeps parallel test files from building at the same time).
 */
export function ensureWebBuild(): void {
  try {
    execFileSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/web/ensure-build.ts')], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    throw new Error(`The web build failed:\n${output.stdout ?? ''}\n${output.stderr ?? ''}`, {
      cause: error,
    });
  }
}
