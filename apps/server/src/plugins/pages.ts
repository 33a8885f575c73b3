import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { storefrontVersion } from '../storefront-version.ts';
import { cachedStorefrontForLocale } from '../storefront-for-locale.ts';
import { loadPageHandler } from '../ssr/page-handler.ts';
import { PageCache } from '../ssr/page-cache.ts';
import { sendFetchResponse, toFetchRequest } from '../ssr/fetch-bridge.ts';

/** Cache policy of rendered pages unless their route sets one. */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** Form posts to pages are small (language choice, login forms); anything larger is refused unread. */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/** What a page form may post (HTML forms); any other body is refused with 415 before React Router sees it. */
export const PAGE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Every path no other route claims goes to React Router: server-rendered
 * pages, their data requests and form actions. Registered without
 * fastify-plugin so its body handling stays inside this scope.
 */
export default async function pages(app: FastifyInstance, { config }: { config: Config }) {
  const { handleRequest, pageVariant } = await loadPageHandler(config.webBuildDir);
  const origin = new URL(config.publicUrl).origin;
  const pageCache = new PageCache();

  // Form bodies are read here, whole and bounded (Fastify answers 413 past the
  // limit, announced or chunked, and 415 for other types), and React Router
  // parses them from memory: an action never sees a half-read or endless body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    PAGE_FORM_TYPES,
    { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      const storefront = await app.storefronts.get(app.businessKey);
      const version = storefrontVersion(storefront);
      const fetchRequest = toFetchRequest(request, reply, origin);
      const render = (nonce: string, pageRequest: Request) =>
        handleRequest(pageRequest, {
          storefront,
          storefrontVersion: version,
          storefrontForLocale: (locale) => cachedStorefrontForLocale(storefront, locale),
          nonce,
          logError: (error, message) => {
            request.log.error({ err: error }, message);
            app.reportServerError(error, request);
          },
          logRefusal: (statusCode, reason) =>
            request.log.info({ statusCode, reason }, 'page request refused'),
        });
      // GETs are answered from the page cache (ssr/page-cache.ts): one render per URL, language, version and minute.
      // That render must not stop when the visitor who asked first leaves, so it gets a request without their abort signal.
      const response =
        fetchRequest.method === 'GET'
          ? await pageCache.answer(
              `${fetchRequest.url}\n${pageVariant(fetchRequest, { storefront })}\n${version}`,
              request.cspNonce,
              (nonce) =>
                render(
                  nonce,
                  new Request(fetchRequest.url, { method: 'GET', headers: fetchRequest.headers }),
                ),
            )
          : await render(request.cspNonce, fetchRequest);
      // Pages carry a one-time nonce and depend on the language cookie and header:
      // browsers revalidate them, shared caches keep none (a route may say otherwise).
      reply.header('cache-control', PAGE_CACHE_CONTROL);
      reply.header('vary', 'Cookie, Accept-Language');
      if (response instanceof Response) return sendFetchResponse(reply, response);
      reply.status(response.status);
      for (const [name, value] of response.headers) reply.header(name, value);
      return reply.send(response.body);
    },
  });
}
