import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/**
 * The release a report names when SENTRY_RELEASE is unset: `ordina@<package
 * version>`, plus `+<commit>` when the server runs from a git checkout (the
 * same name `npm run sentry:sourcemaps` uploads the browser's maps under).
 * Only computed when reporting is on.
 */
export function defaultRelease(repoRoot: string = REPO_ROOT): string {
  let version = '0.0.0';
  try {
    version =
      (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version?: string }).version ??
      version;
  } catch {
    // A deployment without the root package.json: the version stays unknown.
  }
  const commit = gitCommit(repoRoot);
  return commit === undefined ? `ordina@${version}` : `ordina@${version}+${commit}`;
}

function gitCommit(repoRoot: string): string | undefined {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    return /^[0-9a-f]{7,40}$/.test(sha) ? sha : undefined;
  } catch {
    // No git, or not a checkout (a copied build): the version alone names the release.
    return undefined;
  }
}
