import type { ComponentProps } from 'react';
import type { Storefront } from '@ordina/contracts';
import { lazyModule } from '../lib/lazy-module.ts';
import type { ConsentManager } from '../lib/consent/consent-manager.tsx';

// The banner, the preferences dialog and the tracking load only for a business
// with something to consent to, after hydration: a business without tracking
// pays nothing for them (decision 025).
const consentManager = lazyModule(() => import('../lib/consent/consent-manager.tsx'));

/**
 * Whether anything asks for the visitor's consent: a GA4 or Meta pixel id in
 * the configuration, or error reporting in the browser. A cheap first look
 * (any non-blank id); the consent code checks the ids' formats itself.
 */
export function consentNeeded(
  params: Storefront['configuration']['params'],
  errorReporting: boolean,
): boolean {
  return (
    errorReporting ||
    // The names of lib/analytics/tracking-params.ts, written out: importing them would be one more file on every first load.
    params.some(
      (p) =>
        (p.param_name === 'GA4_MEASUREMENT_ID' || p.param_name === 'META_PIXEL_ID') && p.value.trim() !== '',
    )
  );
}

/** The consent banner, dialog and tracking, mounted by the shell only when `consentNeeded`. */
export function LazyConsent(props: ComponentProps<typeof ConsentManager>) {
  const module = consentManager.useModule();
  return module ? <module.ConsentManager {...props} /> : null;
}
