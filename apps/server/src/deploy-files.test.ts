import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, REPO_ROOT } from './config.ts';
import { IMAGE_UPLOAD_LIMIT_BYTES } from './plugins/media/index.ts';

/*
 * The deployment files (README "Deploying"). Docker has no daemon on the CI machines, so the image is not
 * built here; this checks what can be checked without one: the image builds with the scripts CI runs and
 * starts the way `npm run serve` does, as a non-root user with a health check; the compose file runs two
 * servers on PostgreSQL behind the proxy; the proxy keeps the board's stream open; and every variable the
 * server reads is in the README's table and in .env.example.
 */

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** The instructions of a Dockerfile's last stage (from its last FROM). */
function lastStage(dockerfile: string): string[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const from = instructions.map((line) => line.startsWith('FROM ')).lastIndexOf(true);
  return instructions.slice(from);
}

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds on the Node major the project needs, with the scripts CI runs', () => {
    const major = /(\d+)/.exec(packageJson.engines.node)![1];
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(new RegExp(`^node:${major}-bookworm-slim\\b`));
    expect(read('.ci/run')).toContain('npm ci --no-audit --no-fund');
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund && npm run build$/m);
    expect(packageJson.scripts.build).toBeDefined();
  });

  it('runs the built server as `npm run serve` does, not as root, with a liveness health check', () => {
    const stage = lastStage(dockerfile);
    const cmd = stage.find((line) => line.startsWith('CMD '))!;
    expect((JSON.parse(cmd.slice(4)) as string[]).join(' ')).toBe(packageJson.scripts.serve);
    const user = stage.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    expect(stage.findIndex((line) => line === 'USER node')).toBeLessThan(
      stage.findIndex((line) => line.startsWith('CMD ')),
    );
    expect(stage.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/health/live');
    expect(stage.join('\n')).toMatch(/DATABASE_URL=sqlite:\/data\//);
  });

  it('leaves the machine’s installs, databases and builds out of the image context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '.git',
      'node_modules',
      '**/node_modules',
      'data',
      'apps/web/build',
      'apps/server/dist',
    ])
      expect(ignored).toContain(entry);
  });
});

describe('deploy/compose.yaml and deploy/nginx.conf', () => {
  const compose = read('deploy/compose.yaml');
  const nginx = read('deploy/nginx.conf');

  it('runs two servers on one PostgreSQL behind the proxy, sharing the photos', () => {
    expect(compose).toMatch(/^ {2}postgres:\n {4}image: postgres:\d+/m);
    expect(compose).toMatch(/^ {2}app:\n(?: {4}.*\n| {6}.*\n)*? {4}deploy:\n {6}replicas: 2$/m);
    expect(compose).toMatch(
      /DATABASE_URL: postgres:\/\/ordina:\$\{POSTGRES_PASSWORD\}@postgres:5432\/ordina/,
    );
    expect(compose).toMatch(/TRUST_PROXY: uniquelocal/);
    expect(compose).toMatch(/- media:\/data\/media/);
    expect(compose).toMatch(/^ {2}proxy:\n {4}image: nginx:/m);
  });

  it('keeps the board’s event stream unbuffered and open longer than its keep-alive', () => {
    const board = /location \/api\/staff\/board\/events \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(board).toContain('proxy_buffering off;');
    const timeout = /proxy_read_timeout (\d+)(h|m|s);/.exec(board)!;
    const seconds = Number(timeout[1]) * { h: 3600, m: 60, s: 1 }[timeout[2] as 'h' | 'm' | 's'];
    // BOARD_KEEP_ALIVE_MS allows at most 120 s between keep-alives.
    expect(seconds).toBeGreaterThan(120);
    const bodyLimit = /client_max_body_size (\d+)m;/.exec(nginx)!;
    expect(Number(bodyLimit[1]) * 1024 * 1024).toBeGreaterThan(IMAGE_UPLOAD_LIMIT_BYTES);
  });
});

describe('the configuration’s lists', () => {
  /** The variables named in the first column of README "Configuration"'s server table. */
  function readmeVariables(): string[] {
    const section = read('README.md').split('## Configuration')[1]!.split('Source maps for readable')[0]!;
    return section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
  }

  it('the README’s table names every variable the server reads, and only those', () => {
    expect([...readmeVariables()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('.env.example has every variable the server reads, once', () => {
    const names = read('.env.example')
      .split('\n')
      .map((line) => /^(?:# )?([A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name) => name !== undefined);
    expect([...names].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
