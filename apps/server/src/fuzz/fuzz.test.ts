import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { formatReport } from './report.ts';
import { ALL_OPERATIONS, runFuzz } from './run-fuzz.ts';
import { slowBodyProbe } from './slow-body.ts';
import { startFuzzTarget, type FuzzTarget } from './target.ts';

/*
 * The fixed-seed slice of `npm run fuzz` (issue 36 "Generated bad input on every operation"): every
 * operation of the endpoint table — one test each, so an endpoint added later is in this list — gets
 * generated requests on the real app and database; each answer must be a declared success or a declared
 * spec code with a 4xx (never a 5xx, never an error in the server's log), and a refused request must leave
 * the row count of every table as it was. Then a slow body on every operation that takes one must be
 * answered by the request timeout. SQLite gets the larger slice; PostgreSQL a smaller one (its server is
 * shared with the other database suites of the run).
 */

const SEED = 36;
const CASES = { sqlite: 30, postgres: 8 } as const;

describe.each(TEST_DIALECTS)('generated bad input on %s', (dialect) => {
  let target: FuzzTarget | undefined;
  beforeAll(async () => {
    target = await startFuzzTarget(dialect);
  }, 120_000);
  afterAll(() => target?.close());

  const running = () => {
    if (target === undefined) throw new Error('the fuzz target runs only while the suite runs');
    return target;
  };

  it.each(ALL_OPERATIONS)('%s keeps its contract', async (key) => {
    const results = await runFuzz(running(), { cases: CASES[dialect], seed: SEED, only: [key] });
    const findings = results.flatMap((result) => result.findings);
    expect(findings, formatReport(results, key, 20)).toEqual([]);
    expect(results[0]?.cases).toBe(CASES[dialect]);
  });

  it('answers a slow body on every operation with the request timeout, writing nothing', async () => {
    const slow = await slowBodyProbe(running());
    expect(slow.findings).toEqual([]);
    expect(slow.operations).toBeGreaterThan(0);
    expect(slow.statuses).toHaveLength(slow.operations);
  }, 60_000);
});
