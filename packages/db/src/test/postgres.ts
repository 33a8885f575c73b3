import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';
import {
  clusterDataDir,
  createClusterFolder,
  stopAndDeleteCluster,
  sweepAbandonedClusters,
} from './throwaway-clusters.ts';

/*
 * A real PostgreSQL for tests. With DATABASE_URL_PG set, databases are created
 * on that server (and dropped afterwards). Otherwise a throwaway cluster is
 * started from the PostgreSQL 15 binaries in a temporary folder — as the
 * `postgres` user when we run as root, on a random free port, with fsync off —
 * and stopped and deleted afterwards, also when the process is interrupted
 * or killed (see ./throwaway-clusters.ts).
 */

const run = promisify(execFile);

/** The PostgreSQL (15 or later) server binaries: Debian's PostgreSQL 15 unless ORDINA_PG_BIN_DIR names others. */
export const POSTGRES_BIN_DIR = process.env.ORDINA_PG_BIN_DIR?.trim() || '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server that hands out fresh, empty databases. */
export interface TestPostgresServer {
  /** `external` when DATABASE_URL_PG was given, `throwaway` for a cluster started here. */
  source: 'external' | 'throwaway';
  /** Creates a new empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /** Drops the databases it created (external) or stops and deletes the cluster (throwaway). */
  stop(): Promise<void>;
}

/** Whether a PostgreSQL suite can run here, and if not why. */
export function postgresAvailability(): { available: true } | { available: false; reason: string } {
  if (externalUrl() !== undefined) return { available: true };
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(POSTGRES_BIN_DIR, tool)))
      return {
        available: false,
        reason: `${join(POSTGRES_BIN_DIR, tool)} not found and DATABASE_URL_PG not set`,
      };
  }
  if (runningAsRoot() && postgresUid() === undefined)
    return { available: false, reason: 'running as root but there is no `postgres` user to run the cluster' };
  return { available: true };
}

/** Starts (or connects to) PostgreSQL for one test file. */
export async function startTestPostgres(): Promise<TestPostgresServer> {
  const external = externalUrl();
  return external !== undefined ? externalServer(external) : startThrowawayCluster();
}

function externalUrl(): string | undefined {
  const url = process.env.DATABASE_URL_PG?.trim();
  return url === undefined || url === '' ? undefined : url;
}

function externalServer(adminUrl: string): TestPostgresServer {
  const created: string[] = [];
  return {
    source: 'external',
    async createDatabase() {
      const name = `ordina_test_${process.pid}_${Date.now().toString(36)}_${created.length}`;
      await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
      created.push(name);
      return databaseUrl(adminUrl, name);
    },
    async stop() {
      for (const name of created.splice(0)) {
        await withClient(adminUrl, (client) =>
          client.query(`drop database if exists "${name}" with (force)`),
        );
      }
    },
  };
}

/** Whether this process has swept clusters left by dead runs yet: once is enough, the scratch folder is shared. */
let swept = false;

async function startThrowawayCluster(): Promise<TestPostgresServer> {
  if (!swept) {
    swept = true;
    sweepAbandonedClusters();
  }
  // Registered for stopping at once: a signal during initdb or start-up must not leave the folder either.
  const dir = await createClusterFolder();
  const dataDir = clusterDataDir(dir);
  const uid = runningAsRoot() ? postgresUid() : undefined;
  if (uid !== undefined) chownSync(dir, uid, uid);
  const asPostgres = (tool: string, args: string[]) =>
    uid !== undefined
      ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN_DIR, tool), ...args])
      : run(join(POSTGRES_BIN_DIR, tool), args);

  try {
    await asPostgres('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const port = await startOnFreePort(asPostgres, dataDir, dir);
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let count = 0;
    return {
      source: 'throwaway',
      async createDatabase() {
        const name = `ordina_test_${count++}`;
        // FILE_COPY (PostgreSQL 15+) copies the small template at once instead of through the WAL.
        await withClient(adminUrl, (client) => client.query(`create database "${name}" strategy file_copy`));
        return databaseUrl(adminUrl, name);
      },
      async stop() {
        // pg_ctl waits without blocking the event loop; what it leaves (a failed stop, the folder) goes next.
        await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        stopAndDeleteCluster(dir);
      },
    };
  } catch (error) {
    stopAndDeleteCluster(dir);
    throw error;
  }
}

/** Starts the cluster on a free port, retrying if another process grabbed the port first. */
async function startOnFreePort(
  asPostgres: (tool: string, args: string[]) => Promise<unknown>,
  dataDir: string,
  socketDir: string,
): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      await asPostgres('pg_ctl', [
        '-D',
        dataDir,
        '-w',
        '-t',
        '30',
        '-l',
        join(socketDir, 'server.log'),
        '-o',
        options,
        'start',
      ]);
      return port;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`Could not start the test PostgreSQL cluster (log: ${join(socketDir, 'server.log')})`, {
    cause: lastError,
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function postgresUid(): number | undefined {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const uid = Number.parseInt(result.stdout, 10);
  return result.status === 0 && Number.isInteger(uid) ? uid : undefined;
}
