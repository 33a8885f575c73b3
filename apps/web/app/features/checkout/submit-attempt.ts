import type { OrderRequest } from '@ordina/contracts';
import type { ApiResult } from '../../lib/after-hydration-shared/api-client.ts';
import type { placeOrder } from './api/place-order.ts';

type PlaceOrderResult = Awaited<ReturnType<typeof placeOrder>>;

/** How many times one attempt is sent when no answer arrives (lost connection), and the pause before each resend. */
export const SUBMIT_NETWORK_TRIES = 3;
export const SUBMIT_RETRY_PAUSE_MS = 1000;

/**
 * The submit attempts of one checkout (docs/decisions/016): an attempt's
 * Idempotency-Key is made at its first send and kept for every resend of it
 * — after a lost answer, or when the customer presses send again without
 * changing anything — so the server makes at most one order of it. Any change
 * the customer makes (a value, the prices shown) starts a new attempt.
 */
export function createSubmitAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let key: string | null = null;
  return {
    /** The current attempt's key, made on first use. */
    key(): string {
      return (key ??= newKey());
    },
    /** The customer changed something: the next send is a new attempt. */
    renew(): void {
      key = null;
    },
  };
}

/**
 * Sends one attempt: resent with the same key while no answer arrives (status
 * 0), up to SUBMIT_NETWORK_TRIES times. An answer of the server, order or
 * refusal, is final.
 */
export async function sendAttempt(
  send: (body: OrderRequest, key: string) => Promise<PlaceOrderResult>,
  body: OrderRequest,
  key: string,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<PlaceOrderResult> {
  let result: PlaceOrderResult = {
    ok: false,
    status: 0,
    errors: ['GENERIC_ERROR'],
  } satisfies ApiResult<never>;
  for (let attempt = 1; attempt <= SUBMIT_NETWORK_TRIES; attempt += 1) {
    result = await send(body, key);
    if (result.ok || result.status !== 0) return result;
    if (attempt < SUBMIT_NETWORK_TRIES) await pause(SUBMIT_RETRY_PAUSE_MS * attempt);
  }
  return result;
}
