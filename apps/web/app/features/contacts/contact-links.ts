import type { Anagraphic } from '@ordina/contracts';
import { contactWhatsappNumber } from '@ordina/domain';

/** The full address line: 'address, zipCode city (province)', leaving out missing parts. */
export function contactAddressLine(
  anagraphic: Pick<Anagraphic, 'address' | 'zipCode' | 'city' | 'province'>,
): string {
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

/**
 * 'Open in maps': a search for the business at its address (Google Maps' cross-platform URL, which
 * phones hand to their maps app), not the business file's embed URL of raw coordinates, which opens
 * a bare frame without the business's name.
 */
export function mapsSearchHref(name: string, address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
}
