import type { Storefront } from '@ordina/contracts';
import { trackingIds } from '../../analytics/after-hydration-shared/use-analytics.ts';
import { CONSENT_PURPOSES } from '../after-hydration-shared/consent-store.ts';
import type { ConsentPurpose } from '../after-hydration-shared/consent-store.ts';

/** The purposes this business asks about: those whose service is configured (with an id of the right format). */
export function configuredPurposes(
  params: Storefront['configuration']['params'],
  errorReportingConfigured: boolean,
): ConsentPurpose[] {
  const ids = trackingIds(params);
  return CONSENT_PURPOSES.filter((purpose) =>
    purpose === 'errorIdentity' ? errorReportingConfigured : ids[purpose] !== null,
  );
}
