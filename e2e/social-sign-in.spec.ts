import type { Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { translate, type MessageKey } from '@ordina/i18n';
import { flash } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness, demoCategories } from './support/demo-business.ts';
import { expect, test, visit } from './support/hydration.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// Sign-in with Google end to end (spec §1, §2 /connect/{provider}; docs/decisions/024):
// the storefront's login drawer → /connect/google → our start → a local OpenID provider
// (oauth2-mock-server: discovery, /authorize with PKCE, /token, signed ID tokens) → our
// callback → home with a one-time token → the session → the privacy gate for a new
// account → back to the page the customer left. The demo server has no provider, so
// this file runs a storefront of its own with the demo business plus a Google client id.

const it = (key: MessageKey) => translate('it', key);
const category = demoCategories[0]!;

test.describe.configure({ mode: 'serial' });
// Each journey crosses four page loads and two servers besides the suite's: three times the usual time.
test.slow();

let provider: OAuth2Server;
let storefront: OwnServer;
let person: Record<string, unknown> = {};

test.beforeAll(async () => {
  // The file's own server starts here (migrations and the demo import: ~30 s on a busy 2-core machine); sized for one twice as slow.
  test.setTimeout(150_000);
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
    Object.assign(token.payload, person),
  );
  storefront = await startOwnServer({
    business: {
      ...demoBusiness,
      social_login: { google_client_id: 'ordina-e2e.apps.example', facebook_app_id: null },
    },
    env: { OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-secret', OAUTH_GOOGLE_ISSUER: provider.issuer.url ?? '' },
  });
});

test.afterAll(async () => {
  await storefront.stop();
  await provider.stop();
});

async function signInWithGoogle(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: it('login.title'), exact: true })
    .click();
  await page
    .locator('dialog#login-drawer')
    .getByRole('link', { name: it('login.with_google') })
    .click();
}

test('a new customer signs in with Google, accepts the privacy policy and is back on the page they left', async ({
  page,
}, testInfo) => {
  person = {
    sub: `google-${testInfo.project.name}`,
    email: `google.${testInfo.project.name}@example.com`,
    email_verified: true,
    given_name: 'Gaia',
    family_name: 'Rossi',
  };
  await visit(page, `${storefront.baseURL}/categorie/${category.slug}`);
  await signInWithGoogle(page);

  // Four page loads (ours, the provider's, ours twice) and the landing page's hydration and calls: a state, waited for as long as visit() waits for one.
  await expect(page).toHaveURL(/\/area-personale\/accetta-privacy-policy$/, { timeout: 45_000 });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: it('privacy.accept'), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/categorie/${category.slug}$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account di Gaia' })).toBeVisible();
});

test('saying no at Google lands on home with a message that says so', async ({ page }) => {
  provider.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  await visit(page, `${storefront.baseURL}/`);
  await signInWithGoogle(page);

  await expect(flash(page, it('social_sign_in.error.denied'))).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(`${storefront.baseURL}/`);
  await expectNoA11yViolations(page);
});
