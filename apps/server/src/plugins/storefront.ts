import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCIAL_PROVIDERS } from '@ordina/contracts';
import type { BrowserErrorReporting, Operations, Storefront, ZoneOffsets } from '@ordina/contracts';
import type { ErrorReportingSettings } from '../config.ts';
import { defaultRelease } from '../error-reporting/release.ts';
import { findBusinessByKey, getStorefrontVersion, loadStorefront, readOperations } from '@ordina/db';
import { storefrontWithMenuAllergens, zoneOffsetsBetween, zoneOffsetsSpan } from '@ordina/domain';
import { socialSignInStart } from './social-sign-in.ts';
import { OperatedStorefronts, OPERATIONS_TTL_MS } from '../operated-storefronts.ts';
import { STOREFRONT_TTL_MS, StorefrontCache } from '../storefront-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The businesses' storefronts (initial data of every page) with the board's switches, cached in memory. */
    storefronts: OperatedStorefronts;
  }
}

/**
 * A provider that is on (docs/decisions/024) is where /connect/{provider}
 * leads: its `configuration.routes.oauth_*` is our own sign-in start, in
 * place of the business file's address.
 */
function withSocialSignIn(storefront: Storefront, on: readonly boolean[]): Storefront {
  const routes = { ...storefront.configuration.routes };
  SOCIAL_PROVIDERS.forEach((name, i) => {
    if (on[i] === true)
      routes[name === 'google' ? 'oauth_google' : 'oauth_facebook'] = socialSignInStart(name);
  });
  return { ...storefront, configuration: { ...storefront.configuration, routes } };
}

/** What the pages tell the browser's error reporting (docs/decisions/026): null when SENTRY_DSN_BROWSER is unset. */
export function browserErrorReporting(
  settings: ErrorReportingSettings | undefined,
): BrowserErrorReporting | null {
  if (settings?.browserDsn === undefined) return null;
  return {
    dsn: settings.browserDsn,
    environment: settings.environment,
    release: settings.release ?? defaultRelease(),
  };
}

const zoneOffsetsByMonth = new Map<string, ZoneOffsets>();

/** The business clock's offsets the browser converts times with, without Intl (docs/decisions/029), over zoneOffsetsSpan. */
export function storefrontZoneOffsets(timeZone: string, now: number): ZoneOffsets {
  const { from, to } = zoneOffsetsSpan(now);
  const key = `${timeZone}|${from}`;
  let offsets = zoneOffsetsByMonth.get(key);
  if (offsets === undefined) {
    offsets = zoneOffsetsBetween(timeZone, from, to);
    zoneOffsetsByMonth.clear();
    zoneOffsetsByMonth.set(key, offsets);
  }
  return offsets;
}

/**
 * Decorates the app with the storefront cache, reading through @ordina/db; each storefront
 * carries the browser's error reporting (`errorReporting`, in every page's initial data) and
 * its zone's offsets (`zoneOffsets`).
 */
function storefront(
  app: FastifyInstance,
  options: { errorReporting?: ErrorReportingSettings; clock?: (() => number) | undefined },
  done: () => void,
) {
  const errorReporting = browserErrorReporting(options.errorReporting);
  const clock = options.clock ?? Date.now;
  // The catalogue checks its business's stamp (latest document version and updated_at) every ~1.5 s:
  // a save on another worker or server shows within seconds, never a query per page (docs/decisions/052).
  const freshness = { stamp: (businessKey: string) => getStorefrontVersion(app.database.db, businessKey) };
  const catalogue = new StorefrontCache<Storefront>(
    async (businessKey) => {
      const storefront = await loadStorefront(app.database.db, businessKey);
      if (storefront === undefined) throw new Error(`Business "${businessKey}" is no longer in the database`);
      const withSignIn = withSocialSignIn(
        // What each product contains as offered, for the card and the menu's filter (docs/decisions/070).
        storefrontWithMenuAllergens(storefront),
        await Promise.all(
          SOCIAL_PROVIDERS.map(async (name) => (await app.socialSignIn.provider(name)) !== undefined),
        ),
      );
      return {
        ...withSignIn,
        errorReporting,
        zoneOffsets: storefrontZoneOffsets(storefront.configuration.time_zone, Date.now()),
      };
    },
    STOREFRONT_TTL_MS,
    clock,
    freshness,
  );
  const operations = new StorefrontCache<Operations>(
    async (businessKey) => {
      const business = await findBusinessByKey(app.database.db, businessKey);
      if (business === undefined) throw new Error(`Business "${businessKey}" is no longer in the database`);
      // Every stored entry with its end: the domain reads each against the clock of whoever asks.
      return readOperations(app.database.db, business.id);
    },
    OPERATIONS_TTL_MS,
    clock,
  );
  app.decorate('storefronts', new OperatedStorefronts(catalogue, operations));
  done();
}

export default fp(storefront, { name: 'storefront', dependencies: ['db', 'social-sign-in'] });
