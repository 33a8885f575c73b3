import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DOORBELL_MAX_LENGTH, EMAIL_PATTERN, FLOOR_MAX_LENGTH, passwordIsStrong } from '@ordina/contracts';
import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Form field rules (spec §5). Each validator returns the message to show
 * under the field, or null when the value is fine.
 */

// The password rule is defined once with the request schemas that enforce it on the server.
export { PASSWORD_MIN_LENGTH, passwordIsStrong } from '@ordina/contracts';
/** Prefix added to a phone number typed without an international prefix. */
export const DEFAULT_PHONE_PREFIX = '+39';
// The address length limits are defined once with the address request schemas that enforce them.
export { DOORBELL_MAX_LENGTH, FLOOR_MAX_LENGTH } from '@ordina/contracts';

/** The format hint shown with phone fields ("Accepted format +39 555 4444444"). */
export const PHONE_FORMAT_HINT: Message = message('validation.phone_format');

/** 'Mandatory field' when the value is missing or blank. */
export function validateRequired(value: string | number | boolean | null | undefined): Message | null {
  if (value === null || value === undefined || value === false) return message('validation.required');
  if (typeof value === 'string' && value.trim() === '') return message('validation.required');
  return null;
}

/** E-mail: required, and a loose something@something shape. */
export function validateEmail(value: string | null | undefined): Message | null {
  const missing = validateRequired(value);
  if (missing) return missing;
  return EMAIL_PATTERN.test((value ?? '').trim()) ? null : message('validation.invalid_email');
}

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

/** Phone: required unless `optional` (account page); an invalid number shows the required message, as the spec says. */
export function validatePhone(
  value: string | null | undefined,
  options: { readonly optional?: boolean } = {},
): Message | null {
  if (phoneIsBlank(value)) return options.optional ? null : message('validation.required');
  return phoneNormalize(value).valid ? null : message('validation.required');
}

/** Password: required, then the strength rule. */
export function validatePassword(password: string | null | undefined): Message | null {
  if (!password) return message('validation.required');
  return passwordIsStrong(password) ? null : message('validation.password_rule');
}

/** Password repeat: must equal the password just entered. */
export function validatePasswordRepeat(
  password: string | null | undefined,
  repeat: string | null | undefined,
): Message | null {
  if (!repeat) return message('validation.required');
  return password === repeat ? null : message('validation.password_match');
}

/** Place of a table, beach umbrella or car: required; letters (accented too), digits and whitespace only. */
export function validateLocalPlace(value: string | null | undefined): Message | null {
  const missing = validateRequired(value);
  if (missing) return missing;
  return /^[\p{L}\p{N}\s]+$/u.test(value ?? '') ? null : message('validation.not_valid');
}

/** 'Maximum {max} characters' when the text is longer than `max` characters. */
export function validateMaxLength(value: string | null | undefined, max: number): Message | null {
  return [...(value ?? '')].length > max ? message('validation.max_length', { max }) : null;
}

/** Floor of a delivery address: optional, at most 40 characters. */
export function validateFloor(value: string | null | undefined): Message | null {
  return validateMaxLength(value, FLOOR_MAX_LENGTH);
}

/** Doorbell of a delivery address: optional, at most 60 characters. */
export function validateDoorbell(value: string | null | undefined): Message | null {
  return validateMaxLength(value, DOORBELL_MAX_LENGTH);
}

/** The privacy checkbox must be ticked. */
export function validatePrivacy(accepted: boolean | null | undefined): Message | null {
  return accepted === true ? null : message('validation.privacy_required');
}

/** Home delivery needs a valid address ('You must specify an address'). */
export function validateAddressChosen(addressValid: boolean): Message | null {
  return addressValid ? null : message('validation.address_required');
}
