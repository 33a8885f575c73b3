// A child process for throwaway-clusters.test.ts: starts a throwaway cluster the way a test file does, makes a
// database on it, prints the cluster's folder as one line of JSON and waits to be killed.
import { startTestPostgres } from './postgres.ts';

const server = await startTestPostgres();
const url = new URL(await server.createDatabase());
process.stdout.write(`${JSON.stringify({ port: Number(url.port) })}\n`);
// Keeps the event loop alive until a signal ends the process.
setInterval(() => undefined, 60_000);
