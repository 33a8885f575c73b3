import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { getBusinessKeys } from '../repositories/businesses.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { TEST_DIALECTS, openEmptyTestDatabase, type TestDatabase } from '../test/test-databases.ts';
import { runImportBusiness } from './run-import-business.ts';
import { captureOutput, REPO_ROOT } from './test/cli-harness.ts';
import { tempDirDuringTests } from '../test/temp-dir.ts';

const tempDir = tempDirDuringTests('ordina-cli-');
let goodFile: string;
let badFile: string;

beforeAll(async () => {
  goodFile = join(tempDir(), 'good.json');
  badFile = join(tempDir(), 'bad.json');
  await writeFile(goodFile, JSON.stringify(fixtureBusinessFile()));
  const bad = fixtureBusinessFile();
  bad.products[3]!.categoryId = 99;
  bad.coupons![0]!.code = 'ABC';
  await writeFile(badFile, JSON.stringify(bad));
  await writeFile(join(tempDir(), 'broken.json'), '{ "business": ');
});

describe('runImportBusiness arguments and input', () => {
  it('prints the usage and fails without exactly one file', async () => {
    for (const args of [[], ['a.json', 'b.json'], ['--help']]) {
      const output = captureOutput();
      expect(await runImportBusiness(args, ':memory:', output)).toBe(1);
      expect(output.err).toEqual([
        expect.stringMatching(/^Usage: npm run business:import -- <business-file\.json>/),
      ]);
    }
  });

  it('fails on a missing file or a file that is not JSON', async () => {
    const missing = captureOutput();
    expect(await runImportBusiness([join(tempDir(), 'nope.json')], ':memory:', missing)).toBe(1);
    expect(missing.err[0]).toMatch(/^Cannot read .*nope\.json: ENOENT/);
    const broken = captureOutput();
    expect(await runImportBusiness([join(tempDir(), 'broken.json')], ':memory:', broken)).toBe(1);
    expect(broken.err[0]).toMatch(/^Cannot read .*broken\.json: .*JSON/);
  });
});

describe.each(TEST_DIALECTS)('runImportBusiness on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });

  it('migrates, imports and prints a summary', async () => {
    const output = captureOutput();
    expect(await runImportBusiness([goodFile], database.url, output)).toBe(0);
    expect(output.err).toEqual([]);
    expect(output.out[0]).toBe(
      `Imported business "trattoria-test" (Trattoria Test) into ${database.url} [${dialect}]`,
    );
    expect(output.out[1]).toBe('  categories 3, products 5, removable items 3');
    expect(output.out[2]).toBe('  option groups 1, options 2, option items 5');
    expect(output.out[3]).toBe('  coupons 3, payment methods 2, delivery methods 2, languages 2');
    expect(output.out[4]).toBe('  timetable intervals 13, delivery zone points 4, translations 7');
    expect(await getBusinessKeys(database.db)).toEqual(['trattoria-test']);
  });

  it('prints each problem with its JSON path, imports nothing and fails', async () => {
    const bad = fixtureBusinessFile();
    bad.business.key = 'never-imported';
    bad.products[3]!.categoryId = 99;
    const file = join(tempDir(), `bad-${dialect}.json`);
    await writeFile(file, JSON.stringify(bad));
    const output = captureOutput();
    expect(await runImportBusiness([file], database.url, output)).toBe(1);
    expect(output.err).toEqual([
      `${file} is not a valid business file (1 problem); nothing was imported:`,
      '  products[3].categoryId: unknown category 99',
    ]);
    expect(await getBusinessKeys(database.db)).toEqual(['trattoria-test']);
  });
});

describe('npm run business:import (the real command)', () => {
  const run = promisify(execFile);

  it('imports into DATABASE_URL and exits 0', async () => {
    const url = `sqlite:${join(tempDir(), 'cli.sqlite')}`;
    const { stdout } = await run('npm', ['run', '--silent', 'business:import', '--', goodFile], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
    });
    expect(stdout).toContain(`Imported business "trattoria-test" (Trattoria Test) into ${url} [sqlite]`);
    const opened = openDatabase(url);
    try {
      expect(await getBusinessKeys(opened.db)).toEqual(['trattoria-test']);
    } finally {
      await opened.close();
    }
  });

  it('exits 1 and lists every problem of a bad file on stderr', async () => {
    const url = `sqlite:${join(tempDir(), 'cli-bad.sqlite')}`;
    const failure = await run('npm', ['run', '--silent', 'business:import', '--', badFile], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
    }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('  products[3].categoryId: unknown category 99');
    expect(failure?.stderr).toMatch(/ {2}coupons\[0\]\.code: .+/);
  });
});
