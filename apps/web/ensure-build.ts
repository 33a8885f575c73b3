// Builds the web app unless build/ is newer than every source it is made of.
// Server tests call this so `npm test` works on a clean clone and after any
// edit, without rebuilding when nothing changed. Test files run in parallel
// processes: a lock folder lets the first one build while the others wait.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(WEB_DIR, '../..');
/** Written last by the build (after the client bundle), so its time is the build's. */
const BUILD_OUTPUT = join(WEB_DIR, 'build/server/index.js');
const SOURCES = [
  join(WEB_DIR, 'app'),
  join(WEB_DIR, 'public'),
  join(WEB_DIR, 'vite.config.ts'),
  join(WEB_DIR, 'react-router.config.ts'),
  join(WEB_DIR, 'page-catalogue-plugin.ts'),
  join(WEB_DIR, 'pure-declarations-plugin.ts'),
  join(WEB_DIR, 'precompress-assets.ts'),
  join(WEB_DIR, 'package.json'),
  join(REPO_ROOT, 'packages/contracts/src'),
  join(REPO_ROOT, 'packages/domain/src'),
  join(REPO_ROOT, 'packages/i18n/src'),
];
// In the temp folder: the build empties build/, and the app folder stays clean.
const LOCK_DIR = join(
  tmpdir(),
  `ordina-web-build-${createHash('sha1').update(WEB_DIR).digest('hex').slice(0, 12)}.lock`,
);
/** A lock older than this was left by a build that died; it is taken over. */
const STALE_LOCK_MS = 5 * 60_000;
const IGNORED = /\.test\.tsx?$|[\\/](node_modules|\.react-router|test)([\\/]|$)/;

/** The newest file modification time under a file or folder (tests and generated types excluded). */
function newestChange(path: string): number {
  if (IGNORED.test(path) || !existsSync(path)) return 0;
  const stat = statSync(path);
  // Files only: adding a test file touches its folder but changes no build input.
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Waits for the lock folder (mkdir is atomic), taking over a stale one. */
function lock(): void {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (existsSync(LOCK_DIR) ? statSync(LOCK_DIR).mtimeMs : Date.now());
      if (age > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

lock();
try {
  const builtAt = existsSync(BUILD_OUTPUT) ? statSync(BUILD_OUTPUT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestChange));
  if (changedAt > builtAt) {
    console.log(builtAt === 0 ? 'web app not built: building' : 'web app sources changed: rebuilding');
    execFileSync('npm', ['run', 'build', '-w', '@ordina/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
} finally {
  rmSync(LOCK_DIR, { recursive: true, force: true });
}
