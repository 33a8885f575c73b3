import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readTrattoria } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ensureWebBuild } from '../../test/web-build.ts';
import { SHORT_CACHE } from '../../plugins/static-assets.ts';
import { shortName } from './manifest.ts';

/*
 * The installable storefront (docs/decisions/069) through the real app and web build: the manifest
 * from the business file, the icons made from its logo, the offline page and the service worker.
 */

let server: TestApp;
let unreadableLogo: TestApp;

beforeAll(async () => {
  ensureWebBuild();
  const business = await readTrattoria();
  const configuration = business.configuration as Record<string, unknown>;
  // The demo's vector logo, a file of the web build (360 × 120: wide, with the name in it).
  server = await createTestApp({
    business: {
      ...business,
      configuration: {
        ...configuration,
        logo: '/media/demo/logo.svg',
        colors: { ...(configuration.colors as object), navbar_background: '#0B3C5D' },
      },
    },
  });
  // The fixture's logo is not a file this server has.
  unreadableLogo = await createTestApp();
});
afterAll(async () => {
  await server.close();
  await unreadableLogo.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('the web app manifest', () => {
  it('is the business’s: its name, the navbar colour as theme, its own window from the home, in the visitor’s language', async () => {
    const answer = await get(server, '/manifest.webmanifest', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(SHORT_CACHE);
    expect(answer.json()).toMatchObject({
      id: '/',
      name: 'Trattoria Prova',
      short_name: 'Trattoria',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B3C5D',
    });
    // The stored choice wins over the browser's language, as on the pages.
    const cookie = await get(server, '/manifest.webmanifest', {
      cookie: 'ordina_locale=it',
      'accept-language': 'en',
    });
    expect(cookie.json<{ lang: string }>().lang).toBe('it');
  });

  it('lists 192 and 512 px PNG squares made from the logo, and the logo itself at any size (a vector)', async () => {
    const manifest = (await get(server, '/manifest.webmanifest')).json<{ icons: unknown[] }>();
    expect(manifest.icons).toEqual([
      { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/media/demo/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    for (const size of [192, 512]) {
      const icon = await get(server, `/app-icon-${size}.png`);
      expect(icon.headers['content-type']).toBe('image/png');
      const image = sharp(icon.rawPayload);
      expect(await image.metadata()).toMatchObject({ format: 'png', width: size, height: size });
      // The corner is opaque white, the logo's own background on the pages: iOS would fill a transparent one with black.
      const { data } = await image.raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    }
  });

  it('lists only the logo when the server cannot read it, and has no icon to serve', async () => {
    const manifest = (await get(unreadableLogo, '/manifest.webmanifest')).json<{ icons: unknown[] }>();
    expect(manifest.icons).toEqual([{ src: '/media/trattoria/logo.png', purpose: 'any' }]);
    expect((await get(unreadableLogo, '/app-icon-192.png')).statusCode).toBe(404);
  });

  it('is linked from every page’s head, beside the theme colour', async () => {
    const html = (await get(server, '/')).body;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<meta name="theme-color" content="#0B3C5D"/>');
  });

  it('keeps a short name to what a home screen shows', () => {
    expect(shortName('Lido Azzurro')).toBe('Lido Azzurro');
    expect(shortName('Pizzeria da Michele al Porto')).toBe('Pizzeria da');
    expect(shortName('Supercalifragilistico')).toBe('Supercalifra');
  });
});

describe('the offline shell', () => {
  it('serves the offline page in the visitor’s language, with no script, its style allowed by the CSP nonce', async () => {
    const answer = await get(server, '/offline.html', { 'accept-language': 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const html = answer.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="">Try again</a>');
    expect(html).not.toContain('<script');
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(String(answer.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('serves the service worker at the root (scope /), allowed as a worker of this site by the CSP', async () => {
    const worker = await get(server, '/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.body).toContain("const OFFLINE_PAGE = '/offline.html';");
    // Only navigations are answered by the worker: API calls and assets go by it.
    expect(worker.body).toContain("if (event.request.mode !== 'navigate') return;");
    const csp = String((await get(server, '/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });
});
