import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema, savedAddressUpdateRequestSchema } from './account.ts';

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
    expect(codes(registerRequestSchema.safeParse({ ...registration, password: 'èstàtè2026' }))).toEqual(['WRONG_PASSWORD']);
  });

  it('names each missing registration field with its code', () => {
    const result = registerRequestSchema.safeParse({ ...registration, username: ' ', name: '', lastname: '', privacyPolicy: false, recaptchaToken: '' });
    expect(codes(result).sort()).toEqual(['NOT_ACCEPTED_PRIVACY_POLICY', 'NO_EMAIL', 'NO_LASTNAME', 'NO_NAME', 'NO_RECAPTCHA_TOKEN']);
  });

  it('refuses an e-mail without an @ with WRONG_EMAIL', () => {
    expect(codes(loginRequestSchema.safeParse({ username: 'anna.example.it', password: 'x' }))).toEqual(['WRONG_EMAIL']);
  });

  it('refuses an empty password at login with WRONG_LOGIN_DATA', () => {
    expect(codes(loginRequestSchema.safeParse({ username: 'anna@example.it', password: '' }))).toEqual(['WRONG_LOGIN_DATA']);
  });

  it('needs the recovery code to change a password', () => {
    expect(codes(changePasswordRequestSchema.safeParse({ code: '', password: 'Spiaggia2026', recaptchaToken: 't' }))).toEqual(['WRONG_CODE']);
  });

  it('reads default=1, 0, true and false as the 0/1 flag', () => {
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: 1 }).default).toBe(1);
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: true }).default).toBe(1);
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: false }).default).toBe(0);
    expect(savedAddressUpdateRequestSchema.parse({ id: 3, default: 0 }).default).toBe(0);
  });
});
