import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
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

/** The country a number typed without '+' is read in when none is chosen (spec §9: default prefix +39). */
export const DEFAULT_PHONE_COUNTRY = 'IT';

/** A country of the phone field's choice (ISO 3166 code) with its calling code, e.g. { country: 'GB', callingCode: '44' }. */
export interface PhoneCountry {
  readonly country: string;
  readonly callingCode: string;
}

/** Every country libphonenumber knows, with its calling code (the phone field's choice, issue 34). */
export function phoneCountries(): readonly PhoneCountry[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** Whether `country` is a country libphonenumber knows (an unknown one falls back to Italy). */
function knownCountry(country: string | null | undefined): country is CountryCode {
  return typeof country === 'string' && (getCountries() as readonly string[]).includes(country);
}

/**
 * Parses a phone number. One starting with '+' carries its own country and
 * ignores `country`; any other is read as a number of `country` (Italy by
 * default: the spec's '+39' prefix, §5). A number valid in no country comes
 * back invalid, never rewritten into an Italian one (issue 34: a UK 07911
 * 123456 with the UK chosen is +44 7911 123456). Valid numbers get the
 * international format.
 */
export function phoneNormalize(
  value: string | null | undefined,
  country: string | null = DEFAULT_PHONE_COUNTRY,
): PhoneCheck {
  const invalid: PhoneCheck = { valid: false, international: null, e164: null, mobile: false };
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return invalid;
  const parsed = trimmed.startsWith('+')
    ? parsePhoneNumberFromString(trimmed)
    : parsePhoneNumberFromString(trimmed, knownCountry(country) ? country : DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return invalid;
  const type = parsed.getType();
  return {
    valid: true,
    international: parsed.formatInternational(),
    e164: parsed.number,
    mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE',
  };
}

/** The country of an international number ('+44 7911 123456' → 'GB'), for a stored phone's choice; null when it names none. */
export function phoneCountryOf(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed.startsWith('+')) return null;
  return parsePhoneNumberFromString(trimmed)?.country ?? null;
}

/** The calling codes of every country ('39', '44', '1'…), for `phoneIsBlank`. */
let callingCodes: ReadonlySet<string> | null = null;

/** Whether a phone field holds nothing but (at most) an offered prefix: '+39', or another country's '+44' after a change of country. */
export function phoneIsBlank(value: string | null | undefined): boolean {
  const compact = (value ?? '').replace(/\s/g, '');
  if (compact === '' || compact === DEFAULT_PHONE_PREFIX) return true;
  callingCodes ??= new Set(phoneCountries().map((entry) => entry.callingCode));
  return compact.startsWith('+') && callingCodes.has(compact.slice(1));
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
  options: { readonly optional?: boolean; readonly country?: string | null } = {},
): Message | null {
  if (phoneIsBlank(value)) return options.optional ? null : message('validation.required');
  if (!PHONE_CHARACTERS.test((value ?? '').trim())) return message('validation.invalid_format');
  return phoneNormalize(value, options.country ?? DEFAULT_PHONE_COUNTRY).valid
    ? null
    : message('validation.invalid_number');
}
