import type { Storefront } from '@ordina/contracts';
import { liveStateAt } from '@ordina/domain';
import type { LiveState } from '@ordina/domain';

/** The live state with the storefront it is based on: what the live store holds. */
export interface LiveSnapshot extends LiveState {
  readonly storefront: Storefront;
}

/** The live state of a storefront at `now` — the domain rule the server's GET /api/storefront/live applies too. */
export function liveSnapshotAt(storefront: Storefront, now: Date): LiveSnapshot {
  const { time_zone: timeZone, delivery_order: delivery } = storefront.configuration;
  return { storefront, ...liveStateAt(delivery, now, timeZone, storefront.operations) };
}
