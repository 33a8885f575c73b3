/*
 * Prices as the owner types them in the back office (issue 35): euros with a comma, as the storefront
 * shows them ("6,50"), stored in cents.
 */

/** Cents as the owner types euros: 650 → "6,50" (the storefront's comma); null → "". */
export function centsToEuroText(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** "6,50", "6.5", "6" → cents; "" → null; anything else (letters, three decimals, negative) → undefined. */
export function euroTextToCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (match === null) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
