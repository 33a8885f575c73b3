import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { CATALOGUE_TABLES } from '../import/catalogue-rows.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { TEST_DIALECTS, openEmptyTestDatabase, type TestDatabase } from '../test/test-databases.ts';
import type { Database } from '../tables.ts';
import { runExportBusiness } from './run-export-business.ts';
import { runImportBusiness } from './run-import-business.ts';
import { captureOutput, REPO_ROOT } from './test/cli-harness.ts';
import { tempDirDuringTests } from '../test/temp-dir.ts';

/** Every catalogue row of the database's one business, without its business id, table by table. */
async function catalogueOf(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of CATALOGUE_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows
      .map(({ business_id: _business, ...row }) => row)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return result;
}

const tempDir = tempDirDuringTests('ordina-export-');
let goodFile: string;

beforeAll(async () => {
  goodFile = join(tempDir(), 'good.json');
  await writeFile(goodFile, JSON.stringify(fixtureBusinessFile()));
});

describe('runExportBusiness arguments', () => {
  it('prints the usage and fails without exactly one file', async () => {
    for (const args of [[], ['a.json', 'b.json'], ['--help'], ['a.json', '--business']]) {
      const output = captureOutput();
      expect(await runExportBusiness(args, ':memory:', output)).toBe(1);
      expect(output.err).toEqual([expect.stringMatching(/^Usage: npm run business:export -- <file\.json>/)]);
    }
  });
});

describe.each(TEST_DIALECTS)('business:export then business:import on %s', (dialect) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    first = await openEmptyTestDatabase(dialect);
    second = await openEmptyTestDatabase(dialect);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('gives the same business: the same catalogue rows, the SMS credit left out', async () => {
    expect(await runImportBusiness([goodFile], first.url, captureOutput())).toBe(0);
    const exported = join(tempDir(), `export-${dialect}.json`);
    const output = captureOutput();
    expect(await runExportBusiness([exported, '--business', 'trattoria-test'], first.url, output)).toBe(0);
    expect(output.out).toEqual([`Exported business "trattoria-test" version 1 to ${exported}`]);
    const file = JSON.parse(await readFile(exported, 'utf8')) as { messaging: Record<string, unknown> };
    expect(file.messaging).not.toHaveProperty('sms_credit');
    expect(await runImportBusiness([exported], second.url, captureOutput())).toBe(0);
    expect(await catalogueOf(second.db)).toEqual(await catalogueOf(first.db));
  });

  it('refuses an unknown business and a database of several without --business', async () => {
    const unknown = captureOutput();
    expect(
      await runExportBusiness([join(tempDir(), 'x.json'), '--business', 'nobody'], first.url, unknown),
    ).toBe(1);
    expect(unknown.err[0]).toMatch(/^No business "nobody"/);
    const other = fixtureBusinessFile();
    other.business.key = 'altra';
    const otherFile = join(tempDir(), `other-${dialect}.json`);
    await writeFile(otherFile, JSON.stringify(other));
    expect(await runImportBusiness([otherFile], first.url, captureOutput())).toBe(0);
    const several = captureOutput();
    expect(await runExportBusiness([join(tempDir(), 'y.json')], first.url, several)).toBe(1);
    expect(several.err[0]).toMatch(/holds 2 businesses \(altra, trattoria-test\)/);
  });
});

describe('npm run business:export (the real command)', () => {
  it('exports the only business of DATABASE_URL and exits 0', async () => {
    const url = `sqlite:${join(tempDir(), 'cli.sqlite')}`;
    expect(await runImportBusiness([goodFile], url, captureOutput())).toBe(0);
    const target = join(tempDir(), 'cli-export.json');
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'business:export', '--', target],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    expect(stdout).toContain(`Exported business "trattoria-test" version 1 to ${target}`);
    expect(JSON.parse(await readFile(target, 'utf8'))).toMatchObject({ business: { key: 'trattoria-test' } });
  });
});
