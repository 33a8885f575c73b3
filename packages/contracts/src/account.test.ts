import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  EMAIL_PATTERN,
  loginRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  savedAddressUpdateRequestSchema,
} from './account.ts';

/** The spec codes a failed parse names (what the server's error handler returns). */
function codes(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return [...new Set(result.error?.issues.map((issue) => issue.message) ?? [])];
}

const registration = {
  username: 'anna.rossi@example.it',
  name: 'Anna',
  lastname: 'Rossi',
  phone: '+39 333 1234567',
  password: 'Spiaggia2026',
  recaptchaToken: 'token',
  locale: 'it',
  privacyPolicy: true,
};

describe('account contracts', () => {
  it('accepts a complete registration and defaults the newsletter to no', () => {
    const parsed = registerRequestSchema.parse(registration);
    expect(parsed.newsletter).toBe(false);
  });

  it.each([
    ['spiaggia2026', 'no uppercase letter'],
    ['SPIAGGIA2026', 'no lowercase letter'],
    ['Spiaggiaaa', 'no digit'],
    ['Spi2026', 'seven characters'],
  ])('refuses the password %s (%s) with WRONG_PASSWORD', (password) => {
    expect(codes(registerRequestSchema.safeParse({ ...registration, password }))).toEqual(['WRONG_PASSWORD']);
  });

  it('takes letters of any alphabet in a password, as the browser form does (one rule)', () => {
    expect(registerRequestSchema.safeParse({ ...registration, password: 'Èstàtè2026' }).success).toBe(true);
    expect(codes(registerRequestSchema.safeParse({ ...registration, password: 'èstàtè2026' }))).toEqual([
      'WRONG_PASSWORD',
    ]);
  });

  it('names each missing registration field with its code', () => {
    const result = registerRequestSchema.safeParse({
      ...registration,
      username: ' ',
      name: '',
      lastname: '',
      privacyPolicy: false,
      recaptchaToken: '',
    });
    expect(codes(result).sort()).toEqual([
      'NOT_ACCEPTED_PRIVACY_POLICY',
      'NO_EMAIL',
      'NO_LASTNAME',
      'NO_NAME',
      'NO_RECAPTCHA_TOKEN',
    ]);
  });

  it('refuses an e-mail without an @ with WRONG_EMAIL', () => {
    expect(codes(loginRequestSchema.safeParse({ username: 'anna.example.it', password: 'x' }))).toEqual([
      'WRONG_EMAIL',
    ]);
  });

  it('refuses an e-mail holding an invisible character (control, format, lone surrogate) with WRONG_EMAIL, in the browser’s pattern too', () => {
    for (const username of [
      'anna\u0000@example.it',
      'anna@exa\u202Emple.it',
      'anna\u200B@example.it',
      'anna@example.it\uD800',
    ]) {
      expect(EMAIL_PATTERN.test(username)).toBe(false);
      expect(codes(loginRequestSchema.safeParse({ username, password: 'x' }))).toEqual(['WRONG_EMAIL']);
    }
    expect(EMAIL_PATTERN.test('zoë@exämple.it')).toBe(true);
  });

  it('refuses a new account at a reserved domain with WRONG_EMAIL, but lets such an address log in (nothing to find)', () => {
    expect(
      codes(registerRequestSchema.safeParse({ ...registration, username: 'deleted-42@anonymised.invalid' })),
    ).toEqual(['WRONG_EMAIL']);
    expect(
      codes(registerRequestSchema.safeParse({ ...registration, username: ' Anna@Example.COM ' })),
    ).toEqual(['WRONG_EMAIL']);
    expect(loginRequestSchema.safeParse({ username: 'anna@example.com', password: 'x' }).success).toBe(true);
  });

  it('names a present but malformed name WRONG_NAME / WRONG_LASTNAME, at registration and on the profile, and trims a good one', () => {
    const injected = 'Mario,\n\nYour refund is ready: https://evil.example/refund';
    expect(
      codes(
        registerRequestSchema.safeParse({ ...registration, name: injected, lastname: 'www.evil.it' }),
      ).sort(),
    ).toEqual(['WRONG_LASTNAME', 'WRONG_NAME']);
    expect(
      codes(profileUpdateRequestSchema.safeParse({ name: 'a'.repeat(101), lastname: 'Rossi\u202E' })).sort(),
    ).toEqual(['WRONG_LASTNAME', 'WRONG_NAME']);
    expect(profileUpdateRequestSchema.parse({ name: '  Zoë ', lastname: ' D’Angelo ' })).toMatchObject({
      name: 'Zoë',
      lastname: 'D’Angelo',
    });
  });

  it('keeps a saved address’s floor and doorbell to one line within the spec’s limits', () => {
    expect(
      savedAddressUpdateRequestSchema.parse({
        id: 3,
        default: 0,
        floor: ' 3° piano ',
        intercom_name: 'Rossi / Bianchi',
      }),
    ).toMatchObject({ floor: '3° piano', intercom_name: 'Rossi / Bianchi' });
    for (const change of [
      { floor: 'x'.repeat(41) },
      { intercom_name: 'x'.repeat(61) },
      { floor: '3\nCall +39 333' },
      { intercom_name: 'Rossi\u202E' },
      { intercom_name: 'Rossi\t' + 'x' },
    ]) {
      expect(
        savedAddressUpdateRequestSchema.safeParse({ id: 3, default: 0, ...change }).success,
        JSON.stringify(change),
      ).toBe(false);
    }
  });

  it('refuses an empty password at login with WRONG_LOGIN_DATA', () => {
    expect(codes(loginRequestSchema.safeParse({ username: 'anna@example.it', password: '' }))).toEqual([
      'WRONG_LOGIN_DATA',
    ]);
  });

  it('needs the recovery code to change a password', () => {
    expect(
      codes(
        changePasswordRequestSchema.safeParse({ code: '', password: 'Spiaggia2026', recaptchaToken: 't' }),
      ),
    ).toEqual(['WRONG_CODE']);
  });

  it('reads default=1, 0, true and false as the 0/1 flag', () => {
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: 1 }).default).toBe(1);
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: true }).default).toBe(1);
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: false }).default).toBe(0);
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: 0 }).default).toBe(0);
  });
});
