import { describe, expect, it } from 'vitest';
import { contactAddressLine, mapsSearchHref, telephoneHref, whatsappHref } from './contact-links.ts';

describe('contact links', () => {
  it('writes the full address as "address, zip city (province)" and leaves out missing parts', () => {
    expect(
      contactAddressLine({ address: 'Lungomare Murri 72', zipCode: '47924', city: 'Rimini', province: 'RN' }),
    ).toBe('Lungomare Murri 72, 47924 Rimini (RN)');
    expect(contactAddressLine({ address: 'Via Roma 1', zipCode: '', city: 'Bologna', province: '' })).toBe(
      'Via Roma 1, Bologna',
    );
  });

  it('links WhatsApp to wa.me with spaces and plus signs removed', () => {
    expect(whatsappHref('+39 347 218 6604')).toBe('https://wa.me/393472186604');
  });

  it('dials phone numbers without their spaces, keeping the international +', () => {
    expect(telephoneHref('+39 0541 372418')).toBe('tel:+390541372418');
    expect(telephoneHref('0541 37-24-18')).toBe('tel:0541372418');
  });
});

describe('open in maps (issue 11)', () => {
  it('searches the business at its address instead of linking an embed URL of raw coordinates', () => {
    expect(mapsSearchHref('Lido Azzurro', 'Lungomare Augusto Murri 72, 47924 Rimini (RN)')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Lido%20Azzurro%2C%20Lungomare%20Augusto%20Murri%2072%2C%2047924%20Rimini%20(RN)',
    );
  });
});
