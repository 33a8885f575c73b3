import type { CouponLookupRequest } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST /api/coupons (spec §7): the coupon `code` names first (none when it names no usable one), then the customer's automatic coupons. */
export function lookupCoupons(body: CouponLookupRequest) {
  return apiCall('POST /api/coupons', { body, progress: false });
}
