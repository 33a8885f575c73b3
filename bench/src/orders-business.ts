import type { BusinessFileInput, OrderRequest } from '@ordina/contracts';
import {
  orderPayload,
  roundTheClockLido,
} from '../../apps/server/src/routes/api/order/test/round-the-clock-lido.ts';

/**
 * The business `npm run bench:orders` orders from: the demo restaurant with
 * orders accepted and delivered round the clock (15-minute slots every day)
 * and slots big enough never to fill, so every order the bench sends is one
 * the business can take. Its automatic first-order coupon is switched off, so
 * every order costs the same (one Frittura di paranza, pick-up: 14,00 €).
 * Guest verification stays on, as in the demo: every order also writes its
 * verification code and e-mail, as a real guest's order does.
 */
export async function ordersBenchBusiness(repoRoot: string): Promise<BusinessFileInput> {
  return roundTheClockLido(repoRoot, { key: 'lido-bench', name: 'Lido Bench', slotMaxOrders: 1_000_000 });
}

/** What one bench order is: a guest's pick-up of one Frittura di paranza in `slot`, from its own e-mail. */
export function ordersBenchPayload(
  n: number,
  slot: { day: string; time: string },
  recaptchaToken: string,
): OrderRequest {
  const order = orderPayload(slot);
  return orderPayload(slot, {
    identity: { ...order.identity, lastname: 'Bench', email: `guest-${n}@bench.example` },
    other: { ...order.other, recaptchaToken },
    verify_method: 'verify_with_email',
  });
}
