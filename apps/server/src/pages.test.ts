import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorefront } from '@ordina/db';
import { PAGE_BODY_LIMIT_BYTES, PAGE_CACHE_CONTROL } from './plugins/pages.ts';
import { storefrontZoneOffsets } from './plugins/storefront.ts';
import { storefrontVersion } from './storefront-version.ts';
import { storefrontForLocale } from './storefront-for-locale.ts';
import { IMMUTABLE_CACHE, SHORT_CACHE } from './plugins/static-assets.ts';
import { expectGenericError, FORM_TYPE, postRaw } from './test/inject.ts';
import { createTestApp, readTrattoria } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

let server: TestApp;

beforeAll(async () => {
  ensureWebBuild();
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

async function page(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

/** The language chooser's form post, as a browser without JavaScript sends it. */
function postLingua(payload: string | Readable) {
  return postRaw(server.app, '/lingua', FORM_TYPE, payload);
}

/** The text of the inline script with this id, up to the first `</script>` (where a browser would end it). */
function inlineScript(html: string, id: string): string {
  const start = html.indexOf(`<script id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  const open = html.indexOf('>', start) + 1;
  return html.slice(open, html.indexOf('</script>', open));
}

describe('home page (server-rendered)', () => {
  it('shows the business name and its categories with their orderable product counts', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Home - Trattoria Prova</title>');
    expect(html).toMatch(/<h1[^>]*>Trattoria Prova<\/h1>/);
    expect(html).toContain('Primi piatti');
    expect(html).toContain('Dolci');
    // Lasagne is menu-only (view_on_delivery false): two orderable first courses, one dessert.
    expect(html).toContain('2 prodotti');
    expect(html).toContain('1 prodotto');
    expect(html).toContain('href="/categorie/primi-piatti"');
  });

  it('carries the storefront once, in the page language, as inline initial data with the storefront version', async () => {
    const html = (await page('/')).body;
    const inline = JSON.parse(inlineScript(html, 'initial-data')) as unknown;
    const storefront = await loadStorefront(server.app.database.db, 'trattoria-prova');
    if (storefront === undefined) throw new Error('the test business is missing');
    // The server's storefront plugin adds the browser's error reporting (none configured here: null), the
    // business clock's offsets table (docs/decisions/029) and the board's switches (none set: docs/decisions/046).
    const served = {
      ...storefront,
      errorReporting: null,
      zoneOffsets: storefrontZoneOffsets(storefront.configuration.time_zone, Date.now()),
      operations: { pause: null, busy: null, soldOut: [] },
    };
    expect(inline).toEqual(storefrontForLocale(served, 'it'));
    expect(html).toContain(
      `<script id="initial-data" type="application/json" data-version="${storefrontVersion(served)}"`,
    );
    // Product names appear nowhere else on the home page: the data is not duplicated in loader data.
    expect(html.split('Tortellini in brodo').length - 1).toBe(1);
  });

  it('in English carries the English translations and no other language’s', async () => {
    const html = (await page('/', { cookie: 'ordina_locale=en' })).body;
    const inline = JSON.parse(inlineScript(html, 'initial-data')) as {
      categories: { name: string; languages: Record<string, unknown> }[];
    };
    const firstCourses = inline.categories.find((category) => category.name === 'Primi piatti');
    expect(firstCourses?.languages).toEqual({ en: { name: 'First courses' } });
    const languagesUsed = new Set(inline.categories.flatMap((category) => Object.keys(category.languages)));
    expect([...languagesUsed]).toEqual(['en']);
  });

  it('puts the stylesheet in <head> before any module preload, so the render-blocking CSS is fetched first', async () => {
    const html = (await page('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheet = head.search(/<link[^>]*rel="stylesheet"/);
    expect(stylesheet).toBeGreaterThan(-1);
    const firstModulePreload = html.indexOf('rel="modulepreload"');
    expect(firstModulePreload).toBeGreaterThan(-1);
    expect(stylesheet).toBeLessThan(firstModulePreload);
  });

  it('sets the business colours as CSS variables', async () => {
    const html = (await page('/')).body;
    expect(html).toMatch(
      /<style nonce="[^"]+">:root\{--brand-primary:#123456;--brand-secondary:#654321;--brand-navbar-background:#0a0b0c;/,
    );
  });

  it('shows the privacy-policy link in the page language', async () => {
    expect((await page('/')).body).toContain('href="/privacy/it.html"');
    expect((await page('/', { cookie: 'ordina_locale=en' })).body).toContain('href="/privacy/en.html"');
  });

  it('is private to the visitor and varies with the language inputs', async () => {
    const response = await page('/', { 'accept-encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']),
    );
  });

  it.each(['/', '/concludi-ordine', '/pagina-che-non-esiste'])(
    'sends a phone browser %s as one whole document: no hidden segments for React to reveal and hydrate later (decision 032)',
    async (url) => {
      const phone =
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
      const html = (await page(url, { 'user-agent': phone })).body;
      // React Router's data scripts sit in place, closed, inside the document's own markup.
      expect(html).toContain('window.__reactRouterContext.streamController.close();');
      expect(html).not.toMatch(/<div hidden id="S:\d+">/);
      expect(html).not.toContain('$RC(');
      expect(html).not.toContain('<!--$?-->');
    },
  );

  it('answers HEAD without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('inline data escaping', () => {
  it('keeps a hostile product name inside the initial-data script', async () => {
    const business = await readTrattoria();
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    business.products[0]!.name = hostile;
    const hostileServer = await createTestApp({ business });
    try {
      const html = (await hostileServer.app.inject({ method: 'GET', url: '/' })).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!-- &');
      const inline = inlineScript(html, 'initial-data');
      expect(inline).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      const storefront = JSON.parse(inline) as { products: { id: number; name: string }[] };
      expect(storefront.products.find((p) => p.id === 11)?.name).toBe(hostile);
    } finally {
      await hostileServer.close();
    }
  });
});

describe('content security policy', () => {
  it('sends a strict policy whose nonce every inline script and style carries', async () => {
    const response = await page('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("img-src 'self' data: https://*.tile.openstreetmap.org");
    // Workers (the checkout's proof of work) only from our own files.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of response.body.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('uses a new nonce for every request', async () => {
    const first = String((await page('/')).headers['content-security-policy']);
    const second = String((await page('/')).headers['content-security-policy']);
    expect(first).not.toBe(second);
  });

  it("reuses a rendered page (ssr/page-cache.ts) with each answer's own nonce in its policy and every tag, and no other", async () => {
    const nonceOf = (csp: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1] ?? 'missing';
    const first = await page('/menu');
    const second = await page('/menu');
    const [firstNonce, secondNonce] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(firstNonce).not.toBe(secondNonce);
    const tags = second.body.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(4);
    for (const tag of tags) expect(tag).toContain(`nonce="${secondNonce}"`);
    expect(second.body).not.toContain(firstNonce);
    // The same page but for the nonce: the second answer came from the first render.
    expect(second.body.split(secondNonce).join('N')).toBe(first.body.split(firstNonce).join('N'));
  });
});

describe('language', () => {
  it('follows the stored choice, then Accept-Language, then the default configured language', async () => {
    expect((await page('/')).body).toContain('<html lang="it">');
    expect((await page('/', { 'accept-language': 'en-GB,en;q=0.9' })).body).toContain('<html lang="en">');
    expect((await page('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).body).toContain(
      '<html lang="en">',
    );
    expect((await page('/', { cookie: 'ordina_locale=en', 'accept-language': 'it' })).body).toContain(
      '<html lang="en">',
    );
    // French is not configured for this business: the cookie is ignored.
    expect((await page('/', { cookie: 'ordina_locale=fr' })).body).toContain('<html lang="it">');
  });

  it('translates entity names with their languages entry, falling back to the name', async () => {
    const body = (await page('/', { cookie: 'ordina_locale=en' })).body;
    // The rendered page, without the inline data.
    const html = body.slice(0, body.indexOf('<script id="initial-data"'));
    expect(html).toContain('First courses');
    expect(html).not.toContain('Primi piatti');
    expect(html).toContain('Dolci');
    expect(html).toContain('2 products');
  });

  it('stores a choice posted to /lingua and goes back to the page', async () => {
    const response = await postLingua('locale=en&redirectTo=%2Fcategorie%2Fdolci%3Fa%3D1');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/categorie/dolci?a=1');
    expect(response.headers['set-cookie']).toEqual([
      'ordina_locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it.each(['%', '%E0%A4%A'])(
    'ignores a malformed language cookie (%s) on / and /menu: the default language, never a 500',
    async (value) => {
      for (const url of ['/', '/menu']) {
        const response = await page(url, { cookie: `ordina_locale=${value}` });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<html lang="it">');
      }
    },
  );

  it.each([
    [
      'a tab, which browsers strip to //evil.example (redirectTo=/%09/evil.example)',
      'redirectTo=/%09/evil.example',
    ],
    ['a newline', 'redirectTo=%2F%0A%2Fevil.example'],
    ['CR LF and a header', 'redirectTo=%2Fa%0D%0ASet-Cookie%3A%20x%3D1'],
    ['NUL', 'redirectTo=%2Fa%00b'],
    ['U+2028', 'redirectTo=%2Fa%E2%80%A8b'],
    ['a backslash', 'redirectTo=%2F%5Cevil.example'],
  ])('goes home instead of a redirectTo with %s', async (_label, field) => {
    const response = await postLingua(`locale=en&${field}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']).toEqual([
      'ordina_locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('never redirects off the site and ignores an unconfigured language', async () => {
    const response = await postLingua('locale=fr&redirectTo=%2F%2Fevil.example%2F');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('page form posts', () => {
  it('refuses a body over the limit, announced or chunked, and keeps serving', async () => {
    const big = 'locale=en&redirectTo=%2F&pad=' + 'x'.repeat(PAGE_BODY_LIMIT_BYTES);
    expectGenericError(await postLingua(big), 413);
    const chunked = await postLingua(Readable.from([big.slice(0, 40_000), big.slice(40_000)]));
    expectGenericError(chunked, 413);
    expect(chunked.headers['set-cookie']).toBeUndefined();
    expect((await page('/')).statusCode).toBe(200);
  });

  it.each([
    ['JSON', 'application/json', '{"locale":"en","redirectTo":"/"}', 415],
    ['text', 'text/plain', 'locale=en', 415],
    ['XML', 'application/xml', '<lingua><locale>en</locale></lingua>', 415],
    ['no content type', undefined, 'locale=en', 415],
    [
      'a multipart body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n--y',
      400,
    ],
    ['a multipart body without a boundary', 'multipart/form-data', 'locale=en', 400],
  ] as const)(
    'refuses %s posted to /lingua with a 4xx in the error envelope, setting nothing',
    async (_label, type, payload, status) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/lingua',
        headers: type === undefined ? {} : { 'content-type': type },
        payload,
      });
      expectGenericError(response, status);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );
});

describe('not found', () => {
  it('renders a real 404 page for an unknown path', async () => {
    const response = await page('/no/such/page', { cookie: 'ordina_locale=en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Page not found - Trattoria Prova</title>');
    expect(response.body).toContain('href="/"');
  });

  it('gives the 404 page of an unknown category its title too (the root error boundary renders it)', async () => {
    const response = await page('/categorie/no-such-category', { cookie: 'ordina_locale=en' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found - Trattoria Prova</title>');
  });
});

describe('static assets', () => {
  it('serves hashed assets as immutable and precompressed', async () => {
    const script = readdirSync(join(server.config.webBuildDir, 'client/assets')).find(
      (f) => f.startsWith('entry.client-') && f.endsWith('.js'),
    );
    expect(script).toBeDefined();
    const response = await server.app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves other public files with a short cache', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/demo/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHORT_CACHE);
  });

  // Issue 31 item 14: browsers and crawlers ask for /favicon.ico by convention; it was a 404 (and an error line) each time.
  it('answers /favicon.ico with a real icon, briefly cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/icon/);
    expect(response.headers['cache-control']).toBe(SHORT_CACHE);
    // An ICO header (reserved 0, type 1) with at least one image.
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(response.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('compresses pages on the fly', async () => {
    const response = await page('/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
