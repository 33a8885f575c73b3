import type { Anagraphic } from '@ordina/contracts';
import { contactWhatsappNumber } from '@ordina/domain';

/** The full address line: 'address, zipCode city (province)', leaving out missing parts. */
export function contactAddressLine(anagraphic: Pick<Anagraphic, 'address' | 'zipCode' | 'city' | 'province'>): string {
  const town = [anagraphic.zipCode, anagraphic.city].filter(Boolean).join(' ');
  const place = anagraphic.province ? `${town} (${anagraphic.province})` : town;
  return [anagraphic.address, place].filter(Boolean).join(', ');
}

// The order pages show the business's phone numbers too, so the link lives in lib.
export { telephoneHref } from '../../lib/telephone-href.ts';

/** The WhatsApp chat link: https://wa.me/ and the number without spaces or plus signs (spec §2). */
export function whatsappHref(whatsapp: string): string {
  return `https://wa.me/${contactWhatsappNumber(whatsapp)}`;
}
