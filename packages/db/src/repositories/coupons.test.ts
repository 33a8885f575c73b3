import { beforeAll, describe, expect, it } from 'vitest';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile, PIZZA10_SHOWN } from '../test/fixture-business.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { findCouponByCode } from './coupons.ts';

describe.each(TEST_DIALECTS)('findCouponByCode on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId: number;
  let otherBusinessId: number;

  beforeAll(async () => {
    businessId = (await importBusinessFile(database().db, fixtureBusinessFile())).businessId;
    const other = fixtureBusinessFile();
    other.business = { key: 'other-coupons', name: 'Other' };
    other.coupons = [{ id: 1, code: 'ALTRO', value: 5 }];
    otherBusinessId = (await importBusinessFile(database().db, other)).businessId;
  });

  it('finds a coupon whatever the case of the typed code, with every field and translation', async () => {
    const coupon = await findCouponByCode(database().db, businessId, 'pizza10');
    expect(coupon).toEqual({ ...PIZZA10_SHOWN, code: 'PIZZA10', public: true });
  });

  it('finds hidden manual coupons too, ignoring surrounding spaces', async () => {
    const coupon = await findCouponByCode(database().db, businessId, '  AMICI5 ');
    expect(coupon).toMatchObject({
      id: 2,
      code: 'Amici5',
      value: 500,
      value_mode: 'euro',
      public: false,
      usage_limit: 50,
      usage_limit_per_customer: 1,
      languages: {},
    });
  });

  it('finds nothing for an unknown code or another business’s code', async () => {
    expect(await findCouponByCode(database().db, businessId, 'NOPE')).toBeUndefined();
    expect(await findCouponByCode(database().db, businessId, 'ALTRO')).toBeUndefined();
    expect(await findCouponByCode(database().db, otherBusinessId, 'pizza10')).toBeUndefined();
    expect(await findCouponByCode(database().db, otherBusinessId, 'altro')).toMatchObject({
      id: 1,
      code: 'ALTRO',
    });
  });
});
