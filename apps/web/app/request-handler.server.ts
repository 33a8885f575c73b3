import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { languageChoose } from '@ordina/domain';
import { readLocaleCookie } from './lib/locale-cookie.ts';
import type { StorefrontLoadContext, StorefrontRequestHandler } from './load-context.ts';

// Entry of the server bundle (see vite.config.ts). Building the handler here
// keeps one copy of react-router in the server process: the one this app was
// built against.
const handler = createRequestHandler(build, import.meta.env.MODE);

/** Renders a page (or answers a data/action request) for the Fastify server. */
export const handleRequest: StorefrontRequestHandler = (request, context) => handler(request, context);

/**
 * What of a page request, besides its URL and the storefront, changes the
 * page: its language, chosen as the root loader chooses it (stored cookie,
 * then Accept-Language, then the configured default). Pages carry no
 * personal data — the session lives in the browser — so the server may
 * reuse a page rendered for the same URL, language, storefront version and
 * minute (apps/server/src/ssr/page-cache.ts).
 */
export function pageVariant(request: Request, context: Pick<StorefrontLoadContext, 'storefront'>): string {
  return languageChoose({
    stored: readLocaleCookie(request.headers.get('Cookie')),
    browser: request.headers.get('Accept-Language'),
    configured: context.storefront.configuration.languages,
  });
}
