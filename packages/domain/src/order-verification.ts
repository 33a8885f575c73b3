import type { Configuration } from '@ordina/contracts';

/**
 * Order verification by e-mail or SMS (spec §2 "Checkout", §4), pending
 * orders, payment landing and the order list's paging.
 */

/** How a guest's order is verified. */
export type VerifyMethod = 'verify_with_email' | 'verify_with_sms';

/** Configuration order_verify_data value ('no', 'email', 'email_sms'). */
export type OrderVerifyData = Configuration['order_verify_data'];

/** A pending order with this status or higher cannot be verified. */
export const PENDING_ORDER_UNVERIFIABLE_STATUS = 100;
/** Orders per page in the customer's order list. */
export const ORDER_LIST_PAGE_SIZE = 10;

/** Reads the ORDER_VERIFY_DATA parameter ('no', 'email', 'email+SMS') or the configuration value as one of 'no' | 'email' | 'email_sms'. */
export function orderVerifyDataNormalize(value: string | null | undefined): OrderVerifyData {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'no') return 'no';
  if (v === 'email+sms' || v === 'email_sms') return 'email_sms';
  return 'email';
}

/**
 * The verification choices at submit: none for logged-in customers, online
 * payments or ORDER_VERIFY_DATA 'no'; otherwise e-mail, plus SMS when the
 * parameter is e-mail+SMS, the phone is mobile and SMS credit exists.
 */
export function orderVerifyMethods(input: {
  readonly authenticated: boolean;
  readonly paymentOnline: boolean;
  readonly orderVerifyData: OrderVerifyData;
  readonly phoneMobile: boolean;
  readonly hasSmsToSpend: boolean;
}): VerifyMethod[] {
  if (input.authenticated || input.paymentOnline || input.orderVerifyData === 'no') return [];
  const sms = input.orderVerifyData === 'email_sms' && input.phoneMobile && input.hasSmsToSpend;
  return sms ? ['verify_with_email', 'verify_with_sms'] : ['verify_with_email'];
}

/** How long a guest has to verify an order before it expires and gives back its slot and coupon (the server's default). */
export const ORDER_VERIFICATION_TTL_MINUTES = 30;

/**
 * How often a guest may have the confirmation e-mail sent again (issue 34 item 13): once a minute, three
 * times — enough for a mail that went to spam or a mistyped address, too few to mail-bomb anyone.
 */
export const ORDER_CONFIRMATION_RESEND_LIMITS = { intervalMs: 60_000, maxResends: 3 } as const;

/**
 * How the server holds a submitted order (docs/decisions/007): null when it
 * needs no verification (logged in, online payment, ORDER_VERIFY_DATA 'no');
 * otherwise the method the customer asked for when it is offered to them, else
 * e-mail — a guest cannot skip verification by asking for none or for SMS
 * where SMS is not offered.
 */
export function orderVerification(
  input: Parameters<typeof orderVerifyMethods>[0] & { readonly requested: VerifyMethod | null | undefined },
): VerifyMethod | null {
  const offered = orderVerifyMethods(input);
  if (offered.length === 0) return null;
  return input.requested && offered.includes(input.requested) ? input.requested : 'verify_with_email';
}

/** Whether a pending order can still be verified (status below 100). */
export function pendingOrderVerifiable(status: number): boolean {
  return status < PENDING_ORDER_UNVERIFIABLE_STATUS;
}

/** Whether the payment landing's result segment means paid ('successo'); anything else is a failure. */
export function paymentResultIsSuccess(result: string): boolean {
  return result === 'successo';
}

/** Whether the order list may have another page: the last page was not shorter than the limit. */
export function orderListHasMore(pageLength: number, limit: number = ORDER_LIST_PAGE_SIZE): boolean {
  return pageLength >= limit;
}
