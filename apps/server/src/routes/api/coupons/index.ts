import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicCoupon } from '@ordina/contracts';
import { customerHasOrdered, findCouponByCode } from '@ordina/db';
import { couponCodeCheckable, couponQualifies, couponsAutomaticFor, phoneNormalize } from '@ordina/domain';
import { registerEndpoint } from '../../../endpoints.ts';

/**
 * POST /api/coupons (spec §7, §5 "Coupon"; docs/decisions/015): the coupon
 * a typed code names, first, then the automatic coupons this customer
 * qualifies for — first-order ones only when no order of the same e-mail or
 * phone reached the business. A code that names no coupon, or a first-order
 * coupon for a customer who has ordered, answers an empty list (the browser
 * says "does not exist"). Whether a coupon is active now and meets its
 * minimum is the browser's message to give (the same domain rules); the
 * order is priced again on the server anyway. Never a coupon's code.
 * Limited per client address (couponRateLimit): hidden codes must not be
 * guessable at one proof of work each.
 */
function couponRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'POST /api/coupons', { config: { rateLimit: app.couponRateLimit } }, async (request) => {
    const body = request.body;
    await app.captcha.check(request, body.recaptchaToken);
    const db = app.database.db;
    const phone = phoneNormalize(body.phone ?? '');
    const email = body.email?.trim() ?? '';
    const firstOrder = email === '' && phone.e164 === null ? true : !(await customerHasOrdered(db, app.businessId, { email, phoneE164: phone.e164 }));
    const storefront = await app.storefronts.get(app.businessKey);
    const automatic = couponsAutomaticFor(storefront.configuration.coupons, { firstOrder });

    const code = body.code?.trim() ?? '';
    if (code === '') return { data: automatic };
    const found = couponCodeCheckable(code) ? await findCouponByCode(db, app.businessId, code) : undefined;
    if (found === undefined || !couponQualifies(found, { firstOrder })) return { data: [] };
    const { code: _code, public: _public, ...visible } = found;
    const coupon: PublicCoupon = visible;
    return { data: [coupon, ...automatic.filter((c) => c.id !== coupon.id)] };
  });
  done();
}

export default fp(couponRoutes, { name: 'coupon-routes', dependencies: ['db', 'storefront', 'captcha', 'rate-limit'], encapsulate: true });
