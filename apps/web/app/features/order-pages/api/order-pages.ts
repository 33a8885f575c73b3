import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';
import { captchaToken } from '../../../lib/captcha/captcha-token.ts';

// Each call carries a fresh bot-protection token (single use, spec §7), solved just before it.

/** GET /api/order/detail/{oid}/{hash}/{captcha}: the order of a private order link (NOT_FOUND for a wrong hash). */
export async function loadLinkedOrder(
  oid: number,
  hash: string,
  { progress = true }: { progress?: boolean } = {},
) {
  const token = await captchaToken('order_detail');
  if (!token.ok) return token;
  return apiCall('GET /api/order/detail/:oid/:hash/:captcha', {
    params: { oid: String(oid), hash, captcha: token.data },
    progress,
  });
}

/** GET /api/order-to-verify/detail/{otid}/{hash}/{captcha}: the pending order's status (≥ 100: not verifiable) and, once verified, its order's link. */
export async function loadPendingOrder(
  otid: number,
  hash: string,
  { progress = true }: { progress?: boolean } = {},
) {
  const token = await captchaToken('order_to_verify');
  if (!token.ok) return token;
  return apiCall('GET /api/order-to-verify/detail/:otid/:hash/:captcha', {
    params: { otid: String(otid), hash, captcha: token.data },
    progress,
  });
}

/** POST /api/order/verify: confirms the order of an e-mailed or texted code; the order and whether it was confirmed before. */
export async function verifyOrderCode(code: string) {
  const token = await captchaToken('order_verify');
  if (!token.ok) return token;
  return apiCall('POST /api/order/verify', { body: { code, other: { recaptchaToken: token.data } } });
}

/** POST /api/order-to-verify/{otid}/{hash}/resend: the confirmation e-mail again, to `email` when the customer corrected it. */
export async function resendPendingOrderMail(otid: number, hash: string, email: string | null) {
  const token = await captchaToken('order_to_verify');
  if (!token.ok) return token;
  return apiCall('POST /api/order-to-verify/:otid/:hash/resend', {
    params: { otid: String(otid), hash },
    body: { email, other: { recaptchaToken: token.data } },
  });
}

/** POST /api/order/{oid}/{hash}/payment-method: an order whose online payment failed, paid on delivery or at collection instead (issue 34 item 12). */
export async function payOnDelivery(oid: number, hash: string, paymentTypeCode: string) {
  const token = await captchaToken('order_detail');
  if (!token.ok) return token;
  return apiCall('POST /api/order/:oid/:hash/payment-method', {
    params: { oid: String(oid), hash },
    body: { paymentTypeCode, other: { recaptchaToken: token.data } },
  });
}
