import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readTrattoria } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

// Server-rendered account pages (spec §2): the social sign-in entries and the
// titles of the pages whose content only the browser fills in.

let plain: TestApp;
let social: TestApp;

const GOOGLE_START = 'https://accounts.example.com/o/oauth2/auth?client_id=trattoria&scope=email';
const FACEBOOK_START = 'https://www.example.com/dialog/oauth?client_id=trattoria';

beforeAll(async () => {
  ensureWebBuild();
  // The test business configures no social sign-in (both routes '').
  plain = await createTestApp();
  const business = await readTrattoria();
  const configuration = business.configuration as { routes: Record<string, string> };
  configuration.routes.oauth_google = GOOGLE_START;
  configuration.routes.oauth_facebook = FACEBOOK_START;
  social = await createTestApp({ business });
});

afterAll(async () => {
  await plain.close();
  await social.close();
});

describe('social sign-in entries', () => {
  it('leave for the configured Google and Facebook sign-in addresses', async () => {
    const google = await social.app.inject({ method: 'GET', url: '/connect/google' });
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toBe(GOOGLE_START);
    const facebook = await social.app.inject({ method: 'GET', url: '/connect/facebook' });
    expect(facebook.statusCode).toBe(302);
    expect(facebook.headers.location).toBe(FACEBOOK_START);
  });

  it('answer 404 with the not-found page where the business configures none, and for other providers', async () => {
    for (const [app, url] of [
      [plain.app, '/connect/google'],
      [plain.app, '/connect/facebook'],
      [social.app, '/connect/twitter'],
      [social.app, '/connect/toString'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: 'ordina_locale=en' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body, url).toContain('Page not found');
    }
  });
});

describe('account page titles', () => {
  const title = async (url: string, locale: string) => {
    const response = await plain.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `ordina_locale=${locale}` },
    });
    expect(response.statusCode, url).toBe(200);
    return /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
  };

  it('names the order detail page, then the business', async () => {
    expect(await title('/area-personale/i-miei-ordini/12/A7K2', 'en')).toBe(
      'Order details - Trattoria Prova',
    );
    // React escapes the apostrophe of the Italian name.
    expect(await title('/area-personale/i-miei-ordini/12/A7K2', 'it')).toBe(
      'Dettaglio dell&#x27;ordine - Trattoria Prova',
    );
  });

  it('names the redirecting page, then the business', async () => {
    expect(await title('/reindirizzamento/logout', 'en')).toBe('Redirecting - Trattoria Prova');
    expect(await title('/reindirizzamento/pagamento', 'it')).toBe('Reindirizzamento - Trattoria Prova');
  });
});

describe('pages at addresses that carry a secret', () => {
  it('are never stored: the change-password page of an e-mailed code, the confirmation link, and their data requests', async () => {
    for (const url of [
      '/cambia-password/Abc_123-xyz',
      '/cambia-password/Abc_123-xyz.data',
      '/?verification_code=Abc_123',
      '/_root.data?verification_code=Abc_123',
    ]) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Other pages keep their policy (revalidated, private).
    expect((await plain.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });
});
