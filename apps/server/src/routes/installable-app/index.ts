import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale, Storefront } from '@ordina/contracts';
import { languageChoose } from '@ordina/domain';
import { cookieValue } from '../../cookies.ts';
import { SHORT_CACHE } from '../../plugins/static-assets.ts';
import { APP_ICON_SIZES, appIconPng, readLogo, type AppIconSize, type LogoImage } from './app-icons.ts';
import { appIconPath, manifestIcons, webAppManifest } from './manifest.ts';
import { OFFLINE_PAGE_PATH, offlinePage } from './offline-page.ts';

/*
 * The installable storefront (issue 37, docs/decisions/069): GET /manifest.webmanifest (the pages'
 * <link rel="manifest">), the home-screen icons it lists, and the offline page the service worker
 * (/sw.js, a file of the web build) keeps. The service worker itself is a static file of the web app.
 */

/** The visitor's language: the stored choice, then Accept-Language, then the business's first. */
function requestLocale(request: FastifyRequest, storefront: Storefront): Locale {
  return languageChoose({
    stored: cookieValue(request.headers.cookie, 'ordina_locale') ?? null,
    browser: request.headers['accept-language'] ?? null,
    configured: storefront.configuration.languages,
  });
}

export default function installableAppRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  // The logo read once, and each icon made once, per logo (a new logo is a new key).
  const logos = new Map<string, Promise<LogoImage | undefined>>();
  const icons = new Map<string, Promise<Buffer | undefined>>();
  const logoOf = (path: string) => {
    let logo = logos.get(path);
    if (logo === undefined) {
      logo = readLogo(app, path).catch(() => undefined);
      logos.set(path, logo);
      // A logo the server could not read is asked again next time (it may be uploaded since).
      void logo.then((found) => (found === undefined ? logos.delete(path) : undefined));
    }
    return logo;
  };
  const iconOf = (storefront: Storefront, size: AppIconSize) => {
    const { logo } = storefront.configuration;
    const key = `${logo}\n${size}`;
    let icon = icons.get(key);
    if (icon === undefined) {
      icon = logoOf(logo).then((image) =>
        image === undefined ? undefined : appIconPng(image.bytes, size).catch(() => undefined),
      );
      icons.set(key, icon);
      void icon.then((made) => (made === undefined ? icons.delete(key) : undefined));
    }
    return icon;
  };

  app.get('/manifest.webmanifest', async (request, reply) => {
    const storefront = await app.storefronts.get(app.businessKey);
    const { logo } = storefront.configuration;
    const image = await logoOf(logo);
    const squares: AppIconSize[] = [];
    for (const size of APP_ICON_SIZES) if ((await iconOf(storefront, size)) !== undefined) squares.push(size);
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', SHORT_CACHE)
      .header('vary', 'Cookie, Accept-Language')
      .send(
        webAppManifest(storefront, requestLocale(request, storefront), manifestIcons(logo, image, squares)),
      );
  });

  for (const size of APP_ICON_SIZES) {
    app.get(appIconPath(size), async (_request, reply) => {
      const icon = await iconOf(await app.storefronts.get(app.businessKey), size);
      if (icon === undefined) return reply.status(404).header('cache-control', 'no-store').send();
      return reply.header('content-type', 'image/png').header('cache-control', SHORT_CACHE).send(icon);
    });
  }

  app.get(OFFLINE_PAGE_PATH, async (request, reply) => {
    const storefront = await app.storefronts.get(app.businessKey);
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // The service worker stores its own copy; the browser's cache keeps none (its nonce is this answer's).
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(
          offlinePage({
            locale: requestLocale(request, storefront),
            business: storefront.anagraphic.name,
            colors: storefront.configuration.colors,
            nonce: request.cspNonce,
          }),
        )
    );
  });
  done();
}
