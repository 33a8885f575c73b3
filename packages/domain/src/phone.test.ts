import { describe, expect, it } from 'vitest';
import { phoneIsBlank, phoneNormalize, validatePhone } from './phone.ts';
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

  it('rejects what is not a phone number', () => {
    for (const bad of ['', '12', 'abc', '+39 ', '+39 1'])
      expect(phoneNormalize(bad)).toEqual({ valid: false, international: null, e164: null, mobile: false });
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
    expect(PHONE_FORMAT_HINT).toEqual({ key: 'validation.phone_format' });
  });
});
