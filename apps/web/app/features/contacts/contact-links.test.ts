import { describe, expect, it } from 'vitest';
import { contactAddressLine, telephoneHref, whatsappHref } from './contact-links.ts';

describe('contact links', () => {
  it('writes the full address as "address, zip city (province)" and leaves out missing parts', () => {
    expect(contactAddressLine({ address: 'Lungomare Murri 72', zipCode: '47924', city: 'Rimini', province: 'RN' })).toBe(
      'Lungomare Murri 72, 47924 Rimini (RN)',
    );
    expect(contactAddressLine({ address: 'Via Roma 1', zipCode: '', city: 'Bologna', province: '' })).toBe('Via Roma 1, Bologna');
  });

  it('links WhatsApp to wa.me with spaces and plus signs removed', () => {
    expect(whatsappHref('+39 347 218 6604')).toBe('https://wa.me/393472186604');
  });

  it('dials phone numbers without their spaces, keeping the international +', () => {
    expect(telephoneHref('+39 0541 372418')).toBe('tel:+390541372418');
    expect(telephoneHref('0541 37-24-18')).toBe('tel:0541372418');
  });
});
