import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { runImportBusiness } from './run-import-business.ts';
import { runBackup, runRestore } from './run-backup.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { captureOutput, REPO_ROOT } from './test/cli-harness.ts';
import { tempDirDuringTests } from '../test/temp-dir.ts';

const run = promisify(execFile);

const tempDir = tempDirDuringTests('ordina-backup-cli-');

describe('backup and restore arguments', () => {
  it('prints the usage without exactly one file', async () => {
    for (const args of [[], ['a', 'b'], ['--help']]) {
      const output = captureOutput();
      expect(await runBackup(args, ':memory:', output)).toBe(1);
      expect(output.err).toEqual([expect.stringMatching(/^Usage: npm run backup -- <backup-file>/)]);
    }
  });

  it('restores only when told --replace, so a mistyped backup never overwrites the database', async () => {
    for (const args of [['a.backup'], ['a.backup', 'b.backup', '--replace'], ['--replace']]) {
      const output = captureOutput();
      expect(await runRestore(args, ':memory:', output)).toBe(1);
      expect(output.err).toEqual([
        expect.stringMatching(/^Usage: npm run restore -- <backup-file> --replace/),
      ]);
    }
  });

  it('says why a restore is refused and exits 1', async () => {
    const output = captureOutput();
    expect(
      await runRestore(
        [join(tempDir(), 'none.backup'), '--replace'],
        `sqlite:${join(tempDir(), 'x.sqlite')}`,
        output,
      ),
    ).toBe(1);
    expect(output.err[0]).toMatch(/^The backup .*none\.backup does not exist$/);
  });
});

describe('npm run backup / npm run restore (the real commands)', () => {
  it('backs up the database of DATABASE_URL and restores it after a change', async () => {
    const url = `sqlite:${join(tempDir(), 'cli.sqlite')}`;
    const businessFile = join(tempDir(), 'business.json');
    await writeFile(businessFile, JSON.stringify(fixtureBusinessFile()));
    expect(await runImportBusiness([businessFile], url, captureOutput())).toBe(0);
    const backup = join(tempDir(), 'cli.backup');
    const env = { ...process.env, DATABASE_URL: url };

    const backedUp = await run('npm', ['run', '--silent', 'backup', '--', backup], { cwd: REPO_ROOT, env });
    expect(backedUp.stdout).toContain(`to ${backup}`);

    const changed = openDatabase(url);
    await changed.db.deleteFrom('products').execute();
    await changed.close();

    const restored = await run('npm', ['run', '--silent', 'restore', '--', backup, '--replace'], {
      cwd: REPO_ROOT,
      env,
    });
    expect(restored.stdout).toContain(`from ${backup}`);
    const after = openDatabase(url);
    const products = await after.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await after.close();
    expect(Number(products.n)).toBe(fixtureBusinessFile().products.length);
  });
});
