import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { signUpTestUser } from '../test/customer-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import {
  extendSession,
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './sessions.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const IN_A_DAY = new Date('2026-03-02T10:00:00.000Z');

describe.each(TEST_DIALECTS)('sessions on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'sessions');
  let userId: number;
  const user = (email: string) => signUpTestUser(database().db, database().businessId, email, NOW);

  beforeAll(async () => {
    userId = await user('anna@example.com');
  });

  it('finds a live session with its user', async () => {
    const { db, businessId } = database();
    await insertSession(db, { id: 's-live', businessId, userId, expiresAt: IN_A_DAY, now: NOW });
    const found = await findLiveSession(db, businessId, 's-live', NOW);
    expect(found?.session).toEqual({
      id: 's-live',
      businessId,
      userId,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-02T10:00:00.000Z',
    });
    expect(found?.user).toMatchObject({ id: userId, email: 'anna@example.com', name: 'Anna' });
  });

  it('does not find a session of another business, an unknown one, or one past its expiry', async () => {
    const { db, businessId, otherBusinessId } = database();
    expect(await findLiveSession(db, otherBusinessId, 's-live', NOW)).toBeUndefined();
    expect(await findLiveSession(db, businessId, 'nope', NOW)).toBeUndefined();
    expect(await findLiveSession(db, businessId, 's-live', IN_A_DAY)).toBeUndefined();
  });

  it('extends a live session and refuses to extend a revoked one', async () => {
    const { db, businessId } = database();
    await insertSession(db, { id: 's-extend', businessId, userId, expiresAt: IN_A_DAY, now: NOW });
    const later = new Date('2026-03-03T10:00:00.000Z');
    expect(await extendSession(db, businessId, 's-extend', later, NOW)).toBe(true);
    expect((await findLiveSession(db, businessId, 's-extend', IN_A_DAY))?.session.expiresAt).toBe(
      '2026-03-03T10:00:00.000Z',
    );
    expect(await revokeSession(db, businessId, 's-extend', NOW)).toBe(true);
    expect(await revokeSession(db, businessId, 's-extend', NOW)).toBe(false);
    expect(await extendSession(db, businessId, 's-extend', later, NOW)).toBe(false);
    expect(await findLiveSession(db, businessId, 's-extend', NOW)).toBeUndefined();
  });

  it('revokes every session of one user and no one else’s', async () => {
    const { db, businessId } = database();
    const other = await user('other@example.com');
    await insertSession(db, { id: 's-a', businessId, userId: other, expiresAt: IN_A_DAY, now: NOW });
    await insertSession(db, { id: 's-b', businessId, userId: other, expiresAt: IN_A_DAY, now: NOW });
    await insertSession(db, { id: 's-keep', businessId, userId, expiresAt: IN_A_DAY, now: NOW });
    expect(await revokeUserSessions(db, businessId, other, NOW)).toBe(2);
    expect(await findLiveSession(db, businessId, 's-a', NOW)).toBeUndefined();
    expect(await findLiveSession(db, businessId, 's-b', NOW)).toBeUndefined();
    expect(await findLiveSession(db, businessId, 's-keep', NOW)).toBeDefined();
  });

  it('does not find the session of a deleted user', async () => {
    const { db, businessId } = database();
    const gone = await user('gone@example.com');
    await insertSession(db, { id: 's-gone', businessId, userId: gone, expiresAt: IN_A_DAY, now: NOW });
    await db.updateTable('users').set({ deleted_at: NOW.toISOString() }).where('id', '=', gone).execute();
    expect(await findLiveSession(db, businessId, 's-gone', NOW)).toBeUndefined();
  });
});
