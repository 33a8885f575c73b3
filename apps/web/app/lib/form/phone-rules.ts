import type * as PhoneRulesModule from '@ordina/domain/phone';

/**
 * The domain's phone rules (`validatePhone`, `phoneNormalize`, `phoneIsBlank`),
 * loaded on demand: they carry libphonenumber's metadata (~50 KB gzipped),
 * which no page should load before a form checks a phone. A phone field
 * starts the load when focused; a rule awaits it:
 * `phone: async (values) => (await loadPhoneRules()).validatePhone(values.phone)`.
 *
 * A plain memoised import rather than lib/first-load/lazy-module.ts: nothing renders the
 * module, and sharing lazy-module with the form chunk splits it out of the
 * public pages' chunks (one more file, ~200 B more on their first load).
 */
type PhoneRules = typeof PhoneRulesModule;

let loading: Promise<PhoneRules> | null = null;

/** Loads the phone rules once; a failed load (offline) is retried on the next call. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@ordina/domain/phone').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the phone rules (on focus of a phone field); a failure is left to the submit's own load. */
export function preloadPhoneRules(): void {
  loadPhoneRules().catch(() => undefined);
}
