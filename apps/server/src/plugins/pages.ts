import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { storefrontVersion } from '../storefront-version.ts';
import { cachedStorefrontForLocale } from '../storefront-for-locale.ts';
import { loadPageHandler } from '../ssr/page-handler.ts';
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
  const handleRequest = await loadPageHandler(config.webBuildDir);
  const origin = new URL(config.publicUrl).origin;

  // Form bodies are read here, whole and bounded (Fastify answers 413 past the
  // limit, announced or chunked, and 415 for other types), and React Router
  // parses them from memory: an action never sees a half-read or endless body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(PAGE_FORM_TYPES, { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      const storefront = await app.storefronts.get(app.businessKey);
      const response = await handleRequest(toFetchRequest(request, reply, origin), {
        storefront,
        storefrontVersion: storefrontVersion(storefront),
        storefrontForLocale: (locale) => cachedStorefrontForLocale(storefront, locale),
        nonce: request.cspNonce,
        logError: (error, message) => request.log.error({ err: error }, message),
      });
      // Pages carry a one-time nonce and depend on the language cookie and header:
      // browsers revalidate them, shared caches keep none (a route may say otherwise).
      reply.header('cache-control', PAGE_CACHE_CONTROL);
      reply.header('vary', 'Cookie, Accept-Language');
      return sendFetchResponse(reply, response);
    },
  });
}
