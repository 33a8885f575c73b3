import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { message } from './message.ts';
import type { Message } from './message.ts';
import { DEFAULT_PHONE_PREFIX } from './validation.ts';

/*
 * Phone rules (spec §5 "Phone"), apart from the other field rules because
 * they carry libphonenumber's metadata (~50 KB gzipped): the server takes
 * them from the package's index like every rule, the browser loads this
 * module on demand (`import('@ordina/domain/phone')`) so no page carries the
 * metadata in its first load.
 */

/** A phone number after normalisation. */
export interface PhoneCheck {
  readonly valid: boolean;
  /** International format, e.g. '+39 333 123 4567' (null when invalid). */
  readonly international: string | null;
  /** E.164, e.g. '+393331234567' (null when invalid). */
  readonly e164: string | null;
  /** Whether the number is a mobile one (may receive the verification SMS). */
  readonly mobile: boolean;
}

/** Parses a phone number: '+39' is prefixed when it does not start with '+'; valid numbers get the international format. */
export function phoneNormalize(value: string | null | undefined): PhoneCheck {
  const invalid: PhoneCheck = { valid: false, international: null, e164: null, mobile: false };
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return invalid;
  const parsed = parsePhoneNumberFromString(
    trimmed.startsWith('+') ? trimmed : `${DEFAULT_PHONE_PREFIX}${trimmed}`,
  );
  if (!parsed?.isValid()) return invalid;
  const type = parsed.getType();
  return {
    valid: true,
    international: parsed.formatInternational(),
    e164: parsed.number,
    mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
  };
}

/** Whether a phone field holds nothing but (at most) the prefilled prefix. */
export function phoneIsBlank(value: string | null | undefined): boolean {
  const compact = (value ?? '').replace(/\s/g, '');
  return compact === '' || compact === DEFAULT_PHONE_PREFIX;
}

/** What a phone number may be written with besides digits: spaces, the leading +, brackets, dots, dashes, slashes. */
const PHONE_CHARACTERS = /^[\d\s+().\-/]*$/;

/**
 * Phone: required unless `optional` (account page). A filled field that is
 * not a number says what is wrong with it, with the spec's own messages
 * (§5: 'Invalid format', 'Invalid number'), not 'Mandatory field' — which
 * reads as a lie on a filled field, and on an optional one (issue 11):
 * letters or other signs are an invalid format ('abc'); digits that make no
 * phone number are an invalid number ('12').
 */
export function validatePhone(
  value: string | null | undefined,
  options: { readonly optional?: boolean } = {},
): Message | null {
  if (phoneIsBlank(value)) return options.optional ? null : message('validation.required');
  if (!PHONE_CHARACTERS.test((value ?? '').trim())) return message('validation.invalid_format');
  return phoneNormalize(value).valid ? null : message('validation.invalid_number');
}
