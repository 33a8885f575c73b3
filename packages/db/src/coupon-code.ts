/** The form a coupon code is stored and looked up in: trimmed and upper-case, so codes match whatever their case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
