import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { createStaffMember, startStaffSession } from './staff-access.ts';
import { beginStaffTotp, disableStaffTotp, enableStaffTotp } from './staff-totp.ts';

const now = new Date('2026-12-02T10:00:00.000Z');
let serial = 0;

describe.each(TEST_DIALECTS)('a TOTP code is good once on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'staff-totp');

  async function ownerWithTotp(step: number): Promise<number> {
    const { db, businessId } = database();
    serial += 1;
    const created = await createStaffMember(db, {
      businessId,
      actorId: null,
      email: `owner-${serial}@x.it`,
      name: 'Owner',
      role: 'owner',
      locale: 'it',
      token: { hash: `h-${serial}`, expiresAt: now },
      mail: null,
      now,
    });
    if (!created.ok) throw new Error('not created');
    expect(
      await beginStaffTotp(db, { businessId, staffId: created.staffId, secret: 'JBSWY3DPEHPK3PXP', now }),
    ).toBe(true);
    expect(
      await enableStaffTotp(db, {
        businessId,
        staffId: created.staffId,
        step,
        recoveryCodeHashes: ['r1'],
        now,
      }),
    ).toBe(true);
    return created.staffId;
  }

  const signIn = (staffId: number, totpStep: number) => {
    const { db, businessId } = database();
    serial += 1;
    return startStaffSession(db, {
      businessId,
      staffId,
      idHash: `session-${serial}`,
      expiresAt: new Date('2099-01-01T00:00:00Z'),
      recoveryCodeHash: null,
      totpStep,
      now,
    });
  };

  it('spends the enabling step: a sign-in takes only a later one, each once, and writes no session for a replay', async () => {
    const staffId = await ownerWithTotp(100);
    expect(await signIn(staffId, 100)).toBe(false);
    expect(await signIn(staffId, 99)).toBe(false);
    expect(await signIn(staffId, 101)).toBe(true);
    expect(await signIn(staffId, 101)).toBe(false);
    const { db } = database();
    const sessions = await db
      .selectFrom('staff_sessions')
      .select('id_hash')
      .where('staff_id', '=', staffId)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('lets one of two sign-ins racing with one code through', async () => {
    const staffId = await ownerWithTotp(200);
    expect((await Promise.all([signIn(staffId, 201), signIn(staffId, 201)])).sort()).toEqual([false, true]);
  });

  it('disables only with an unspent step, and a new set-up starts with no step used', async () => {
    const { db, businessId } = database();
    const staffId = await ownerWithTotp(300);
    expect(await disableStaffTotp(db, { businessId, staffId, step: 300, now })).toBe(false);
    expect(await disableStaffTotp(db, { businessId, staffId, step: 301, now })).toBe(true);
    const off = await db
      .selectFrom('staff_members')
      .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    expect(off).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await beginStaffTotp(db, { businessId, staffId, secret: 'JBSWY3DPEHPK3PXP', now })).toBe(true);
    expect(
      await enableStaffTotp(db, { businessId, staffId, step: 250, recoveryCodeHashes: ['r2'], now }),
    ).toBe(true);
  });

  it("never claims a step of another business's member", async () => {
    const { db, otherBusinessId } = database();
    const staffId = await ownerWithTotp(400);
    expect(await disableStaffTotp(db, { businessId: otherBusinessId, staffId, step: 401, now })).toBe(false);
  });
});
