import { translate, type MessageKey } from '@ordina/i18n';
import { expect, test, visit } from './support/hydration.ts';
import { registeredUser, uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { placeOrder } from './support/orders.ts';

// The installable storefront (issue 37, docs/decisions/069): the business's manifest linked from the
// head, the service worker the page services register after hydration, its offline page for a
// navigation without network, and the order page's switch for status notifications. The other
// journeys block service workers (playwright.config.ts); these allow them.

const it = (key: MessageKey) => translate('it', key);
const SHOTS = process.env.E2E_SHOTS_DIR;

test.use({ serviceWorkers: 'allow' });

test('the storefront installs: the business’s manifest, a service worker, and an offline page when the network is gone', async ({
  page,
  context,
}, testInfo) => {
  await visit(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest: unknown = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Lido Azzurro',
    short_name: 'Lido Azzurro',
    display: 'standalone',
    start_url: '/',
    lang: 'it',
    icons: [
      { src: '/app-icon-192.png', sizes: '192x192' },
      { src: '/app-icon-512.png', sizes: '512x512' },
      { src: '/media/demo/logo.svg', sizes: 'any' },
    ],
  });

  // Registered after hydration, scope the whole site; once active it keeps the offline page.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return registration?.active ? `${registration.active.scriptURL} ${registration.scope}` : null;
      }),
    )
    .toMatch(/\/sw\.js http:\/\/[^/]+\/$/);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/offline.html')))).toBe(true);

  await context.setOffline(true);
  await page.goto('/contatti').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: it('offline_page.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/contatti$/);
  await expectNoA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-${testInfo.project.name}.png` });

  // Back online, the page's one link loads the address asked for.
  await context.setOffline(false);
  await page.getByRole('link', { name: it('offline.retry') }).click();
  await expect(page.getByRole('heading', { level: 1, name: it('offline_page.title') })).toBeHidden();
  await expect(page).toHaveURL(/\/contatti$/);
});

test('the order page offers status notifications and asks the permission for them', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the customer follows the order on a phone (390×844)');
  const email = uniqueEmail('notifiche', testInfo.project.name);
  const push = await placeOrder(request, email, await registeredUser(request, email, 'Nora'));
  if (push.name !== 'OrderSended') throw new Error(`a customer's order is sent at once, not ${push.name}`);
  await context.grantPermissions(['notifications']);

  await visit(page, `/ordine/inviato/${push.params.oid}/${push.params.hash}`);
  const section = page.getByRole('region', { name: it('push_optin.title') });
  await expect(section.getByText(it('push_optin.text'))).toBeVisible();
  await expectNoA11yViolations(page);
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/opt-in-${testInfo.project.name}.png` });

  await section.getByRole('button', { name: it('push_optin.button') }).click();
  // Headless Chromium reaches no real push service: the subscription fails there and the page says so;
  // where a push service answers, the page says notifications are on (the server side is proven against a
  // local push service in apps/server/src/plugins/push/push-notifications.test.ts).
  const outcome = section.getByText(it('push_optin.on')).or(section.getByText(it('push_optin.failed')));
  await expect(outcome).toBeVisible();
  testInfo.annotations.push({ type: 'push subscription', description: (await outcome.textContent()) ?? '' });
  await expectNoA11yViolations(page);
});
