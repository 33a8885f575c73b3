import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '@ordina/db';
import fc from 'fast-check';
import { endpoints } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';
import { judge, envelopeCodes, type Verdict } from './judge.ts';
import { isPlainObject, requestArbitrary, securityOf, type FuzzRequest } from './requests.ts';
import { applicationTables, countChanges, rowCounts } from './row-counts.ts';
import { send } from './send.ts';
import type { FuzzTarget, Security } from './target.ts';

/*
 * The fuzz run (issue 36 "Generated bad input on every operation"): for every operation of the endpoint
 * table, `cases` generated requests (fixed by `seed`), each sent to the target and judged — a declared
 * success or a declared spec code with a 4xx, never a 5xx or an error in the server's log — and, when
 * refused, the row count of every table compared before and after. An operation added to the table is
 * in the next run.
 */

/** What went wrong with one case, with what reproduces it. */
export interface Finding {
  key: EndpointKey;
  caseIndex: number;
  problem: string;
  request: string;
}

/** One operation's figures. */
export interface OperationResult {
  key: EndpointKey;
  cases: number;
  success: number;
  refusals: Map<string, number>;
  serverErrors: number;
  findings: Finding[];
}

export interface FuzzOptions {
  cases: number;
  seed: number;
  /** Only these operations (default: the whole table). */
  only?: readonly EndpointKey[];
  /** Called after each operation (progress). */
  onOperation?: (result: OperationResult) => void;
}

/** Every operation of the table, in its order. */
export const ALL_OPERATIONS = Object.keys(endpoints) as EndpointKey[];

/** The seed of one operation's cases: the run's seed and the operation, so each stream stands alone. */
export function operationSeed(seed: number, key: EndpointKey): number {
  return createHash('sha256').update(`${seed} ${key}`).digest().readInt32LE(0);
}

/** A value cut to what a report line can show: long strings, long arrays and deep nesting shortened. */
function preview(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 6) return `…(nested ${Array.isArray(value) ? 'array' : 'object'})`;
  if (Array.isArray(value)) {
    const shown = value.slice(0, 8).map((item) => preview(item, depth + 1));
    return value.length > 8 ? [...shown, `…(${value.length} items)`] : shown;
  }
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, preview(item, depth + 1)]));
}

/** A request in a line of a report (long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const text = JSON.stringify(preview(request));
  return text.length > 800 ? `${text.slice(0, 800)}…` : text;
}

/** Codes that say the credentials a valid-auth request carried no longer work. */
const SESSION_GONE = new Set([
  'HTTP_UNAUTHORIZED',
  'NOT_ACCEPTED_PRIVACY_POLICY',
  'STAFF_UNAUTHORIZED',
  'STAFF_FORBIDDEN',
]);
/** Headers that, when a case overrides them, explain a 401 by themselves. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'x-csrf-token'];

/** Whether the session of `security` still works (a light read), after a success that may have ended it. */
async function sessionAlive(target: FuzzTarget, security: Security): Promise<boolean> {
  const headers = target.authHeaders(security, 'valid');
  const url =
    security === 'staff'
      ? '/api/staff/me'
      : `/api/secured/user/${String(await target.lookup('customerId'))}/anagraphic/address`;
  const response = await target.app.inject({ method: 'GET', url, headers });
  return response.statusCode === 200;
}

/** The row counts once two reads 50 ms apart agree (at most a second of waiting). */
async function settledCounts(db: Kysely<Database>, tables: readonly string[]): Promise<Map<string, number>> {
  let last = await rowCounts(db, tables);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await sleep(50);
    const next = await rowCounts(db, tables);
    if (countChanges(last, next).length === 0) return next;
    last = next;
  }
  return last;
}

/** Runs the fuzz on `target`. */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<OperationResult[]> {
  const { db } = target.app.database;
  const tables = await applicationTables(db);
  const results: OperationResult[] = [];
  let baseline = await rowCounts(db, tables);
  target.drainErrorLog();

  for (const key of options.only ?? ALL_OPERATIONS) {
    const security = securityOf(endpoints[key]);
    const requests = fc.sample(requestArbitrary(key, target.seeded), {
      seed: operationSeed(options.seed, key),
      numRuns: options.cases,
    });
    const result: OperationResult = {
      key,
      cases: 0,
      success: 0,
      refusals: new Map(),
      serverErrors: 0,
      findings: [],
    };
    for (const [caseIndex, request] of requests.entries()) {
      const found = (problem: string) =>
        result.findings.push({ key, caseIndex, problem, request: describeRequest(request) });
      let verdict: Verdict;
      let refusalCodes: string[] = [];
      let streamed = false;
      try {
        const answer = await send(target, key, request);
        verdict = judge(key, answer.status, answer.body, answer.answeredBy);
        refusalCodes = answer.status >= 400 ? (envelopeCodes(answer.body) ?? []) : [];
        streamed = answer.contentType.startsWith('text/event-stream');
      } catch (error) {
        verdict = { outcome: '5xx', codes: ['no answer'], problem: `no answer: ${(error as Error).message}` };
      }
      result.cases += 1;
      if (verdict.outcome === '2xx') result.success += 1;
      else if (verdict.outcome === '5xx') result.serverErrors += 1;
      else for (const code of verdict.codes) result.refusals.set(code, (result.refusals.get(code) ?? 0) + 1);
      if (verdict.problem !== undefined) found(verdict.problem);
      for (const line of target.drainErrorLog()) found(`server log: ${line.slice(0, 400)}`);

      // A stream writes after its answer began (the board's heartbeat): its writes are the success's, counted once they stop.
      const after = streamed ? await settledCounts(db, tables) : await rowCounts(db, tables);
      if (verdict.outcome !== '2xx') {
        const changes = countChanges(baseline, after);
        if (changes.length > 0) found(`a refused request wrote: ${changes.join(', ')}`);
      }
      baseline = after;

      // Keep the credentials working: a call may have ended the session, declined the policy, deleted the account.
      if (security !== 'public' && request.auth === 'valid') {
        const overridden = CREDENTIAL_HEADERS.some((name) => name in request.headers);
        const gone =
          verdict.outcome === '2xx'
            ? !(await sessionAlive(target, security))
            : !overridden && refusalCodes.some((code) => SESSION_GONE.has(code));
        if (gone) {
          await target.renew(security);
          baseline = await rowCounts(db, tables);
        }
      }
    }
    results.push(result);
    options.onOperation?.(result);
  }
  return results;
}
