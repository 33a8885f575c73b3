import { describe, expect, it } from 'vitest';
import {
  DOORBELL_MAX_LENGTH,
  FLOOR_MAX_LENGTH,
  passwordIsStrong,
  validateAddressChosen,
  validateDoorbell,
  validateEmail,
  validateFloor,
  localPlaceNormalize,
  validateLocalPlace,
  validateMaxLength,
  validateNewAccountEmail,
  validatePassword,
  validatePersonName,
  validatePasswordRepeat,
  validatePrivacy,
  validateRequired,
} from './validation.ts';

const required = { key: 'validation.required' };

describe('validateRequired', () => {
  it("answers 'Mandatory field' for missing or blank values", () => {
    for (const v of [null, undefined, '', '   ', false]) expect(validateRequired(v)).toEqual(required);
    for (const v of ['x', 0, true]) expect(validateRequired(v)).toBeNull();
  });
});

describe('validateEmail', () => {
  it('requires a loose something@something', () => {
    expect(validateEmail('')).toEqual(required);
    expect(validateEmail('mario.rossi@example.it')).toBeNull();
    expect(validateEmail('a@b')).toBeNull();
    for (const bad of [
      'mario',
      'mario@',
      '@example.it',
      'ma rio@example.it',
      'a@b@c',
      'mario\u0000@example.it',
      'mario@exa\u202emple.it',
    ])
      expect(validateEmail(bad)).toEqual({ key: 'validation.invalid_email' });
  });

  it('takes one bare address only: no display name, comment, markup, quoted part or list (issue 31 item 12, as the server)', () => {
    for (const bad of [
      'Mario <mario@example.it>',
      'first<mario@example.it>',
      'x(c)mario@example.it',
      'x<svg/onload=alert(1)>n@example.it',
      '"mario"@example.it',
      'mario@example.it;a@b',
      'mario@[127.0.0.1]',
      'mario\\@example.it',
    ])
      expect(validateEmail(bad), bad).toEqual({ key: 'validation.invalid_email' });
    // Plus-addressing, apostrophes and letters of any alphabet stay addresses.
    for (const good of ["o'brien+pizza@example.it", 'zoë@exämple.it', 'a/b=c@x.it'])
      expect(validateEmail(good), good).toBeNull();
  });
});

describe('validateNewAccountEmail', () => {
  it("says 'Email not valid' for a reserved special-use domain, as the server's registration does", () => {
    expect(validateNewAccountEmail('mario.rossi@example.it')).toBeNull();
    expect(validateNewAccountEmail('')).toEqual(required);
    expect(validateNewAccountEmail('mario')).toEqual({ key: 'validation.invalid_email' });
    for (const reserved of ['deleted-42@anonymised.invalid', ' mario@example.com ', 'mario@shop.test'])
      expect(validateNewAccountEmail(reserved)).toEqual({ key: 'errors.WRONG_EMAIL' });
  });
});

describe('validatePersonName', () => {
  it('requires a name, then at most 100 characters, then the shape of a name', () => {
    expect(validatePersonName('  ')).toEqual(required);
    expect(validatePersonName(' Zoë-Anne D’Angelo J. ')).toBeNull();
    expect(validatePersonName('a'.repeat(100))).toBeNull();
    expect(validatePersonName('a'.repeat(101))).toEqual({
      key: 'validation.max_length',
      params: { max: 100 },
    });
    for (const bad of [
      'Mario,\n\nYour refund is ready: https://evil.example/refund',
      'www.evil.it',
      'Mario\u202eRossi',
      'R2D2',
    ])
      expect(validatePersonName(bad)).toEqual({ key: 'validation.person_name' });
  });
});

describe('passwords', () => {
  it('needs at least 8 characters with a lowercase letter, an uppercase letter and a digit', () => {
    expect(passwordIsStrong('Abcdefg1')).toBe(true);
    expect(passwordIsStrong('Abcdef1')).toBe(false); // 7 characters
    expect(passwordIsStrong('abcdefg1')).toBe(false); // no uppercase
    expect(passwordIsStrong('ABCDEFG1')).toBe(false); // no lowercase
    expect(passwordIsStrong('Abcdefgh')).toBe(false); // no digit
    expect(validatePassword('')).toEqual(required);
    expect(validatePassword('abc')).toEqual({ key: 'validation.password_rule' });
    expect(validatePassword('Abcdefg1')).toBeNull();
  });

  it('needs the repeat to match', () => {
    expect(validatePasswordRepeat('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(validatePasswordRepeat('Abcdefg1', 'Abcdefg2')).toEqual({ key: 'validation.password_match' });
    expect(validatePasswordRepeat('Abcdefg1', '')).toEqual(required);
  });
});

describe('localPlaceNormalize', () => {
  it('turns hyphens and dots into single spaces, leaving line breaks for the rule to refuse (issue 34)', () => {
    expect(localPlaceNormalize('AB-123-CD')).toBe('AB 123 CD');
    expect(localPlaceNormalize('Reihe 3 Nr. 42')).toBe('Reihe 3 Nr 42');
    expect(localPlaceNormalize('B.14')).toBe('B 14');
    expect(localPlaceNormalize('AB – 123')).toBe('AB 123');
    expect(validateLocalPlace(localPlaceNormalize('AB-123-CD'))).toBeNull();
    expect(localPlaceNormalize('A\nB')).toBe('A\nB');
  });
});

describe('validateLocalPlace', () => {
  it('accepts letters (accented too), digits and whitespace only', () => {
    expect(validateLocalPlace('Tavolo 12')).toBeNull();
    expect(validateLocalPlace('Ombrellone Più 7')).toBeNull();
    expect(validateLocalPlace('AB 123 CD')).toBeNull();
    expect(validateLocalPlace(' Tavolo 12\n')).toBeNull();
    expect(validateLocalPlace('Tavolo 12\nRimborso')).toEqual({ key: 'validation.not_valid' });
    expect(validateLocalPlace('')).toEqual(required);
    for (const bad of ['12-B', 'tavolo #3', '<script>', 'A.1'])
      expect(validateLocalPlace(bad)).toEqual({ key: 'validation.not_valid' });
  });
});

describe('address text limits', () => {
  it('allows a floor of 40 and a doorbell of 60 characters, not one more', () => {
    expect(FLOOR_MAX_LENGTH).toBe(40);
    expect(DOORBELL_MAX_LENGTH).toBe(60);
    expect(validateFloor('x'.repeat(40))).toBeNull();
    expect(validateFloor('x'.repeat(41))).toEqual({ key: 'validation.max_length', params: { max: 40 } });
    expect(validateDoorbell('x'.repeat(60))).toBeNull();
    expect(validateDoorbell('x'.repeat(61))).toEqual({ key: 'validation.max_length', params: { max: 60 } });
    expect(validateFloor(null)).toBeNull();
    // Characters, not UTF-16 units: 3 emoji are 3 characters.
    expect(validateMaxLength('🍕🍕🍕', 3)).toBeNull();
  });

  it("keeps floor and doorbell to one line: 'Invalid format' for a line break, tab or bidi control", () => {
    expect(validateFloor('3° piano, int. 5')).toBeNull();
    expect(validateDoorbell(' Rossi / Bianchi ')).toBeNull();
    for (const bad of ['3\nCall me', '3\tB', 'Rossi\u202e'])
      for (const validate of [validateFloor, validateDoorbell])
        expect(validate(bad)).toEqual({ key: 'validation.invalid_format' });
  });
});

describe('checkboxes and address presence', () => {
  it('requires the privacy checkbox and a valid address for home delivery', () => {
    expect(validatePrivacy(false)).toEqual({ key: 'validation.privacy_required' });
    expect(validatePrivacy(undefined)).toEqual({ key: 'validation.privacy_required' });
    expect(validatePrivacy(true)).toBeNull();
    expect(validateAddressChosen(false)).toEqual({ key: 'validation.address_required' });
    expect(validateAddressChosen(true)).toBeNull();
  });
});
