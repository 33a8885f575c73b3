import { spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postgresAvailability } from './postgres.ts';
import { stopAndDeleteCluster, sweepAbandonedClusters } from './throwaway-clusters.ts';

/*
 * Proof that no throwaway cluster outlives the process that started it (#38): a child process starts one
 * — a small script, or a real database suite under Vitest — and is killed once its cluster serves; then no
 * postgres of that cluster may run and no cluster folder may remain. Each test gives its child a scratch
 * folder of its own (ORDINA_PG_SCRATCH_DIR), so other runs on the machine neither disturb nor get disturbed.
 */

const availability = postgresAvailability();
const skipReason = !availability.available
  ? availability.reason
  : process.env.DATABASE_URL_PG?.trim()
    ? 'DATABASE_URL_PG is set, so no throwaway cluster is started'
    : !existsSync('/proc/self')
      ? 'no /proc to find the processes a cluster left'
      : undefined;
if (skipReason !== undefined)
  console.warn(`\n[@ordina/db] throwaway cluster clean-up tests SKIPPED: ${skipReason}.\n`);

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const holdScript = fileURLToPath(new URL('./hold-throwaway-cluster.ts', import.meta.url));
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
/** Two PostgreSQL test files in one worker: the second file's server is the one that used to be left running. */
const DATABASE_SUITE_FILES = [
  'packages/db/src/test/test-databases.test.ts',
  'packages/db/src/database.test.ts',
];
/** Generous: the machine may be busy with other runs. */
const STATE_TIMEOUT_MS = 120_000;

/** A cluster seen while it served: its folder, its postmaster, and that postmaster with its children then. */
interface ServingCluster {
  dir: string;
  postmaster: number;
  pids: number[];
}

describe.skipIf(skipReason !== undefined)(
  'throwaway PostgreSQL clusters',
  { timeout: 4 * STATE_TIMEOUT_MS },
  () => {
    let root: string;
    let child: ChildProcess | undefined;

    beforeEach(() => {
      // Not named ordina-pg-*: a sweep must not take the test's folder for a cluster.
      root = mkdtempSync(join(memoryBackedTmp(), 'ordina-cluster-test-'));
      // The cluster runs as `postgres` when the tests run as root: it must reach its folder inside.
      chmodSync(root, 0o755);
    });

    afterEach(() => {
      if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      child = undefined;
      vi.unstubAllEnvs();
      for (const dir of clusterFolders(root)) stopAndDeleteCluster(dir);
      rmSync(root, { recursive: true, force: true });
    });

    it.each(['SIGTERM', 'SIGINT'] as const)(
      'a process killed with %s stops and deletes its cluster before it ends',
      async (signal) => {
        child = startChild(process.execPath, ['--import', 'tsx', holdScript], root);
        await firstLine(child);
        const cluster = await servingCluster(root);
        child.kill(signal);
        // The signal is raised again once the cluster is gone, so the process still ends by it.
        expect(await exited(child)).toEqual({ code: null, signal });
        expectGone(cluster, root);
      },
    );

    it('a cluster whose process was SIGKILLed is stopped and deleted by the next sweep', async () => {
      child = startChild(process.execPath, ['--import', 'tsx', holdScript], root);
      await firstLine(child);
      const cluster = await servingCluster(root);
      child.kill('SIGKILL');
      await exited(child);
      // Nothing in the process could run: the cluster still serves, its owner gone.
      expect(isRunning(cluster.postmaster), 'the postmaster outlives a SIGKILLed owner').toBe(true);
      vi.stubEnv('ORDINA_PG_SCRATCH_DIR', root);
      expect(sweepAbandonedClusters()).toEqual([cluster.dir]);
      expectGone(cluster, root);
    });

    it('a database suite run to its end leaves no cluster', async () => {
      child = startChild(
        process.execPath,
        [vitestBin, 'run', '--project', '@ordina/db', '--maxWorkers=1', ...DATABASE_SUITE_FILES],
        root,
      );
      const outcome = await exited(child);
      expect(outcome, 'the child suite should pass').toEqual({ code: 0, signal: null });
      expect(clusterFolders(root)).toEqual([]);
      expect(postgresProcessesIn(root)).toEqual([]);
    });

    it.each([
      ['whose Vitest gets SIGTERM', false, (vitest: ChildProcess): boolean => vitest.kill('SIGTERM')],
      [
        'interrupted by Ctrl-C (SIGINT to its process group)',
        true,
        (vitest: ChildProcess): boolean => process.kill(-vitest.pid!, 'SIGINT'),
      ],
    ] as const)('a database suite %s leaves no cluster', async (_how, group, interrupt) => {
      child = startChild(
        process.execPath,
        [vitestBin, 'run', '--project', '@ordina/db', '--maxWorkers=1', ...DATABASE_SUITE_FILES],
        root,
        { group },
      );
      const cluster = await servingCluster(root);
      interrupt(child);
      await exited(child);
      // Killed at any moment, a worker may be past the stop of its cluster or still finishing a file: wait for it.
      await waitFor(
        () =>
          clusterFolders(root).length === 0 &&
          !cluster.pids.some(isRunning) &&
          postgresProcessesIn(root).length === 0,
        'the clusters to be gone',
      );
      expectGone(cluster, root);
    });
  },
);

function startChild(
  command: string,
  args: string[],
  scratch: string,
  options: { group?: boolean } = {},
): ChildProcess {
  // Without the outer run's VITEST_* variables, the child is a run of its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const started = spawn(command, args, {
    cwd: repoRoot,
    env: { ...env, ORDINA_PG_SCRATCH_DIR: scratch },
    detached: options.group === true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  started.stdout?.on('data', keep);
  started.stderr?.on('data', keep);
  started.on('exit', (code, signal) => {
    if (code !== 0 && signal === null)
      console.warn(`child ${args.join(' ')} exited with ${code}:\n${output}`);
  });
  return started;
}

/** The child's first line of output: the hold script prints one once its cluster serves a database. */
function firstLine(started: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      started.stdout?.off('data', onData);
      resolve(text.split('\n')[0]!);
    };
    started.stdout?.on('data', onData);
    started.once('exit', () => reject(new Error(`the child ended before printing a line: ${text}`)));
  });
}

function exited(process: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (process.exitCode !== null || process.signalCode !== null)
    return Promise.resolve({ code: process.exitCode, signal: process.signalCode });
  return new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Waits until a cluster in `scratch` accepts connections and answers a query. */
async function servingCluster(scratch: string): Promise<ServingCluster> {
  let found: { dir: string; postmaster: number; port: number } | undefined;
  await waitFor(() => {
    found = clusterFolders(scratch)
      .map(readyPostmaster)
      .find((cluster) => cluster !== undefined);
    return found !== undefined;
  }, 'a cluster to be ready');
  const { dir, postmaster, port } = found!;
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    await client.query('select 1');
  } finally {
    await client.end();
  }
  return { dir, postmaster, pids: [postmaster, ...childrenOf(postmaster)] };
}

/** The postmaster of the cluster in `dir` once its postmaster.pid says it is ready (PostgreSQL's own status line). */
function readyPostmaster(dir: string): { dir: string; postmaster: number; port: number } | undefined {
  try {
    const lines = readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n');
    if (lines[7]?.trim() !== 'ready') return undefined;
    return { dir, postmaster: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

function expectGone(cluster: ServingCluster, scratch: string): void {
  expect(cluster.pids.filter(isRunning), 'postgres processes of the cluster still running').toEqual([]);
  expect(
    postgresProcessesIn(scratch).map(describeProcess),
    'processes running on a data directory in the scratch folder',
  ).toEqual([]);
  expect(existsSync(cluster.dir), `${cluster.dir} still exists`).toBe(false);
  expect(clusterFolders(scratch)).toEqual([]);
}

function clusterFolders(scratch: string): string[] {
  try {
    return readdirSync(scratch)
      .filter((name) => name.startsWith('ordina-pg-'))
      .map((name) => join(scratch, name));
  } catch {
    return [];
  }
}

function procEntries(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function procRead(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Running (not zombie) postgres servers on a data directory in `scratch`. (pg_ctl, and the `postgres -C` it
 * runs, may still be finishing for a moment after a kill; they end by themselves once the cluster is gone.)
 */
function postgresProcessesIn(scratch: string): number[] {
  return procEntries().filter((pid) => {
    const args = procRead(pid, 'cmdline').split('\0');
    return (
      isRunning(pid) &&
      args[0]?.endsWith('/postgres') === true &&
      !args.includes('-C') &&
      args.some((arg) => arg.startsWith(scratch))
    );
  });
}

function describeProcess(pid: number): string {
  return `${pid} ${procRead(pid, 'stat').split(') ')[1]?.[0] ?? '?'} ${procRead(pid, 'cmdline').replaceAll('\0', ' ')}`;
}

function childrenOf(parent: number): number[] {
  return procEntries().filter(
    (pid) => Number(procRead(pid, 'stat').split(') ')[1]?.split(' ')[1]) === parent,
  );
}

/** Whether the process exists and has not exited (a zombie has: only its parent's wait is missing). */
function isRunning(pid: number): boolean {
  const stat = procRead(pid, 'stat');
  return stat !== '' && stat.split(') ')[1]?.[0] !== 'Z';
}

function memoryBackedTmp(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

async function waitFor(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + STATE_TIMEOUT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${STATE_TIMEOUT_MS} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
