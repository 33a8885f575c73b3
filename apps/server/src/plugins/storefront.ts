import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCIAL_PROVIDERS } from '@ordina/contracts';
import type { BrowserErrorReporting, Storefront, ZoneOffsets } from '@ordina/contracts';
import type { ErrorReportingSettings } from '../config.ts';
import { defaultRelease } from '../error-reporting/release.ts';
import { loadStorefront } from '@ordina/db';
import { zoneOffsetsBetween } from '@ordina/domain';
import { socialSignInStart } from './social-sign-in.ts';
import { StorefrontCache } from '../storefront-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The businesses' storefronts (initial data of every page), cached in memory. */
    storefronts: StorefrontCache;
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
    if (on[i] === true) routes[name === 'google' ? 'oauth_google' : 'oauth_facebook'] = socialSignInStart(name);
  });
  return { ...storefront, configuration: { ...storefront.configuration, routes } };
}

/** What the pages tell the browser's error reporting (docs/decisions/026): null when SENTRY_DSN_BROWSER is unset. */
export function browserErrorReporting(settings: ErrorReportingSettings | undefined): BrowserErrorReporting | null {
  if (settings?.browserDsn === undefined) return null;
  return { dsn: settings.browserDsn, environment: settings.environment, release: settings.release ?? defaultRelease() };
}

const DAY_MS = 86_400_000;
// The table changes once a month, not at every reload of the storefront (every 30 s): it is part of the
// storefront's version, and a new version makes every open page fetch the whole storefront again. From the day
// before the month began (a page open across midnight) over 400 days: always more than a year ahead (the furthest
// delivery day or coupon date a page shows). Past its end the browser converts through Intl, still right.
const ZONE_OFFSETS_DAYS = 400;
const zoneOffsetsByMonth = new Map<string, ZoneOffsets>();

/** The business clock's offsets the browser converts times with, without Intl (docs/decisions/029). */
export function storefrontZoneOffsets(timeZone: string, now: number): ZoneOffsets {
  const today = new Date(now);
  const from = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1) - DAY_MS;
  const key = `${timeZone}|${from}`;
  let offsets = zoneOffsetsByMonth.get(key);
  if (offsets === undefined) {
    offsets = zoneOffsetsBetween(timeZone, from, from + ZONE_OFFSETS_DAYS * DAY_MS);
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
function storefront(app: FastifyInstance, options: { errorReporting?: ErrorReportingSettings }, done: () => void) {
  const errorReporting = browserErrorReporting(options.errorReporting);
  app.decorate(
    'storefronts',
    new StorefrontCache(async (businessKey) => {
      const storefront = await loadStorefront(app.database.db, businessKey);
      if (storefront === undefined) throw new Error(`Business "${businessKey}" is no longer in the database`);
      const withSignIn = withSocialSignIn(storefront, await Promise.all(SOCIAL_PROVIDERS.map(async (name) => (await app.socialSignIn.provider(name)) !== undefined)));
      return { ...withSignIn, errorReporting, zoneOffsets: storefrontZoneOffsets(storefront.configuration.time_zone, Date.now()) };
    }),
  );
  done();
}

export default fp(storefront, { name: 'storefront', dependencies: ['db', 'social-sign-in'] });
