import { accessSync, constants, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The folders of the throwaway PostgreSQL clusters (./postgres.ts) and the
 * bookkeeping that keeps them from outliving their run. `pg_ctl start` puts
 * the postmaster in a session of its own, so it survives whatever ends the
 * process that started it; only an explicit stop ends it. So:
 *  - every cluster folder holds `owner.json`, the pid of the process that
 *    started it and of that process's parent (a Vitest worker's parent is the
 *    Vitest run);
 *  - while a process has clusters, its 'exit' and SIGINT/SIGTERM/SIGHUP stop
 *    and delete them synchronously (a signal is then re-raised so the process
 *    still ends the way it would have), and so does losing its parent's IPC
 *    channel: a Vitest worker outlives a run that was killed;
 *  - a sweep stops and deletes clusters whose owner is gone (a SIGKILL, a
 *    crash) or, at the end of a Vitest run, those the run's workers started.
 * Another run's live clusters are never touched: their owner still exists.
 */

const CLUSTER_PREFIX = 'ordina-pg-';
const OWNER_FILE = 'owner.json';
/** A folder without owner.json that is younger than this may be a cluster an older checkout is still creating. */
const UNOWNED_GRACE_MS = 10 * 60 * 1000;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

interface ClusterOwner {
  pid: number;
  parentPid: number;
}

/**
 * Where clusters live: ORDINA_PG_SCRATCH_DIR when set, else /dev/shm when writable
 * (memory-backed: initdb and CREATE DATABASE run several times faster there), else the OS temp folder.
 */
export function scratchRoot(): string {
  const configured = process.env.ORDINA_PG_SCRATCH_DIR?.trim();
  if (configured) return configured;
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** The cluster's data directory inside its folder. */
export function clusterDataDir(dir: string): string {
  return join(dir, 'data');
}

/** Makes a new cluster folder owned by this process, to be stopped and deleted when the process ends. */
export async function createClusterFolder(): Promise<string> {
  // A Vitest worker whose run is gone (its IPC channel closed) may still be finishing a file: no new cluster.
  if (process.send !== undefined && !process.connected)
    throw new Error('The process that started this one is gone: no new test cluster.');
  const dir = await mkdtemp(join(scratchRoot(), CLUSTER_PREFIX));
  const owner: ClusterOwner = { pid: process.pid, parentPid: process.ppid };
  writeFileSync(join(dir, OWNER_FILE), JSON.stringify(owner));
  live.add(dir);
  if (live.size === 1) watchProcessEnd();
  return dir;
}

/** Stops the cluster in `dir` if it runs (an immediate shutdown, as `pg_ctl -m immediate`) and deletes its folder. */
export function stopAndDeleteCluster(dir: string): void {
  live.delete(dir);
  if (live.size === 0) unwatchProcessEnd();
  const pid = runningPostmaster(dir);
  if (pid !== undefined) {
    signal(pid, 'SIGQUIT');
    if (!waitFor(() => runningPostmaster(dir) === undefined, 15_000)) signal(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Stops and deletes the clusters, in the scratch folder, whose owner process is gone — or, with
 * `startedBy`, also those whose owner is that process's child (a finished run's workers). Returns their folders.
 */
export function sweepAbandonedClusters(options: { startedBy?: number } = {}): string[] {
  const swept: string[] = [];
  const root = scratchRoot();
  let names: string[];
  try {
    names = readdirSync(root).filter((name) => name.startsWith(CLUSTER_PREFIX));
  } catch {
    return swept;
  }
  for (const name of names) {
    const dir = join(root, name);
    if (live.has(dir) || !abandoned(dir, options.startedBy)) continue;
    try {
      stopAndDeleteCluster(dir);
      swept.push(dir);
    } catch {
      // Another user's folder, or another sweep got there first: not ours to report.
    }
  }
  return swept;
}

function abandoned(dir: string, startedBy: number | undefined): boolean {
  const owner = readOwner(dir);
  if (owner === undefined) {
    // Left by a checkout that wrote no owner.json: only data without a server, and only once it is old.
    return runningPostmaster(dir) === undefined && ageMs(dir) > UNOWNED_GRACE_MS;
  }
  return !processExists(owner.pid) || (startedBy !== undefined && owner.parentPid === startedBy);
}

/** The clusters this process started and has not stopped yet. */
const live = new Set<string>();

function stopLiveClusters(): void {
  for (const dir of [...live]) {
    try {
      stopAndDeleteCluster(dir);
    } catch {
      // Ending anyway: the next sweep deletes what is left.
    }
  }
}

/**
 * Runs `cleanup` (synchronously) on SIGINT, SIGTERM and SIGHUP until the returned function is called. When no
 * other listener handles the signal, it is raised again afterwards, so the process still ends by it.
 */
export function onEndingSignal(cleanup: () => void): () => void {
  const listeners = SIGNALS.map((name) => [name, () => handle(name)] as const);
  const stop = () => {
    for (const [name, listener] of listeners) process.off(name, listener);
  };
  const handle = (name: NodeJS.Signals) => {
    // Listeners are called in turn, so count before ours go: if none is left, nobody else handles it.
    const othersHandleIt = process.listenerCount(name) > 1;
    cleanup();
    if (!othersHandleIt) {
      stop();
      process.kill(process.pid, name);
    }
  };
  for (const [name, listener] of listeners) process.on(name, listener);
  return stop;
}

let stopWatchingSignals: (() => void) | undefined;

function watchProcessEnd(): void {
  process.on('exit', stopLiveClusters);
  if (process.send !== undefined) process.on('disconnect', stopLiveClusters);
  stopWatchingSignals = onEndingSignal(stopLiveClusters);
}

function unwatchProcessEnd(): void {
  process.off('exit', stopLiveClusters);
  process.off('disconnect', stopLiveClusters);
  stopWatchingSignals?.();
  stopWatchingSignals = undefined;
}

function readOwner(dir: string): ClusterOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dir, OWNER_FILE), 'utf8')) as Partial<ClusterOwner>;
    return Number.isInteger(owner.pid) && Number.isInteger(owner.parentPid)
      ? (owner as ClusterOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of the postmaster serving `dir`, if one still runs; checked against its command line so a reused pid is not taken for it. */
function runningPostmaster(dir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(
      readFileSync(join(clusterDataDir(dir), 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const commandLine = procCommandLine(pid);
  // No /proc (not Linux): the pid's existence is all there is to go on.
  if (commandLine === null) return processExists(pid) ? pid : undefined;
  return commandLine.includes(clusterDataDir(dir)) ? pid : undefined;
}

/** The process's command line; '' when it is gone (or a zombie), null when this system has no /proc. */
function procCommandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    try {
      statSync('/proc/self');
      return '';
    } catch {
      return null;
    }
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // A zombie has exited; only its parent's wait is missing.
  const commandLine = procCommandLine(pid);
  return commandLine === null || commandLine !== '';
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

function ageMs(dir: string): number {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}

/** Polls `done` every 20 ms until it holds or `timeoutMs` passes; synchronous, since an 'exit' listener cannot wait. */
function waitFor(done: () => boolean, timeoutMs: number): boolean {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!done()) {
    if (Date.now() > deadline) return false;
    Atomics.wait(pause, 0, 0, 20);
  }
  return true;
}
