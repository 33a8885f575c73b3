// `npm run fuzz`: generated bad input on every operation of the endpoint table (issue 36), on SQLite and,
// when this machine has it, PostgreSQL. Prints one table per engine (operation, cases, 2xx, 4xx by code,
// 5xx, problems) and exits 1 when any answer broke the contract or a refused request wrote.
//
//   npm run fuzz -- --cases 1000 --seed 36 --engine sqlite,postgres --only 'POST /api/order'
import { parseArgs } from 'node:util';
import { endpoints, type EndpointKey } from '@ordina/contracts';
import type { DialectName } from '@ordina/db';
import { postgresAvailability } from '@ordina/db/test/postgres';
import { stopTestServer } from '@ordina/db/test/test-server';
import { formatReport } from './report.ts';
import { runFuzz, type OperationResult } from './run-fuzz.ts';
import { slowBodyProbe } from './slow-body.ts';
import { startFuzzTarget } from './target.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '36' },
    engine: { type: 'string', default: 'sqlite,postgres' },
    only: { type: 'string', multiple: true },
  },
});

const cases = Number(values.cases);
const seed = Number(values.seed);
if (!Number.isInteger(cases) || cases < 1 || !Number.isInteger(seed)) {
  process.stderr.write('fuzz: --cases must be a positive integer and --seed an integer\n');
  process.exit(2);
}
const only = values.only as EndpointKey[] | undefined;
const unknown = (only ?? []).filter((key) => !(key in endpoints));
if (unknown.length > 0) {
  process.stderr.write(`fuzz: not in the endpoint table: ${unknown.join(', ')}\n`);
  process.exit(2);
}
const wanted = (values.engine ?? '').split(',').filter(Boolean) as DialectName[];
const postgres = postgresAvailability();
const engines = wanted.filter((engine) => {
  if (engine !== 'postgres' || postgres.available) return true;
  process.stderr.write(`fuzz: PostgreSQL skipped: ${postgres.reason}\n`);
  return false;
});

let failed = false;
for (const dialect of engines) {
  const started = Date.now();
  const target = await startFuzzTarget(dialect);
  try {
    const results: OperationResult[] = await runFuzz(target, {
      cases,
      seed,
      only,
      onOperation: (result) =>
        process.stderr.write(
          `fuzz ${dialect}: ${result.key}: ${result.cases} cases, ${result.serverErrors} 5xx, ${result.findings.length} problems\n`,
        ),
    });
    const slow = await slowBodyProbe(target, only);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `${formatReport(results, `## fuzz on ${dialect}: seed ${seed}, ${cases} cases per operation, ${seconds} s`)}\n`,
    );
    process.stdout.write(
      `slow bodies: ${slow.operations} operations, each answered ${[...new Set(slow.statuses)].join('/')} within the request timeout; problems: ${slow.findings.length}\n`,
    );
    for (const finding of slow.findings) process.stdout.write(`  ${finding}\n`);
    failed ||= results.some((result) => result.findings.length > 0) || slow.findings.length > 0;
  } finally {
    await target.close();
  }
}
await stopTestServer();
process.exit(failed ? 1 : 0);
