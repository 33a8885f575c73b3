import type { ErrorCode } from '@ordina/contracts';

/**
 * User-facing messages leave the domain as `{ key, params? }`; `@ordina/i18n`
 * owns the texts. The keys are the shared list in docs/message-keys.md (a test
 * keeps the two alike), the order-status labels (see order-status.ts) among them.
 */
export const MESSAGE_KEYS = [
  'options.min_selections',
  'options.select_an_option',
  'options.some_mandatory',
  'options.max_info',
  'options.min_info',
  'order.min_order_amount',
  'order.missing_to_minimum',
  'order.not_accepting',
  'order.login_required',
  'order.click_here',
  'time_left.minutes',
  'time_left.closed',
  'hours.closed_today',
  'validation.required',
  'validation.invalid_email',
  'validation.phone_format',
  'validation.invalid_number',
  'validation.invalid_format',
  'validation.not_valid',
  'validation.password_rule',
  'validation.password_match',
  'validation.max_length',
  'validation.person_name',
  'validation.privacy_required',
  'validation.address_required',
  'address.incomplete',
  'address.not_found',
  'address.outside_zone',
  'address.inside_zone',
  'address.floor_bell_hint',
  'coupon.not_existing',
  'coupon.not_valid_temporarily',
  'coupon.min_order',
  'coupon.valid',
  'order_status.to_confirm',
  'order_status.confirmed',
  'order_status.deleted',
  'order_status.awaiting_payment',
] as const;

/** Every key a domain message can carry: the shared list plus one `errors.<CODE>` per error code. */
export type MessageKey = (typeof MESSAGE_KEYS)[number] | `errors.${ErrorCode}`;

/** Placeholder values of a message (`{n}`, `{euro}`, `{minuti}`, …). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translatable message: a key of the shared list and its placeholder values. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** Builds a message, leaving `params` out when there are none (so results compare cleanly). */
export function message(key: MessageKey, params?: MessageParams): Message {
  return params === undefined ? { key } : { key, params };
}

/** Turns money into a message parameter: the caller's formatter when given, else the raw cents. */
export type MoneyParamFormatter = (cents: number) => string;

/** The value placed in a money placeholder: formatted by `format` when given, else the integer cents. */
export function moneyParam(cents: number, format?: MoneyParamFormatter): string | number {
  return format ? format(cents) : cents;
}
