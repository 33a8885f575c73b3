import type { Locale } from '@ordina/contracts';
import { errorMessage } from './errors.ts';
import type { MessageKey, PluralKey } from './message-key.ts';
import { formatMoney } from './money.ts';
import {
  translate,
  translateCount,
  translateMessage,
  type Message,
  type MessageParams,
} from './translate.ts';

/** `translate` bound to one locale, with the other per-locale helpers alongside (what a UI passes around). */
export interface Translator {
  (key: MessageKey, params?: MessageParams): string;
  readonly locale: Locale;
  /** Plural form of `base` for `count`. */
  count(base: PluralKey, count: number, params?: MessageParams): string;
  /** A domain message `{ key, params }`. */
  message(message: Message): string;
  /** The 'Attention: …' text for server error codes. */
  errors(codes: readonly string[]): string;
  /** Cents as money with the euro symbol. */
  money(cents: number): string;
}

/** Creates a translator for `locale`: `const t = createTranslator('it'); t('hours.closed_today')`. */
export function createTranslator(locale: Locale): Translator {
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  return Object.assign(t, {
    locale,
    count: (base: PluralKey, count: number, params?: MessageParams) =>
      translateCount(locale, base, count, params),
    message: (message: Message) => translateMessage(locale, message),
    errors: (codes: readonly string[]) => errorMessage(locale, codes),
    money: (cents: number) => formatMoney(cents, locale),
  });
}
