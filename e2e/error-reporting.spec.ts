import { request as apiRequest, type Page } from '@playwright/test';
import type { SessionUser } from '@ordina/contracts';
import { registeredUser, uniqueEmail, useSession } from './support/accounts.ts';
import { demoBusiness } from './support/demo-business.ts';
import { startEnvelopeReceiver, type EnvelopeReceiver } from './support/envelope-receiver.ts';
import { expect, test, visit } from './support/hydration.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// The browser's error reports end to end (spec §7, docs/decisions/026): a storefront of this
// file's own, started with SENTRY_DSN_BROWSER (and SENTRY_DSN) pointing at a local envelope
// receiver. A failed API call — the sign-in token's trade made to fail with a 500 — arrives
// as an envelope tagged with the business; it names the stored customer only after the
// visitor consented to `errorIdentity`; the `?token=` of the address never appears.

test.describe.configure({ mode: 'serial' });
// A server of the file's own and a registration through the dev mailbox: three times the usual time.
test.slow();

const SIGN_IN_TOKEN = 'e2e-sign-in-token-never-reported';
const FAILED_TRADE = 'API call failed: POST /api/oauth/session (500)';
const { anagraphic } = demoBusiness;

let receiver: EnvelopeReceiver;
let storefront: OwnServer;
let customer: SessionUser;

test.beforeAll(async () => {
  // Migrations and the demo import on a busy 2-core machine (~30 s), sized for one twice as slow.
  test.setTimeout(150_000);
  receiver = await startEnvelopeReceiver();
  storefront = await startOwnServer({
    business: demoBusiness,
    env: {
      SENTRY_DSN_BROWSER: receiver.dsn(42),
      SENTRY_DSN: receiver.dsn(43),
      SENTRY_ENVIRONMENT: 'e2e',
      DEV_MAILBOX: 'true',
    },
  });
  const request = await apiRequest.newContext({ baseURL: storefront.baseURL });
  customer = await registeredUser(request, uniqueEmail('errors', test.info().project.name), 'Elena');
  await request.dispose();
});

test.afterAll(async () => {
  await storefront.stop();
  await receiver.close();
});

/** Opens home with a sign-in token whose trade answers 500 (call after placing the customer's session). */
async function failSignInTrade(page: Page) {
  await page.route('**/api/oauth/session', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"data":{"errors":["GENERIC_ERROR"]}}',
    }),
  );
  await visit(page, `${storefront.baseURL}/?token=${SIGN_IN_TOKEN}`);
}

test('a failed API call is reported with the business tags, without the customer before consent', async ({
  page,
}) => {
  await useSession(page, customer);
  await failSignInTrade(page);
  // The SDK loads when the browser is idle after hydration; the report waits for it: a state, not a time.
  const event = await test.step('the envelope arrives', () =>
    receiver.waitForEvent((e) => e.message === FAILED_TRADE));
  expect(event.tags).toMatchObject({
    company_id: String(anagraphic.id),
    activity_id: String(anagraphic.idAttivita),
    activity_name: anagraphic.name,
  });
  expect(event.environment).toBe('e2e');
  expect(event.user?.id).toBeUndefined();
  expect(event.user?.email).toBeUndefined();
  const raw = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
  expect(raw).not.toContain(SIGN_IN_TOKEN);
  expect(raw).not.toContain(customer.token);
  expect(raw).not.toContain(customer.email);
});

test('after the visitor consents to errorIdentity, the report names the stored customer', async ({
  page,
}) => {
  // The consent store's format (saveConsent); set before the page loads, as the banner would have left it.
  await page.addInitScript(() => {
    localStorage.setItem(
      'ordina_consent',
      JSON.stringify({
        version: 1,
        decidedAt: Date.now(),
        purposes: { analytics: false, marketing: false, errorIdentity: true },
      }),
    );
  });
  await useSession(page, customer);
  await failSignInTrade(page);
  const event = await receiver.waitForEvent((e) => e.message === FAILED_TRADE && e.user?.email !== undefined);
  expect(event.user).toEqual({
    id: String(customer.id),
    email: customer.email,
    username: `${customer.name} ${customer.lastname}`,
  });
  expect(event.tags).toMatchObject({ company_id: String(anagraphic.id) });
  const raw = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
  expect(raw).not.toContain(SIGN_IN_TOKEN);
  expect(raw).not.toContain(customer.token);
});
