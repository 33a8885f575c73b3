import type { Storefront } from '@ordina/contracts';

/** The window event the footer's "Cookie preferences" sends; the consent code (loaded after hydration) opens its dialog on it. */
export const CONSENT_PREFERENCES_EVENT = 'ordina:consent-preferences';

/**
 * Whether anything asks for the visitor's consent: a GA4 or Meta pixel id in
 * the configuration, or error reporting in the browser. A cheap first look
 * (any non-blank id) on every page's first load; the consent code checks the
 * ids' formats itself. The parameter names are those of
 * lib/analytics/tracking-params.ts, written out: importing that module here
 * would be one more file on every first load.
 */
export function consentNeeded(
  params: Storefront['configuration']['params'],
  errorReporting: boolean,
): boolean {
  return (
    errorReporting ||
    params.some(
      (p) =>
        (p.param_name === 'GA4_MEASUREMENT_ID' || p.param_name === 'META_PIXEL_ID') && p.value.trim() !== '',
    )
  );
}

/** Asks the consent code for its preferences dialog (the footer's "Cookie preferences"). */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT));
}
