import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { signUpTestUser } from '../test/customer-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import {
  consumeAccountCode,
  expireUserAccountCodes,
  findAccountCode,
  insertAccountCode,
} from './verification-codes.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const TWO_HOURS_LATER = new Date('2026-03-01T12:00:00.000Z');

describe.each(TEST_DIALECTS)('account codes on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'codes');
  let userId: number;

  beforeAll(async () => {
    userId = await signUpTestUser(database().db, database().businessId, 'codes@example.com', NOW);
  });

  const insert = (
    codeHash: string,
    purpose: 'account' | 'password_reset' = 'account',
    expiresAt = TWO_HOURS_LATER,
  ) =>
    insertAccountCode(database().db, {
      businessId: database().businessId,
      purpose,
      codeHash,
      userId,
      expiresAt,
      now: NOW,
    });

  it('is used exactly once', async () => {
    const { db, businessId } = database();
    await insert('hash-once');
    expect(await consumeAccountCode(db, businessId, 'account', 'hash-once', NOW)).toEqual({ userId });
    expect(await consumeAccountCode(db, businessId, 'account', 'hash-once', NOW)).toBeUndefined();
    expect(await findAccountCode(db, businessId, 'hash-once')).toMatchObject({
      usedAt: '2026-03-01T10:00:00.000Z',
      attempts: 2,
    });
  });

  it('only for its own purpose', async () => {
    const { db, businessId } = database();
    await insert('hash-purpose', 'password_reset');
    expect(await consumeAccountCode(db, businessId, 'account', 'hash-purpose', NOW)).toBeUndefined();
    expect(await consumeAccountCode(db, businessId, 'password_reset', 'hash-purpose', NOW)).toEqual({
      userId,
    });
  });

  it('not at or after its expiry', async () => {
    const { db, businessId } = database();
    await insert('hash-expiring');
    expect(
      await consumeAccountCode(db, businessId, 'account', 'hash-expiring', TWO_HOURS_LATER),
    ).toBeUndefined();
    expect(await findAccountCode(db, businessId, 'hash-expiring')).toMatchObject({
      usedAt: null,
      attempts: 1,
    });
  });

  it('grants exactly one of many simultaneous uses', async () => {
    const { db, businessId } = database();
    await insert('hash-race');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeAccountCode(db, businessId, 'account', 'hash-race', NOW)),
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
  });

  it('expires a user’s outstanding codes of one purpose, leaving used ones and other purposes alone', async () => {
    const { db, businessId } = database();
    await insert('reset-1', 'password_reset');
    await insert('reset-2', 'password_reset');
    await insert('account-keep', 'account');
    expect(await expireUserAccountCodes(db, businessId, userId, 'password_reset', NOW)).toBe(2);
    expect(await consumeAccountCode(db, businessId, 'password_reset', 'reset-1', NOW)).toBeUndefined();
    expect(await consumeAccountCode(db, businessId, 'account', 'account-keep', NOW)).toEqual({ userId });
  });
});
