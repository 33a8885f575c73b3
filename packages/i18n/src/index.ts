export { catalogues } from './catalogues/index.ts';
export type { Catalogue, MessageKey, PluralKey } from './message-key.ts';
export {
  isMessageKey,
  messageParts,
  placeholdersOf,
  translate,
  translateCount,
  translateMessage,
  type Message,
  type MessageParam,
  type MessageParams,
  type MessagePart,
  type MoneyParam,
} from './translate.ts';
export { createTranslator, type Translator } from './translator.ts';
export { errorKey, errorMessage, errorText, isErrorCode } from './errors.ts';
export { formatAmount, formatMoney } from './money.ts';
export {
  formatCalendarLabel,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  weekdayName,
  type Instant,
} from './dates.ts';
export { DEFAULT_LOCALE, languageName, nativeLanguageName } from './languages.ts';
export { deliveryMethodName, orderStatusLabel, paymentMethodName } from './labels.ts';
