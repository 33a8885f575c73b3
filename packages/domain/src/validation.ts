import {
  DOORBELL_MAX_LENGTH,
  EMAIL_PATTERN,
  FLOOR_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  emailDomainIsReserved,
  passwordIsStrong,
  personNameIsWellFormed,
  textIsSingleLine,
  textLength,
} from '@ordina/contracts';
import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Form field rules (spec §5). Each validator returns the message to show
 * under the field, or null when the value is fine.
 */

// The password, name and address-text rules and limits are defined once, with
// the request schemas that enforce them on the server.
export {
  ADDRESS_TEXT_MAX_LENGTH,
  COUPON_CODE_MAX_LENGTH,
  DELIVERY_PLACE_MAX_LENGTH,
  DOORBELL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FLOOR_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  emailDomainIsReserved,
  passwordIsStrong,
  personNameIsWellFormed,
  textIsSingleLine,
} from '@ordina/contracts';
/** Prefix added to a phone number typed without an international prefix. */
export const DEFAULT_PHONE_PREFIX = '+39';

/** The format hint shown with phone fields ("Accepted format +39 555 4444444"). */
export const PHONE_FORMAT_HINT: Message = message('validation.phone_format');

// The phone rules (phoneNormalize, phoneIsBlank, validatePhone) are in
// phone.ts: they carry libphonenumber's metadata (~50 KB gzipped), which the
// browser loads only when a form checks a phone (`@ordina/domain/phone`).

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

/** The e-mail of a new account: the e-mail rule, then not at a reserved special-use domain (.invalid, .test, example.com…), as registration requires. */
export function validateNewAccountEmail(value: string | null | undefined): Message | null {
  return (
    validateEmail(value) ??
    (emailDomainIsReserved((value ?? '').trim()) ? message('errors.WRONG_EMAIL') : null)
  );
}

/** First or last name: required, at most PERSON_NAME_MAX_LENGTH characters, then the shape of a name (letters, spaces, apostrophes, hyphens, initials). */
export function validatePersonName(value: string | null | undefined): Message | null {
  const missing = validateRequired(value);
  if (missing) return missing;
  const name = (value ?? '').trim();
  return (
    validateMaxLength(name, PERSON_NAME_MAX_LENGTH) ??
    (personNameIsWellFormed(name) ? null : message('validation.person_name'))
  );
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

/**
 * A table, umbrella or car place as the customer means it (issue 34): the
 * hyphens and dots of "AB-123-CD" or "Nr. 42" become spaces and runs of
 * spaces one, so the spec's rule (letters, digits, spaces, §5) accepts them.
 * The checkout applies it as the customer types, the server before it
 * validates. Line breaks and tabs are left for the rule to refuse.
 */
export function localPlaceNormalize(value: string): string {
  return value.replace(/[-.\u2010-\u2015]/g, ' ').replace(/ {2,}/g, ' ');
}

/** Place of a table, beach umbrella or car: required; letters (accented too), digits and whitespace only, on one line. */
export function validateLocalPlace(value: string | null | undefined): Message | null {
  const missing = validateRequired(value);
  if (missing) return missing;
  const place = value ?? '';
  // Surrounding whitespace is trimmed by the order; inside, a line break or tab would add lines to its e-mails.
  return /^[\p{L}\p{N}\s]+$/u.test(place) && textIsSingleLine(place.trim())
    ? null
    : message('validation.not_valid');
}

/** 'Maximum {max} characters' when the text is longer than `max` characters. */
export function validateMaxLength(value: string | null | undefined, max: number): Message | null {
  return textLength(value ?? '') > max ? message('validation.max_length', { max }) : null;
}

/** An optional one-line address text: at most `max` characters, then 'Invalid format' for a line break, control or bidirectional-formatting character. */
function validateAddressLine(value: string | null | undefined, max: number): Message | null {
  const text = (value ?? '').trim();
  return (
    validateMaxLength(text, max) ?? (textIsSingleLine(text) ? null : message('validation.invalid_format'))
  );
}

/** Floor of a delivery address: optional, at most 40 characters, one line. */
export function validateFloor(value: string | null | undefined): Message | null {
  return validateAddressLine(value, FLOOR_MAX_LENGTH);
}

/** Doorbell of a delivery address: optional, at most 60 characters, one line. */
export function validateDoorbell(value: string | null | undefined): Message | null {
  return validateAddressLine(value, DOORBELL_MAX_LENGTH);
}

/** The privacy checkbox must be ticked. */
export function validatePrivacy(accepted: boolean | null | undefined): Message | null {
  return accepted === true ? null : message('validation.privacy_required');
}

/** Home delivery needs a valid address ('You must specify an address'). */
export function validateAddressChosen(addressValid: boolean): Message | null {
  return addressValid ? null : message('validation.address_required');
}
