import { beforeAll } from 'vitest';
import type { DialectName } from '../database.ts';
import { insertTestBusiness } from './customer-fixture.ts';
import { useTestDatabase, type TestDatabase } from './test-databases.ts';

type TwoBusinesses = { businessId: number; otherBusinessId: number };

/** A migrated test database with two empty businesses: the one under test and another it must never see. */
export type BusinessTestDatabase = TestDatabase & TwoBusinesses;

/*
 * Most repository suites check that one business never reads or changes another's rows:
 * they need a database plus the business `key` and a second one, `key-other`. This gives
 * the enclosing suite both (see useTestDatabase); call the result inside a test.
 */
export function useTestDatabaseWithBusinesses(dialect: DialectName, key: string): () => BusinessTestDatabase {
  const database = useTestDatabase(dialect);
  const inserted: Partial<TwoBusinesses> = {};
  beforeAll(async () => {
    Object.assign(inserted, await insertTwoBusinesses(database(), key));
  });
  return () => {
    const { businessId, otherBusinessId } = inserted;
    if (businessId === undefined || otherBusinessId === undefined)
      throw new Error('The test businesses exist only while the suite runs.');
    return { ...database(), businessId, otherBusinessId };
  };
}

async function insertTwoBusinesses({ db }: TestDatabase, key: string): Promise<TwoBusinesses> {
  return {
    businessId: await insertTestBusiness(db, key),
    otherBusinessId: await insertTestBusiness(db, `${key}-other`),
  };
}
