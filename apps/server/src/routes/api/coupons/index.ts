import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicCoupon } from '@ordina/contracts';
import { couponsUsedUp, customerHasOrdered, findCouponByCode } from '@ordina/db';
import { couponCodeCheckable, couponQualifies, couponsAutomaticFor, phoneNormalize } from '@ordina/domain';
import type { CouponCustomer } from '@ordina/domain';
import { registerEndpoint } from '../../../endpoints.ts';

/**
 * POST /api/coupons (spec §7, §5 "Coupon"; docs/decisions/015): the coupon
 * a typed code names, first, then the automatic coupons this customer
 * qualifies for — first-order ones only when no order of the same e-mail or
 * phone reached the business, none whose usage counters are at their limit
 * for this customer. A code that names no coupon, or a first-order
 * coupon for a customer who has ordered, answers an empty list (the browser
 * says "does not exist"). Whether a coupon is active now and meets its
 * minimum is the browser's message to give (the same domain rules); the
 * order is priced again on the server anyway. Never a coupon's code.
 * Limited per client address (couponRateLimit): hidden codes must not be
 * guessable at one proof of work each.
 */
function couponRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/coupons',
    { config: { rateLimit: app.couponRateLimit } },
    async (request) => {
      const body = request.body;
      await app.captcha.check(request, body.recaptchaToken);
      const db = app.database.db;
      const phone = phoneNormalize(body.phone ?? '');
      const email = body.email?.trim() ?? '';
      const known = email !== '' || phone.e164 !== null;
      const identity = { email, phoneE164: phone.e164 };
      // The same rule as the order's quote (CouponCustomer): what this answer offers, the order can take.
      const customer: CouponCustomer = {
        firstOrder: !known || !(await customerHasOrdered(db, app.businessId, identity)),
        couponsUsedUp: await couponsUsedUp(db, app.businessId, identity),
      };
      const storefront = await app.storefronts.get(app.businessKey);
      const automatic = couponsAutomaticFor(storefront.configuration.coupons, customer);

      const code = body.code?.trim() ?? '';
      if (code === '') return { data: automatic };
      const found = couponCodeCheckable(code) ? await findCouponByCode(db, app.businessId, code) : undefined;
      if (found === undefined || !couponQualifies(found, customer)) return { data: [] };
      const { code: _code, public: _public, ...visible } = found;
      const coupon: PublicCoupon = visible;
      return { data: [coupon, ...automatic.filter((c) => c.id !== coupon.id)] };
    },
  );
  done();
}

export default fp(couponRoutes, {
  name: 'coupon-routes',
  dependencies: ['db', 'storefront', 'captcha', 'rate-limit'],
  encapsulate: true,
});
