import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { serverSecretGetOrCreate } from './secrets.ts';

describe.each(TEST_DIALECTS)('server secrets on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'secrets');

  it('creates a secret once and returns the stored one afterwards', async () => {
    const { db, businessId, otherBusinessId } = database();
    expect(await serverSecretGetOrCreate(db, businessId, 'auth', () => 'first')).toBe('first');
    expect(await serverSecretGetOrCreate(db, businessId, 'auth', () => 'second')).toBe('first');
    expect(await serverSecretGetOrCreate(db, otherBusinessId, 'auth', () => 'other')).toBe('other');
  });

  it('agrees on one value when several servers create it at the same moment', async () => {
    const { businessId } = database();
    const handles = [
      openDatabase(database().url),
      openDatabase(database().url),
      openDatabase(database().url),
    ];
    try {
      const values = await Promise.all(
        handles.map((h, i) => serverSecretGetOrCreate(h.db, businessId, 'race', () => `value-${i}`)),
      );
      expect(new Set(values).size).toBe(1);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
