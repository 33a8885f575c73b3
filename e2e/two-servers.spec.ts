import { formatMoney } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { openDatabase } from '@ordina/db';
import { postgresAvailability } from '@ordina/db/test/postgres';
import type { APIRequestContext } from '@playwright/test';
import { captchaToken, uniqueEmail } from './support/accounts.ts';
import { it as customerText, orderOnline } from './support/checkout.ts';
import { demoBusiness, demoCategories } from './support/demo-business.ts';
import { countReactCommits } from './support/hydration.ts';
import { placeOrder } from './support/orders.ts';
import { expect, onlyInProject, test as base } from './support/restaurant-server.ts';
import { startServerPair, type ServerPair } from './support/server-pair.ts';
import { staffSignIn } from './support/staff.ts';
import { boardTablet } from './support/staff-board.ts';

// Several servers (issue 36): two server processes of one restaurant on one PostgreSQL behind a
// round-robin proxy, as deploy/compose.yaml runs them. A guest's order, its confirmation and the
// board's live stream land on different processes; the owner's price change saved through one
// shows on both; an online payment's gateway callback reaches whichever the proxy picks; and the
// two outbox loops send each e-mail once over real SMTP.

const s = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

const test = base.extend<{ pair: ServerPair }>({
  pair: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const pair = await startServerPair(demoBusiness);
      try {
        await provide(pair);
      } finally {
        await pair.stop();
      }
    },
    // A cluster and two servers' start (migrations, the demo's seed) on a busy machine: not the journey's time.
    { timeout: 120_000 },
  ],
  restaurant: async ({ pair }, provide) => {
    await provide(pair);
  },
});

onlyInProject('desktop', 'one run: the journey opens its own tablet and phone contexts');
test.skip(!postgresAvailability().available, 'needs PostgreSQL binaries (apt-get install -y postgresql)');

/** The code of the newest confirmation link the SMTP sink received for `email`. */
async function confirmationCode(pair: ServerPair, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = pair.mails.received.filter((m) => m.to.includes(email)).at(-1);
        code = /\/ordine\/convalida\/([^\s"<>]+)/.exec(mail?.text ?? '')?.[1];
        return code;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return decodeURIComponent(code ?? '');
}

test('two servers on one PostgreSQL behind a proxy: order, board, payment, back office and e-mail each once', async ({
  browser,
  pair,
}, testInfo) => {
  test.slow();
  const { context: board, page: boardPage } = await boardTablet(browser, pair);
  const phone = await browser.newContext({
    baseURL: pair.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  try {
    // A guest's order and its confirmation by the e-mailed code: each call to the next server.
    const email = uniqueEmail('due-server', testInfo.project.name);
    const push = await placeOrder(phone.request, email);
    expect(push.name).toBe('OrderToVerify');
    const verified = await phone.request.post('/api/order/verify', {
      data: {
        code: await confirmationCode(pair, email),
        other: { recaptchaToken: await captchaToken(phone.request) },
      },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const orderId = ((await verified.json()) as { data: { order: { id: number } } }).data.order.id;

    // The board's live stream is held by one process; the order reached the database through the other too.
    const toConfirm = boardPage.getByRole('region', {
      name: new RegExp(`^${s('staff_board.column.to_confirm')}`),
    });
    const card = toConfirm
      .getByRole('article')
      .filter({ has: boardPage.locator(`a[href="/gestione/ordini/${orderId}"]`) });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: s('staff_board.action.accept') }).click();
    await card
      .getByRole('button', {
        name: new RegExp(`^${s('staff_board.accept.at_slot', { time: '' }).replace('()', '')}`),
      })
      .click();
    const inPreparation = boardPage.getByRole('region', {
      name: new RegExp(`^${s('staff_board.column.in_preparation')}`),
    });
    await expect(inPreparation.locator(`a[href="/gestione/ordini/${orderId}"]`)).toBeVisible();

    // An online payment: the checkout, the gateway's page and its signed callback, through the proxy.
    const shopper = await phone.newPage();
    await countReactCommits(shopper);
    await orderOnline(shopper, testInfo.project.name);
    await shopper.getByRole('button', { name: /^Paga / }).click();
    await expect(shopper.getByText(customerText('payment.success'))).toBeVisible();

    // The owner changes a price through the proxy; each server's storefront shows it.
    await expectPriceChangeOnBothServers(pair, phone.request);

    // Both processes served, and each e-mail the outbox holds went out once, though both loops ran.
    expect(
      pair.proxy.handed.every((count) => count > 0),
      `handed ${pair.proxy.handed.join('/')}`,
    ).toBe(true);
    await expect.poll(() => countEmails(pair, 'pending'), { timeout: 30_000 }).toBe(0);
    expect(pair.mails.received.length).toBe(await countEmails(pair, 'sent'));
  } finally {
    await phone.close();
    await board.close();
  }
});

/** The owner changes a product's price through the proxy; each server's category page shows it (polled). */
async function expectPriceChangeOnBothServers(pair: ServerPair, request: APIRequestContext): Promise<void> {
  const category = demoCategories[0]!;
  const product = demoBusiness.products.find((p) => p.categoryId === category.id && p.view_on_delivery)!;
  const newPrice = (product.price ?? 0) + 70;
  const owner = await staffSignIn(request, { role: 'owner', databasePath: pair.databasePath });
  const loaded = await request.get('/api/staff/business', { headers: owner.headers });
  expect(loaded.status()).toBe(200);
  const { version, document } = (
    (await loaded.json()) as {
      data: { version: number; document: { products: { id: number }[] } };
    }
  ).data;
  const stored = document.products.find((p) => p.id === product.id)!;
  const saved = await request.put('/api/staff/business', {
    headers: owner.headers,
    data: {
      baseVersion: version,
      changes: [{ op: 'upsert', entity: 'product', value: { ...stored, price: newPrice } }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const upstream of pair.upstreams) {
    await expect
      .poll(async () => (await request.get(`${upstream}/categorie/${category.slug}`)).text(), {
        timeout: 10_000,
        intervals: [250],
      })
      .toContain(formatMoney(newPrice, 'it'));
  }
}

/** The outbox's e-mails in `status`, read from the shared database. */
async function countEmails(pair: ServerPair, status: 'pending' | 'sent'): Promise<number> {
  const database = openDatabase(pair.databasePath);
  try {
    const rows = await database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('channel', '=', 'email')
      .where('status', '=', status)
      .execute();
    return rows.length;
  } finally {
    await database.close();
  }
}
