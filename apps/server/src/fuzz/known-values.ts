import { createECDH, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { EndpointKey } from '@ordina/contracts';
import { operationRoute } from '@ordina/contracts';
import { GOOD_PASSWORD } from '../plugins/auth/test/account-test-app.ts';
import { STAFF_PASSWORD } from '../test/staff-session.ts';
import { ref } from './context-ref.ts';
import type { KnownValues, ValuePath } from './schema-values.ts';
import type { SeededValues } from './target.ts';

/*
 * What a real client would put in a field, by the field's name (and, for a path's `:id`, the resource it
 * names): the signed-in customer's id in /api/secured/user/:id, an order the business has under
 * /api/staff/orders/:id, a solved captcha wherever a `recaptchaToken` or `:captcha` goes, the seeded
 * customer's e-mail. These are hints, not a list of operations: an endpoint added later is fuzzed from its
 * schemas alone, and reaches deeper once its fields' names are here. The valid whole bodies (an order,
 * a business change) are where no schema-drawn value would ever pass the handler's own rules.
 */

/** The values a client would know for the value at `path` of `key`'s request. */
export function knownValuesFor(key: EndpointKey, seeded: SeededValues): KnownValues {
  const { path: url } = operationRoute(key);
  return (path: ValuePath) => {
    const name = path.names.at(-1);
    if (name === undefined) return undefined;
    if (path.part === 'params') return knownParam(url, name, seeded);
    if (path.part === 'headers') return undefined;
    return knownField(name, seeded);
  };
}

const ids = (...values: (number | undefined)[]) =>
  fc.constantFrom(...values.filter((value): value is number => value !== undefined));

function knownParam(url: string, name: string, seeded: SeededValues): fc.Arbitrary<unknown> | undefined {
  switch (name) {
    case 'id':
      if (url.startsWith('/api/secured/user/')) return fc.constant(ref('customerId'));
      if (url.startsWith('/api/staff/orders/')) return ids(seeded.guestOrder.oid, seeded.customerOrderId);
      if (url.startsWith('/api/staff/members/'))
        return fc.oneof(fc.constant(ref('staffId')), ids(seeded.memberId));
      if (url.startsWith('/api/staff/print-jobs/')) return ids(seeded.printJobId ?? 1);
      return undefined;
    case 'addressId':
      return ids(seeded.addressId);
    case 'orderId':
      return ids(seeded.customerOrderId, seeded.guestOrder.oid);
    case 'oid':
    case 'otid':
      return ids(seeded.guestOrder.oid);
    case 'hash':
      return fc.constant(seeded.guestOrder.hash);
    case 'captcha':
      return fc.constant(ref('captcha'));
    case 'limit':
      return fc.constantFrom('1', '10', '100');
    case 'offset':
      return fc.constantFrom('0', '1', '10');
    case 'provider':
      return fc.constantFrom('google', 'facebook', 'sandbox', 'stripe', 'paypal');
    case 'method':
      return fc.constantFrom('pick_up', 'home_delivery', 'take_away');
    case 'version':
      return fc.constantFrom('1', String(seeded.businessVersion));
    case 'screenId':
      return fc.constant(seeded.screenId);
    default:
      return undefined;
  }
}

function knownField(name: string, seeded: SeededValues): fc.Arbitrary<unknown> | undefined {
  switch (name) {
    case 'recaptchaToken':
      return fc.constant(ref('captcha'));
    case 'username':
    case 'email':
      return fc.oneof(
        fc.constant(ref('customerEmail')),
        fc.constant(ref('staffEmail')),
        fc.constantFrom('nobody@lido.example', 'Anna.Neri@Example.IT'),
      );
    case 'name':
      return fc.constantFrom('Anna', 'Luca', "D'Angelo", 'Jean-Luc');
    case 'lastname':
      return fc.constantFrom('Neri', 'Rossi', 'De Luca');
    case 'phone':
      return fc.constantFrom('+39 333 123 4567', '333 1234567', '');
    case 'password':
      return fc.constantFrom(GOOD_PASSWORD, STAFF_PASSWORD, 'Nuova2026x');
    case 'orderId':
      return ids(seeded.guestOrder.oid, seeded.customerOrderId);
    case 'productId':
      return seeded.productIds.length > 0 ? fc.constantFrom(...seeded.productIds) : undefined;
    case 'code':
      return seeded.couponCodes.length > 0 ? fc.constantFrom(...seeded.couponCodes) : undefined;
    case 'place_id':
      return seeded.placeId === undefined ? undefined : fc.constant(seeded.placeId);
    case 'screenId':
      return fc.constant(seeded.screenId);
    case 'baseVersion':
      return fc.constantFrom(seeded.businessVersion, 0);
    case 'paymentTypeCode':
      return fc.constantFrom('cash_on_delivery', 'cc_on_delivery', 'online');
    default:
      return undefined;
  }
}

/**
 * A subscription as a browser's PushManager hands it over: a push service's https endpoint, the
 * browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret, base64url.
 */
const PUSH_SUBSCRIPTION = (() => {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/fuzz-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: browserKey.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
})();

/** Whole valid bodies of the operations whose handlers check more than any schema says. */
export function knownBodies(key: EndpointKey, seeded: SeededValues): fc.Arbitrary<unknown> | undefined {
  switch (key) {
    case 'POST /api/order': {
      // With no tip, or one of the business's presets or an amount (its displayed prices added up as the
      // checkout shows them, so the order goes through), a percent it does not offer, both at once.
      const body = seeded.guestOrderBody as { prices: { cart: number; coupon: number; total: number } };
      const withTip = (tip: { percent?: number; amount?: number }, cents: number) => ({
        tip,
        prices: { ...body.prices, tip: cents, total: body.prices.total + cents },
      });
      const base = body.prices.cart - body.prices.coupon;
      return fc
        .constantFrom(
          {},
          withTip({ percent: 10 }, Math.round((base * 10) / 100)),
          withTip({ amount: 150 }, 150),
          { tip: { percent: 7 } },
          { tip: { percent: 5, amount: 100 } },
        )
        .map((tip) => ({
          ...body,
          ...tip,
          other: { privacyPolicy: true, newsletterSubscription: false, recaptchaToken: ref('captcha') },
        }));
    }
    case 'POST /api/secured/user/:id/order':
      return fc.constant(seeded.customerOrderBody);
    case 'POST /api/order/:oid/:hash/push-subscription':
      return fc.constant(PUSH_SUBSCRIPTION);
    case 'PUT /api/staff/business':
      return seeded.categories.length === 0
        ? undefined
        : fc.constantFrom(...seeded.categories).map((category) => ({
            baseVersion: seeded.businessVersion,
            changes: [{ op: 'upsert', entity: 'category', value: category }],
          }));
    default:
      return undefined;
  }
}
