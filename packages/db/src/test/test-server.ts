import { startTestPostgres, type TestPostgresServer } from './postgres.ts';

/*
 * The test file's PostgreSQL server: started on first use (./test-databases.ts), shared by the file's suites,
 * and stopped by ./stop-test-server.ts, a setup file of the database and server suites, after each file. A hook
 * registered in a module the files import would land on one file per worker only: those suites run with
 * `isolate: false`, which evaluates such modules once per worker, and every later file's server outlived the run.
 * Apart from test-databases.ts so that setup file loads no migrations: a file may still `vi.mock` them.
 */

let server: Promise<TestPostgresServer> | undefined;

/** The current test file's server, started if it has none yet. */
export function acquireTestServer(): Promise<TestPostgresServer> {
  server ??= startTestPostgres();
  return server;
}

/** Stops the current test file's server, with its databases, if it started one. */
export async function stopTestServer(): Promise<void> {
  const stopping = server;
  server = undefined;
  if (stopping !== undefined) await (await stopping).stop();
}
