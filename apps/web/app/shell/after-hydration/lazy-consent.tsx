import { configuredPurposes } from '../../lib/consent/after-hydration/configured-purposes.ts';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { useErrorReportingConfigured, useStorefront } from '../../lib/storefront-context.tsx';

// The banner, the preferences dialog and the tracking load only for a business
// with something to consent to, after hydration (from the page services, which
// load then anyway): a business without tracking pays nothing for them, and
// one with tracking pays nothing on first load (decision 025).
const consentManager = lazyModule(() => import('../../lib/consent/consent-manager.tsx'));

function LoadedConsent({ errorReporting }: { errorReporting: boolean }) {
  const module = consentManager.useModule();
  return module ? <module.ConsentManager errorReportingConfigured={errorReporting} /> : null;
}

/** The consent banner, dialog and tracking, where the business has something to consent to. */
export function LazyConsent() {
  const { params } = useStorefront().configuration;
  const errorReporting = useErrorReportingConfigured();
  return configuredPurposes(params, errorReporting).length > 0 ? (
    <LoadedConsent errorReporting={errorReporting} />
  ) : null;
}
