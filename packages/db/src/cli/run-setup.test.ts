import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { runSetup } from './run-setup.ts';
import { captureOutput } from './test/cli-harness.ts';
import { tempDirDuringTests } from '../test/temp-dir.ts';

const NOW = new Date('2026-06-01T10:00:00.000Z');

const tempDir = tempDirDuringTests('ordina-setup-');

describe('npm run setup', () => {
  it('imports the business and makes its first owner, beside a business already there', async () => {
    const url = `sqlite:${join(tempDir(), 'setup.sqlite')}`;
    const demo = fixtureBusinessFile();
    demo.business.key = 'demo-gia-presente';
    await writeFile(join(tempDir(), 'demo.json'), JSON.stringify(demo));
    expect(
      await runSetup(
        [join(tempDir(), 'demo.json'), '--owner', 'demo@example.com'],
        { DATABASE_URL: url },
        captureOutput(),
        NOW,
      ),
    ).toBe(0);

    const file = join(tempDir(), 'business.json');
    await writeFile(file, JSON.stringify(fixtureBusinessFile()));
    const output = captureOutput();
    const code = await runSetup(
      [file, '--owner', 'Anna@Example.it', '--name', 'Anna', '--locale', 'en'],
      { DATABASE_URL: url, PUBLIC_URL: 'https://pizza.example' },
      output,
      NOW,
    );

    expect(output.err).toEqual([]);
    expect(code).toBe(0);
    expect(output.out[0]).toMatch(/^Imported business "trattoria-test"/);
    expect(output.out.join('\n')).toMatch(/https:\/\/pizza\.example\/gestione\/imposta-password\/\S+/);
    expect(output.out.at(-1)).toBe(
      'Next: start the server with BUSINESS_KEY=trattoria-test (README "Deploying").',
    );
    const database = openDatabase(url);
    const owner = await database.db
      .selectFrom('staff_members as s')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .select(['b.key', 's.email', 's.role', 's.name'])
      .where('s.email', '=', 'anna@example.it')
      .executeTakeFirst();
    await database.close();
    expect(owner).toEqual({ key: 'trattoria-test', email: 'anna@example.it', role: 'owner', name: 'Anna' });
  });

  it('stops at a bad business file and makes no owner', async () => {
    const url = `sqlite:${join(tempDir(), 'bad.sqlite')}`;
    const file = join(tempDir(), 'bad.json');
    await writeFile(file, JSON.stringify({ business: { key: 'x' } }));
    const output = captureOutput();
    expect(await runSetup([file, '--owner', 'a@example.com'], { DATABASE_URL: url }, output, NOW)).toBe(1);
    expect(output.err[0]).toMatch(/is not a valid business file/);
    const database = openDatabase(url);
    expect(await database.db.selectFrom('staff_members').selectAll().execute()).toEqual([]);
    await database.close();
  });

  it('prints the usage without a file or an owner', async () => {
    for (const args of [[], ['business.json'], ['--owner', 'a@example.com']]) {
      const output = captureOutput();
      expect(await runSetup(args, {}, output, NOW)).toBe(1);
      expect(output.err[0]).toMatch(/^Usage: npm run setup -- <business-file\.json> --owner <e-mail>/);
    }
  });
});
