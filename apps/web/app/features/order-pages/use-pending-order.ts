import type { ErrorCode, PendingOrderResponse } from '@ordina/contracts';
import { PENDING_ORDER_STATUS } from '@ordina/domain';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { loadPendingOrder } from './api/order-pages.ts';

/** How often the waiting page asks whether the order was confirmed meanwhile: each ask solves a bot-protection challenge on the phone (60 over the 30-minute code at this pace), and the tab coming back into view asks at once, which is when a customer returning from the mail app needs it. */
export const PENDING_POLL_INTERVAL_MS = 30_000;

/**
 * What the waiting page shows (spec §4 "Order verification flow", §8): loading; waiting for the code;
 * verified (with the order's link, to move on to it); expired (the time to confirm ran out); another
 * status ≥ 100 the page cannot explain; or the refusal's codes.
 */
export type PendingView =
  | { state: 'loading' }
  | { state: 'waiting'; expiresAt: string; mail: PendingMail | null }
  | { state: 'verified'; order: { oid: number; hash: string } | null }
  | { state: 'expired' }
  | { state: 'not-verifiable' }
  | { state: 'error'; errors: ErrorCode[] };

/** Where an e-mailed code went, and whether it may be sent again (issue 34 item 13). */
export type PendingMail = NonNullable<PendingOrderResponse['data']['mail']>;

/** One answer of GET /api/order-to-verify/detail read for the page (docs/decisions/007: 0 waiting, 100 verified, 101 expired). */
export function readPending({ status, order, expiresAt, mail }: PendingOrderResponse['data']): PendingView {
  if (status < PENDING_ORDER_STATUS.verified) return { state: 'waiting', expiresAt, mail };
  if (status === PENDING_ORDER_STATUS.verified) return { state: 'verified', order };
  if (status === PENDING_ORDER_STATUS.expired) return { state: 'expired' };
  return { state: 'not-verifiable' };
}

// No answer or a server fault: the next ask may succeed. A 4xx (NOT_FOUND, a refused token) will not change.
const transient = (status: number) => status === 0 || status >= 500;

/**
 * The pending order behind /ordine/in-attesa-di-convalida/{otid}/{hash}/…, followed while it waits: asked
 * at once, then every `intervalMs` and whenever the tab comes back into view (the customer confirmed it
 * from the e-mail in another tab or on their phone), until it is verified or expired (issue 31 item 8).
 * Later asks run in the background (no progress bar); a transient failure while waiting keeps the
 * instructions on screen and asks again. An `otid` of 0 (not a number) is NOT_FOUND without asking.
 */
export function usePendingOrder(otid: number, hash: string, intervalMs = PENDING_POLL_INTERVAL_MS) {
  const answer = useApiQuery<PendingView>(
    otid > 0 ? `${otid}/${hash}/${intervalMs}` : null,
    async ({ show, sleep }) => {
      for (let first = true; ; first = false) {
        const result = await loadPendingOrder(otid, hash, { progress: first });
        const next: PendingView | null = result.ok
          ? readPending(result.data)
          : first || !transient(result.status)
            ? { state: 'error', errors: result.errors }
            : null;
        if (next !== null) show(next);
        if (next !== null && next.state !== 'waiting') return;
        await sleep(intervalMs, { wakeOnReturn: true });
      }
    },
  );
  const view: PendingView =
    otid > 0 ? (answer.value ?? { state: 'loading' }) : { state: 'error', errors: ['NOT_FOUND'] };
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view.state);

  return { view, headingRef };
}
