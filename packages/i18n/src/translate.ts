import type { Locale } from '@ordina/contracts';
import { catalogues } from './catalogues/index.ts';
import { en } from './catalogues/en.ts';
import { intlLocaleOf, normaliseSpaces, perLocale } from './intl-locale.ts';
import type { MessageKey, PluralKey } from './message-key.ts';
import { formatMoney, formatWholeNumber } from './money.ts';

/**
 * A placeholder value. Numbers print in the locale's digits, except in the
 * money placeholders below, where a number is integer cents (money is cents
 * in every layer, docs/decisions/001) and prints as `formatMoney` does, symbol
 * included — the one money format of the storefront (docs/decisions/023).
 */
export type MessageParam = string | number;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** Placeholders that hold a euro amount; the formatter places the € sign, never the message. */
export const MONEY_PLACEHOLDERS: ReadonlySet<string> = new Set(['euro', 'importo']);

/** A user-facing message as @ordina/domain returns it. */
export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
}

/** A piece of a message template: literal text or a named placeholder (for rich rendering, e.g. a link). */
export type MessagePart = { readonly text: string } | { readonly param: string };

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** True when `value` is a key of the catalogues. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/**
 * Translates `key` into `locale`, replacing `{name}` placeholders from
 * `params`. A placeholder without a value stays visible as `{name}`, so a
 * forgotten parameter shows on screen and in tests instead of vanishing.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return fill(catalogues[locale][key], locale, params);
}

/** Translates a domain message `{ key, params }`; an unknown key is returned as is, so it is noticed. */
export function translateMessage(locale: Locale, message: Message): string {
  return isMessageKey(message.key) ? translate(locale, message.key, message.params) : message.key;
}

/** Picks the `.one` or `.other` form of `base` for `count` (Intl plural rules) and fills `{count}`. */
export function translateCount(
  locale: Locale,
  base: PluralKey,
  count: number,
  params?: MessageParams,
): string {
  const form = pluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return translate(locale, `${base}.${form}`, { ...params, count });
}

/** Splits the template of `key` into literal text and placeholders, for messages that embed a component. */
export function messageParts(locale: Locale, key: MessageKey): MessagePart[] {
  const template = catalogues[locale][key];
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ param: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The placeholder names used in a template, in order of appearance (duplicates kept once). */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}

function fill(template: string, locale: Locale, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : render(name, value, locale);
  });
}

function render(name: string, value: MessageParam, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (MONEY_PLACEHOLDERS.has(name)) return formatMoney(value, locale);
  // Whole numbers without Intl: the first Intl.NumberFormat costs a hydration 130–150 ms at 4× CPU (decision 028).
  // Anything else (rare: no message shows one while a page hydrates) through Intl, which V8 caches per locale.
  return Number.isSafeInteger(value)
    ? formatWholeNumber(value, locale)
    : normaliseSpaces(value.toLocaleString(intlLocaleOf(locale)));
}

const pluralRules = /* @__PURE__ */ perLocale((intlLocale) => new Intl.PluralRules(intlLocale));
