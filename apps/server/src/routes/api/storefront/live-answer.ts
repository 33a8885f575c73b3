import type { Locale, Storefront } from '@ordina/contracts';
import { storefrontSchema } from '@ordina/contracts';
import { cachedStorefrontForLocale } from '../../../storefront-for-locale.ts';

/*
 * The JSON of a /live answer, built by hand around a cached storefront: the
 * storefront (~90 KB whole, ~40 KB in one language) is checked against its
 * schema and serialised once per loaded storefront and language, not once per
 * poll — anyone may ask for it with a stale ?version=, so it must cost no
 * more than copying a string. The small time-dependent state is checked and
 * serialised once a minute (storefrontLiveStateJson in live-state.ts).
 */

const serialised = new WeakMap<Storefront, Map<Locale | 'all', string>>();

/** The storefront's JSON as the answer carries it: trimmed to `locale` when given, checked by `storefrontSchema`; one string per storefront object and language. */
export function storefrontJson(storefront: Storefront, locale: Locale | undefined): string {
  let byLocale = serialised.get(storefront);
  if (byLocale === undefined) {
    byLocale = new Map();
    serialised.set(storefront, byLocale);
  }
  const key = locale ?? 'all';
  let json = byLocale.get(key);
  if (json === undefined) {
    json = JSON.stringify(
      storefrontSchema.parse(
        locale === undefined ? storefront : cachedStorefrontForLocale(storefront, locale),
      ),
    );
    byLocale.set(key, json);
  }
  return json;
}

/** `{ data: { ...state, storefront? } }` as JSON text, from the state's checked JSON (storefrontLiveStateJson) and `storefrontJson`'s string. */
export function liveAnswerJson(stateJson: string, storefront?: string): string {
  if (storefront === undefined) return `{"data":${stateJson}}`;
  // The state is a JSON object: its closing brace makes way for one more member.
  return `{"data":${stateJson.slice(0, -1)},"storefront":${storefront}}}`;
}

/**
 * The weak validator of a /live answer: the same storefront version, the same
 * kind of answer (the state only, or with the storefront in one language or
 * all) and the same minute give the same state — only serverTime moves.
 */
export function liveEtag(version: string, storefrontLocale: Locale | 'all' | null, at: Date): string {
  return `W/"${version}-${storefrontLocale ?? 'state'}-${Math.floor(at.getTime() / 60_000)}"`;
}

/** Whether an If-None-Match header names this validator (weak comparison, as RFC 9110 §13.1.2 asks for GET), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
