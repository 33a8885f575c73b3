import type { ErrorCode, Order } from '@ordina/contracts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { loadLinkedOrder } from './api/order-pages.ts';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS, readPayment } from './payment-outcome.ts';

/** The landing page's states (spec §4 "Payment landing": checking, failed, success), plus 'unconfirmed' when the wait ran out. */
export type PaymentOutcome =
  | { state: 'checking' }
  | { state: 'paid'; order: Order }
  | { state: 'failed'; order: Order }
  | { state: 'unconfirmed'; order: Order }
  | { state: 'error'; errors: ErrorCode[] };

export interface PollTiming {
  intervalMs: number;
  maxAttempts: number;
}

const DEFAULT_TIMING: PollTiming = {
  intervalMs: PAYMENT_POLL_INTERVAL_MS,
  maxAttempts: PAYMENT_POLL_MAX_ATTEMPTS,
};

// No answer or a server fault: worth asking again. A 4xx (NOT_FOUND, a refused token) will not change.
const transient = (status: number) => status === 0 || status >= 500;

/**
 * Asks for the order until its payment is settled one way or the other:
 * at once, then every `intervalMs` while it still waits, at most
 * `maxAttempts` times — then 'unconfirmed' (the webhook may still come;
 * `checkAgain` starts a new round). Polls run in the background (no progress bar).
 * The route keys the page by its address, so another order starts afresh.
 */
export function usePaymentOutcome(
  oid: number,
  hash: string,
  result: string,
  timing: PollTiming = DEFAULT_TIMING,
) {
  const { intervalMs, maxAttempts } = timing;
  const query = useApiQuery<PaymentOutcome>(
    `${oid}/${hash}/${result}/${intervalMs}/${maxAttempts}`,
    async ({ show, sleep }) => {
      // "Check again" shows the wait again before its first answer.
      show({ state: 'checking' });
      let lastOrder: Order | null = null;
      for (let attempt = 0; ; attempt += 1) {
        const answer = await loadLinkedOrder(oid, hash, { progress: false });
        if (answer.ok) {
          lastOrder = answer.data;
          const reading = readPayment(answer.data, result);
          if (reading === 'paid') return { state: 'paid', order: answer.data };
          if (reading === 'failed') return { state: 'failed', order: answer.data };
        } else if (!transient(answer.status)) {
          return { state: 'error', errors: answer.errors };
        }
        if (attempt + 1 >= maxAttempts) {
          return lastOrder
            ? { state: 'unconfirmed', order: lastOrder }
            : { state: 'error', errors: answer.ok ? ['GENERIC_ERROR'] : answer.errors };
        }
        await sleep(intervalMs);
      }
    },
  );
  return { outcome: query.value ?? { state: 'checking' }, checkAgain: query.rerun };
}
