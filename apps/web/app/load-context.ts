import type { Locale, Storefront } from '@ordina/contracts';

/**
 * What the server hands to every page request (React Router's load context).
 * The Fastify server in apps/server builds it; it imports this type only.
 */
// A type alias (not an interface) so it fits React Router's index-signature AppLoadContext.
export type StorefrontLoadContext = {
  /** The business this deployment serves, as loaded (and cached) by the server. */
  storefront: Storefront;
  /** The storefront's version: the `configuration_version` /api/storefront/live reports for it. */
  storefrontVersion: string;
  /** The storefront with only `locale`'s translations (what a page in that language inlines), the same object per locale. */
  storefrontForLocale(locale: Locale): Storefront;
  /** The per-request CSP nonce every inline script and style must carry. */
  nonce: string;
  /** Logs a failure of this request in the server's log (with its request id), at error level, and reports it. */
  logError(error: unknown, message: string): void;
  /** Logs a client's mistake the page answered with a 4xx `status` (no such page, a wrong method): info, never reported. */
  logRefusal(status: number, reason: string): void;
};

/** The page handler the server build exports: a Fetch request in, a Fetch response out. */
export type StorefrontRequestHandler = (
  request: Request,
  context: StorefrontLoadContext,
) => Promise<Response>;

declare module 'react-router' {
  // Loaders and entry.server read the load context through this type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
}

/** The language (or other variant) a page request renders in; see request-handler.server.ts. */
export type PageVariantFunction = (
  request: Request,
  context: Pick<StorefrontLoadContext, 'storefront'>,
) => string;
