/**
 * Text helpers of the product lists (spec §2 "Category page", §9).
 */

/** Description length in the standard product list. */
export const DESCRIPTION_LIMIT_STANDARD = 160;
/** Description length in the boxed list and read-more elsewhere. */
export const DESCRIPTION_LIMIT_BOXED = 180;

/** Cuts a description to `limit` characters followed by '…' (read more); shorter texts are returned whole. */
export function descriptionTruncate(text: string, limit: number): { text: string; truncated: boolean } {
  const chars = [...text];
  if (chars.length <= limit) return { text, truncated: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}

/** The number for a WhatsApp link: spaces and plus signs removed. */
export function contactWhatsappNumber(value: string): string {
  return value.replace(/[\s+]/g, '');
}
