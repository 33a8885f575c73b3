import { connect } from 'node:net';
import fc from 'fast-check';
import { operationRoute } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';
import { judge } from './judge.ts';
import { requestArbitrary, type FuzzRequest } from './requests.ts';
import { applicationTables, countChanges, rowCounts } from './row-counts.ts';
import { ALL_OPERATIONS, operationSeed } from './run-fuzz.ts';
import { injectOptions } from './send.ts';
import { answeringEndpoint, FUZZ_REQUEST_TIMEOUT_MS, type FuzzTarget } from './target.ts';

/*
 * A slow body on every operation that takes one: the request's headers, then its body a byte every
 * 200 ms, never finished, over a real connection (`inject` has no socket, so no timeout). The server's
 * request timeout must answer — 408 in the error envelope, or a refusal the route made before reading the
 * body — and close the connection; a request that hangs, or is answered with a 5xx, is a finding, and
 * nothing may be written.
 */

/** How long after the request timeout an answer may still come (Node checks the timeout on a period). */
const SLACK_MS = 8_000;
const DRIP_MS = 200;

export interface SlowBodyResult {
  operations: number;
  statuses: number[];
  findings: string[];
}

/** The first status line and body of what the server sent before closing, or undefined if it never closed. */
function dripRequest(
  port: number,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string } | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let drip: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      resolve(undefined);
    }, FUZZ_REQUEST_TIMEOUT_MS + SLACK_MS);
    socket.on('connect', () => {
      socket.write(head);
      drip = setInterval(() => socket.write(' '), DRIP_MS);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(deadline);
      clearInterval(drip);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      const headEnd = received.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of received.slice(0, headEnd).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
      }
      const body = received.slice(headEnd + 4, headEnd + 4 + Number(headers['content-length'] ?? 0));
      resolve({ status, headers, body });
    });
  });
}

/** The raw request head of `key` with valid credentials and a body announced at 10,000 bytes. */
async function slowHead(target: FuzzTarget, key: EndpointKey, request: FuzzRequest): Promise<string> {
  const options = await injectOptions(target, key, {
    ...request,
    auth: 'valid',
    body: { kind: 'none' },
    query: { kind: 'none' },
  });
  const lines = [`${operationRoute(key).method} ${options.url} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(options.headers)) lines.push(`${name}: ${value}`);
  lines.push('Content-Type: application/json', 'Content-Length: 10000', '', '{');
  return lines.join('\r\n');
}

/** Sends a slow body to every operation (of `only`) that is not a GET, all at once, on the target listening on loopback. */
export async function slowBodyProbe(
  target: FuzzTarget,
  only?: readonly EndpointKey[],
): Promise<SlowBodyResult> {
  const keys = (only ?? ALL_OPERATIONS).filter((key) => operationRoute(key).method !== 'GET');
  const { db } = target.app.database;
  const tables = await applicationTables(db);
  await target.app.listen({ port: 0, host: '127.0.0.1' });
  const address = target.app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('slow body: the target listens on no port');
  const before = await rowCounts(db, tables);
  const findings: string[] = [];
  const statuses: number[] = [];
  await Promise.all(
    keys.map(async (key) => {
      // The first generated request: its path parameters are the known ones most of the time.
      const [request] = fc.sample(requestArbitrary(key, target.seeded), {
        seed: operationSeed(0, key),
        numRuns: 1,
      });
      if (request === undefined) return;
      const answer = await dripRequest(address.port, await slowHead(target, key, request));
      if (answer === undefined) {
        findings.push(`${key}: no answer ${FUZZ_REQUEST_TIMEOUT_MS + SLACK_MS} ms into a slow body`);
        return;
      }
      statuses.push(answer.status);
      // 408 comes from Node, before any route; a refusal before the body is read comes from the route.
      const verdict =
        answer.status === 408
          ? judge(key, 400, answer.body, undefined)
          : judge(key, answer.status, answer.body, answeringEndpoint(answer.headers));
      if (answer.status < 400 || verdict.problem !== undefined)
        findings.push(`${key}: slow body answered ${answer.status} ${answer.body.slice(0, 200)}`);
    }),
  );
  const changes = countChanges(before, await rowCounts(db, tables));
  if (changes.length > 0) findings.push(`slow bodies wrote: ${changes.join(', ')}`);
  for (const line of target.drainErrorLog()) findings.push(`server log: ${line.slice(0, 400)}`);
  return { operations: keys.length, statuses: statuses.sort(), findings };
}
