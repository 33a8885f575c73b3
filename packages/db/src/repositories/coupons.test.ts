import { beforeAll, describe, expect, it } from 'vitest';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
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
    expect(coupon).toEqual({
      id: 1,
      code: 'PIZZA10',
      description: '10% di sconto sulle pizze',
      value: 10,
      value_mode: '%',
      free_shipping: false,
      min_order_amount: 1500,
      validity_from: '2026-01-01',
      validity_to: '2026-12-31',
      validity_hour_from: '18:00',
      validity_hour_to: '22:00',
      validity_week_days: ['fri', 'tue'],
      at_first_order: false,
      automatic_order_binding: 0,
      public: true,
      usage_limit: null,
      usage_limit_per_customer: null,
      languages: { en: { description: '10% off pizzas' } },
    });
  });

  it('finds hidden manual coupons too, ignoring surrounding spaces', async () => {
    const coupon = await findCouponByCode(database().db, businessId, '  AMICI5 ');
    expect(coupon).toMatchObject({ id: 2, code: 'Amici5', value: 500, value_mode: 'euro', public: false, usage_limit: 50, usage_limit_per_customer: 1, languages: {} });
  });

  it('finds nothing for an unknown code or another business’s code', async () => {
    expect(await findCouponByCode(database().db, businessId, 'NOPE')).toBeUndefined();
    expect(await findCouponByCode(database().db, businessId, 'ALTRO')).toBeUndefined();
    expect(await findCouponByCode(database().db, otherBusinessId, 'pizza10')).toBeUndefined();
    expect(await findCouponByCode(database().db, otherBusinessId, 'altro')).toMatchObject({ id: 1, code: 'ALTRO' });
  });
});
