import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { importBusinessFile } from '../import/import-business-file.ts';
import { migrateToLatest } from '../migrate.ts';
import { staffSecretHash } from '../staff-secrets.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { runStaffAdd } from './run-staff-add.ts';
import { captureOutput, REPO_ROOT } from './test/cli-harness.ts';

const NOW = new Date('2026-06-01T10:00:00.000Z');

const tokenOf = (link: string | undefined) =>
  decodeURIComponent(/\/gestione\/imposta-password\/([^/?\s]+)$/.exec(link ?? '')?.[1] ?? '');

describe.each(TEST_DIALECTS)('staff:add on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('creates the member and prints a one-time link valid 24 h, whose token only the hash of is stored', async () => {
    await importBusinessFile(database().db, fixtureBusinessFile());
    const output = captureOutput();
    const code = await runStaffAdd(
      ['Owner@Example.it', '--role', 'owner', '--name', 'Anna'],
      { DATABASE_URL: database().url, PUBLIC_URL: 'https://pizza.example/' },
      output,
      NOW,
    );
    expect(code).toBe(0);
    expect(output.out[0]).toBe(
      'Added owner@example.it as owner of "trattoria-test". Link to set the password (valid 24 h, once):',
    );
    expect(output.out[1]).toMatch(/^https:\/\/pizza\.example\/gestione\/imposta-password\/[\w-]{32}$/);
    const member = await database().db.selectFrom('staff_members').selectAll().executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      email: 'owner@example.it',
      name: 'Anna',
      role: 'owner',
      password_hash: null,
      locale: 'it',
    });
    const token = await database()
      .db.selectFrom('staff_password_tokens')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({
      token_hash: staffSecretHash(tokenOf(output.out[1])),
      expires_at: '2026-06-02T10:00:00.000Z',
      used_at: null,
    });
    const audit = await database().db.selectFrom('staff_audit').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: null, action: 'staff.invited' });

    // Again for the same address: a new link, the old one dead.
    const again = captureOutput();
    expect(
      await runStaffAdd(
        ['owner@example.it', '--role', 'owner'],
        { DATABASE_URL: database().url },
        again,
        NOW,
      ),
    ).toBe(0);
    expect(again.out[0]).toMatch(/is already owner of "trattoria-test": a new link/);
    expect(again.out[1]).toMatch(/^http:\/\/localhost:3000\/gestione\/imposta-password\//);
    const tokens = await database()
      .db.selectFrom('staff_password_tokens')
      .select(['token_hash', 'used_at'])
      .orderBy('created_at')
      .execute();
    expect(tokens.filter((t) => t.used_at === null).map((t) => t.token_hash)).toEqual([
      staffSecretHash(tokenOf(again.out[1])),
    ]);
  });

  it('refuses a missing role, a bad e-mail and an unknown business, writing nothing', async () => {
    const members = async () =>
      (await database().db.selectFrom('staff_members').select('email').execute()).map((m) => m.email);
    const before = await members();
    for (const args of [
      ['someone@example.it'],
      ['not-an-email', '--role', 'staff'],
      ['a@b.it', '--role', 'chef'],
      ['a@b.it', '--role', 'staff', '--locale', 'es'],
    ]) {
      const output = captureOutput();
      expect(await runStaffAdd(args, { DATABASE_URL: database().url }, output, NOW), args.join(' ')).toBe(1);
      expect(output.err[0]).toMatch(/^Usage: npm run staff:add/);
    }
    const output = captureOutput();
    expect(
      await runStaffAdd(
        ['a@b.it', '--role', 'staff', '--business', 'nowhere'],
        { DATABASE_URL: database().url },
        output,
        NOW,
      ),
    ).toBe(1);
    expect(output.err[0]).toMatch(/Name the business/);
    expect(await members()).toEqual(before);
  });
});

describe('npm run staff:add (the real command)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('prints the link on a fresh SQLite deployment', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ordina-staff-add-'));
    const url = `sqlite:${join(dir, 'ordina.sqlite')}`;
    const opened = openDatabase(url);
    await migrateToLatest(opened.db);
    await importBusinessFile(opened.db, fixtureBusinessFile());
    await opened.close();
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'staff:add', '--', 'chef@example.it', '--role', 'staff'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: url, PUBLIC_URL: 'https://pizza.example' },
      },
    );
    expect(stdout).toMatch(
      /^Added chef@example\.it as staff of "trattoria-test"\. .*\nhttps:\/\/pizza\.example\/gestione\/imposta-password\/[\w-]+\n$/,
    );
  }, 60_000);
});
