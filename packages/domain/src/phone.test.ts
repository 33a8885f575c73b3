import { describe, expect, it } from 'vitest';
import { phoneCountries, phoneCountryOf, phoneIsBlank, phoneNormalize, validatePhone } from './phone.ts';
import { PHONE_FORMAT_HINT } from './validation.ts';

const required = { key: 'validation.required' };

describe('phoneNormalize', () => {
  it("prefixes '+39' and reformats to the international format, detecting mobiles", () => {
    expect(phoneNormalize('3331234567')).toEqual({
      valid: true,
      international: '+39 333 123 4567',
      e164: '+393331234567',
      mobile: true,
    });
    expect(phoneNormalize('+39 333 1234567').international).toBe('+39 333 123 4567');
    expect(phoneNormalize('06 1234 5678')).toEqual({
      valid: true,
      international: '+39 06 1234 5678',
      e164: '+390612345678',
      mobile: false,
    });
  });

  it('keeps a number that already has an international prefix', () => {
    expect(phoneNormalize('+44 7911 123456')).toMatchObject({
      valid: true,
      international: '+44 7911 123456',
      mobile: true,
    });
  });

  it('reads a number without "+" in the chosen country (issue 34): UK, France, Germany, Italy', () => {
    expect(phoneNormalize('07911 123456', 'GB')).toMatchObject({
      valid: true,
      international: '+44 7911 123456',
      mobile: true,
    });
    expect(phoneNormalize('06 12 34 56 78', 'FR')).toMatchObject({
      valid: true,
      international: '+33 6 12 34 56 78',
      mobile: true,
    });
    expect(phoneNormalize('0151 23456789', 'DE')).toMatchObject({
      valid: true,
      international: '+49 1512 3456789',
      mobile: true,
    });
    expect(phoneNormalize('030 123456', 'DE')).toMatchObject({
      valid: true,
      international: '+49 30 123456',
      mobile: false,
    });
    expect(phoneNormalize('333 123 4567', 'IT').international).toBe('+39 333 123 4567');
    // The country the field offers as a prefix, followed by the national number with its 0.
    expect(phoneNormalize('+44 07911 123456', 'IT').international).toBe('+44 7911 123456');
  });

  it('lets a number starting with "+" ignore the chosen country', () => {
    expect(phoneNormalize('+39 333 123 4567', 'GB').international).toBe('+39 333 123 4567');
    expect(phoneNormalize('+44 7911 123456', 'FR').international).toBe('+44 7911 123456');
  });

  it('refuses a number valid in no country instead of making it Italian; an unknown country reads as Italy', () => {
    for (const country of phoneCountries().map((entry) => entry.country)) {
      for (const nowhere of ['123', '000 000 0000', '99999999999999']) {
        expect(phoneNormalize(nowhere, country).valid).toBe(false);
        expect(validatePhone(nowhere, { country })).toEqual({ key: 'validation.invalid_number' });
      }
    }
    // The UK mobile is no mobile of France: refused there, not rewritten.
    expect(validatePhone('07911 123456', { country: 'FR' })).toEqual({ key: 'validation.invalid_number' });
    expect(phoneNormalize('333 123 4567', 'XX').international).toBe('+39 333 123 4567');
  });

  it('lists every country with its calling code, Italy and the UK among them', () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ country: 'IT', callingCode: '39' });
    expect(countries).toContainEqual({ country: 'GB', callingCode: '44' });
  });

  it('rejects what is not a phone number', () => {
    for (const bad of ['', '12', 'abc', '+39 ', '+39 1'])
      expect(phoneNormalize(bad)).toEqual({ valid: false, international: null, e164: null, mobile: false });
  });
});

describe('phoneCountryOf', () => {
  it("names an international number's country, and none for a number without '+' or no number", () => {
    expect(phoneCountryOf('+44 7400 123456')).toBe('GB');
    expect(phoneCountryOf('+39 333 123 4567')).toBe('IT');
    expect(phoneCountryOf('333 123 4567')).toBeNull();
    expect(phoneCountryOf('')).toBeNull();
  });
});

describe('validatePhone', () => {
  it('says "Mandatory field" only when it is empty; a filled wrong number says what is wrong (spec §5 messages)', () => {
    expect(validatePhone('')).toEqual(required);
    expect(validatePhone('+39 ')).toEqual(required);
    expect(validatePhone('12')).toEqual({ key: 'validation.invalid_number' });
    expect(validatePhone('+39 12')).toEqual({ key: 'validation.invalid_number' });
    expect(validatePhone('abc')).toEqual({ key: 'validation.invalid_format' });
    expect(validatePhone('333 12a 4567')).toEqual({ key: 'validation.invalid_format' });
    expect(validatePhone('333 123 4567')).toBeNull();
    expect(validatePhone('(0541) 123-456')).toBeNull();
  });

  it('is optional on the account page, but still checked when filled, with the same field messages', () => {
    expect(validatePhone('+39 ', { optional: true })).toBeNull();
    expect(validatePhone('12', { optional: true })).toEqual({ key: 'validation.invalid_number' });
    expect(validatePhone('abc', { optional: true })).toEqual({ key: 'validation.invalid_format' });
  });

  it('treats the prefilled prefix as blank and exposes the format hint', () => {
    expect(phoneIsBlank(' +39 ')).toBe(true);
    expect(phoneIsBlank('+39 3')).toBe(false);
    // Another country's offered prefix is blank too (the choice beside the field, issue 34).
    expect(phoneIsBlank('+44 ')).toBe(true);
    expect(phoneIsBlank('+1')).toBe(true);
    expect(phoneIsBlank('+44 7')).toBe(false);
    expect(PHONE_FORMAT_HINT).toEqual({ key: 'validation.phone_format' });
  });
});
