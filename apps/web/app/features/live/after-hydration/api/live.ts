import { apiCall } from '../../../../lib/after-hydration-shared/api-client.ts';
import type { ApiTransport } from '../../../../lib/after-hydration-shared/api-client.ts';

/**
 * GET /api/storefront/live: the acceptance/open state now, and the storefront
 * when `version` is not the current one. A background poll: no progress bar.
 */
export function liveState(version: string | null, transport?: ApiTransport) {
  return apiCall('GET /api/storefront/live', {
    query: { version: version ?? undefined },
    progress: false,
    fetch: transport,
  });
}
