import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  startPaypalApiStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  STUB_WEBHOOK_ID,
  type PaypalApiStub,
} from './paypal-api-stub.ts';
import {
  startStripeApiStub,
  STUB_SECRET_KEY,
  STUB_WEBHOOK_SECRET,
  type StripeApiStub,
} from './stripe-api-stub.ts';

/** Stripe's and PayPal's API stubs, running, with the server environment that points both gateways at them. */
export interface ProviderStubs {
  stripe: StripeApiStub;
  paypal: PaypalApiStub;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts both providers' stubs (the tests of the online-payment flows use them together). */
export async function startProviderStubs(): Promise<ProviderStubs> {
  const stripe = await startStripeApiStub();
  const paypal = await startPaypalApiStub();
  return {
    stripe,
    paypal,
    env: {
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYPAL_CLIENT_ID: STUB_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: STUB_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: STUB_WEBHOOK_ID,
      PAYPAL_API_URL: paypal.url,
    },
    async close() {
      await stripe.close();
      await paypal.close();
    },
  };
}

/**
 * Both stubs for a test file's `describe`: started before its tests, closed after them. Call it
 * before the test app's hook, so the app is built once they run (their addresses in `env()`) and
 * closed before them. The getters work inside hooks and tests.
 */
export function useProviderStubs() {
  let stubs: ProviderStubs | undefined;
  beforeAll(async () => {
    stubs = await startProviderStubs();
  }, 60_000);
  afterAll(() => stubs?.close());
  const started = (): ProviderStubs => {
    if (!stubs) throw new Error('the provider stubs start in beforeAll: use them in hooks and tests');
    return stubs;
  };
  return { stripe: () => started().stripe, paypal: () => started().paypal, env: () => started().env };
}

/** Delivers a stub's signed event (`stripe.event(...)`, `paypal.event(...)`) to the app's webhook route of `provider`. */
export function postProviderWebhook(
  app: FastifyInstance,
  provider: 'stripe' | 'paypal',
  event: { body: string; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    headers: event.headers,
    payload: event.body,
  });
}
