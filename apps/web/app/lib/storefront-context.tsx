import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Storefront } from '@ordina/contracts';

/** What every page knows without a call: the storefront, its version, its inline JSON text and the CSP nonce. */
export interface StorefrontContextValue {
  /** The storefront with the page language's translations only (the page reloads when the language changes). */
  storefront: Storefront;
  /**
   * The version of the whole storefront (`configuration_version` of
   * /api/storefront/live), inlined with it; absent only where no page carries
   * one (component tests), and then a poll asks for the whole storefront.
   */
  storefrontVersion?: string;
  /** The escaped JSON text of the initial-data script, rendered verbatim so hydration matches. */
  initialDataJson: string;
  /**
   * The inline page-messages text as the browser received it (rendered back
   * verbatim); null on the server, where the root layout builds it for the
   * page's language.
   */
  pageMessagesJson: string | null;
  /** Per-request CSP nonce on the server; empty in the browser, which never renders new inline scripts. */
  nonce: string;
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

/** Provides the storefront to the whole tree (set up once in entry.server and entry.client). */
export function StorefrontProvider({
  value,
  children,
}: {
  value: StorefrontContextValue;
  children: ReactNode;
}) {
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

function useStorefrontContext(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (value === null) throw new Error('useStorefront must be used inside <StorefrontProvider>');
  return value;
}

/** The business's storefront data (configuration, anagraphic, categories, products, options). */
export function useStorefront(): Storefront {
  return useStorefrontContext().storefront;
}

/** The storefront's version for /api/storefront/live's `?version=` ('' when unknown: the poll then returns the storefront). */
export function useStorefrontVersion(): string {
  return useStorefrontContext().storefrontVersion ?? '';
}

/**
 * Whether the browser reports errors: the server has a SENTRY_DSN_BROWSER and
 * the storefront carries it (docs/decisions/026). The consent banner then also
 * asks about reports naming the customer (docs/decisions/025).
 */
export function useErrorReportingConfigured(): boolean {
  // Without a provider (a component rendered alone in a test), error reporting is off.
  return Boolean(useContext(StorefrontContext)?.storefront.errorReporting);
}

/** The inline JSON texts, the storefront version and the CSP nonce, for the document shell. */
export function useDocumentData(): Omit<StorefrontContextValue, 'storefront' | 'storefrontVersion'> & {
  storefrontVersion: string;
} {
  const { initialDataJson, pageMessagesJson, nonce, storefrontVersion } = useStorefrontContext();
  return { initialDataJson, pageMessagesJson, nonce, storefrontVersion: storefrontVersion ?? '' };
}
