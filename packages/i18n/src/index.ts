export { catalogues } from './catalogues/index.ts';
export type { Catalogue, MessageKey, PluralKey } from './message-key.ts';
export {
  isMessageKey,
  MONEY_PLACEHOLDERS,
  messageParts,
  placeholdersOf,
  translate,
  translateCount,
  translateMessage,
  type Message,
  type MessageParam,
  type MessageParams,
  type MessagePart,
} from './translate.ts';
export { createTranslator, type Translator } from './translator.ts';
export { errorMessage, errorText } from './errors.ts';
export { formatMoney } from './money.ts';
export { formatSignedMoney } from './signed-money.ts';
export { moneyPatternFor, type MoneyPattern } from './money-pattern.ts';
export {
  formatCalendarLabel,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  weekdayName,
  type Instant,
} from './dates.ts';
export { languageName, nativeLanguageName } from './languages.ts';
export { deliveryMethodName, paymentMethodName } from './labels.ts';
export { deliveryTimeLabel, paymentMethodDescription, paymentMethodLabel } from './order-labels.ts';
export type { PaymentMethodLocales, PaymentMethodTexts } from './order-labels.ts';
