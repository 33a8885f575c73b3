/** A tel: link for a phone number as written (spaces dropped, a leading '+' kept). */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
