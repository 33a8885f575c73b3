import type { Anagraphic } from './business.ts';
import type { Storefront } from './storefront.ts';

/*
 * What an error report says about whom (spec §7, docs/decisions/026): the
 * business always — company id, activity id and name — and the customer's id,
 * e-mail and full name when a user is stored (in the browser only after the
 * visitor's `errorIdentity` consent). Shared so both sides name them alike.
 */

/**
 * The browser's error reporting as the server hands it to every page
 * (SENTRY_DSN_BROWSER, SENTRY_ENVIRONMENT, SENTRY_RELEASE); the page data
 * carries null when it is off.
 */
export type BrowserErrorReporting = NonNullable<Storefront['errorReporting']>;

/** The business tags of every report. */
export interface ErrorReportTags {
  company_id: string;
  activity_id: string;
  activity_name: string;
}

/** The customer a report names: Sentry's user, the full name as its `username`. */
export interface ErrorReportUser {
  id: string;
  email: string;
  username: string;
}

/** The business tags from the business's anagraphic (`id` is the company, `idAttivita` the activity). */
export function errorReportTags(anagraphic: Pick<Anagraphic, 'id' | 'idAttivita' | 'name'>): ErrorReportTags {
  return {
    company_id: String(anagraphic.id),
    activity_id: String(anagraphic.idAttivita),
    activity_name: anagraphic.name,
  };
}

/** The customer as a report names them. */
export function errorReportUser(user: {
  id: number;
  email: string;
  name: string;
  lastname: string;
}): ErrorReportUser {
  return { id: String(user.id), email: user.email, username: `${user.name} ${user.lastname}`.trim() };
}
