import type { Coupon, Locale, Weekday } from '@ordina/contracts';
import { formatMoney } from '@ordina/i18n';
import type { StaffMessageKey, StaffTranslator } from '@ordina/i18n/staff';
import { centsToEuroText, euroTextToCents } from '../../lib/business-document/euro-text.ts';

/*
 * A coupon as the owner edits it (issue 35): the business file's coupon (spec §3 "Coupon", schema
 * couponSchema in packages/contracts/src/business.ts) as typed text, the checks that mirror the
 * schema (so a mistake shows at its field before anything is sent; the server checks the whole file
 * again), and the coupon's rules said in words. A percent coupon's value is the percentage, a fixed
 * one's is cents (docs/decisions/001); a fixed coupon is written value_mode 'euro', as the demo files.
 */

/** The coupon's fields as typed. */
export interface CouponDraft {
  code: string;
  descriptions: Partial<Record<Locale, string>>;
  valueMode: '%' | 'euro';
  value: string;
  freeShipping: boolean;
  minOrder: string;
  validityFrom: string;
  validityTo: string;
  hourFrom: string;
  hourTo: string;
  weekDays: Weekday[];
  isPublic: boolean;
  automatic: boolean;
  atFirstOrder: boolean;
  usageLimit: string;
  usageLimitPerCustomer: string;
}

/** A field of the draft that a check can refuse. */
export type CouponField =
  | 'code'
  | 'value'
  | 'minOrder'
  | 'validityFrom'
  | 'validityTo'
  | 'hourFrom'
  | 'hourTo'
  | 'usageLimit'
  | 'usageLimitPerCustomer';

/** Each refused field with the message key saying why. */
export type CouponIssues = Partial<Record<CouponField, StaffMessageKey>>;

/*
 * The weekdays, languages' Intl tags: values of their own here rather than imports from the storefront's
 * shared modules, whose first-load chunk would grow by an export for each value a staff page takes.
 */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const INTL_LOCALES: Readonly<Record<Locale, string>> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

/** A weekday's name as the language writes it inside a sentence: it "venerdì", en "Friday", de "Freitag". */
export function weekdayText(locale: Locale, day: Weekday): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const COUNT = /^\d{1,6}$/;

/** A new coupon: a percentage, valid on every day, public as the schema's default. */
export function emptyCoupon(id: number): Coupon {
  return {
    id,
    code: '',
    description: '',
    value: 10,
    value_mode: '%',
    free_shipping: false,
    min_order_amount: 0,
    validity_from: null,
    validity_to: null,
    validity_hour_from: null,
    validity_hour_to: null,
    validity_week_days: [],
    at_first_order: false,
    automatic_order_binding: 0,
    public: true,
    usage_limit: null,
    usage_limit_per_customer: null,
    languages: {},
  };
}

/** The next free id of the list. */
export function nextCouponId(coupons: readonly Coupon[]): number {
  return coupons.reduce((max, c) => Math.max(max, c.id), 0) + 1;
}

/** Whether the coupon is a percentage (spec §3: '%' percent, otherwise fixed). */
function isPercent(coupon: Pick<Coupon, 'value_mode'>): boolean {
  return coupon.value_mode === '%';
}

/** The draft of a coupon; `languages` puts the business's default language first (its text is `description`). */
export function draftOf(coupon: Coupon, languages: readonly Locale[]): CouponDraft {
  const [main, ...others] = languages;
  const descriptions: CouponDraft['descriptions'] = {};
  if (main !== undefined) descriptions[main] = coupon.description;
  for (const locale of others) descriptions[locale] = coupon.languages[locale]?.description ?? '';
  const percent = isPercent(coupon);
  return {
    code: coupon.code,
    descriptions,
    valueMode: percent ? '%' : 'euro',
    value: percent ? String(coupon.value) : centsToEuroText(coupon.value),
    freeShipping: coupon.free_shipping,
    minOrder: coupon.min_order_amount === 0 ? '' : centsToEuroText(coupon.min_order_amount),
    validityFrom: coupon.validity_from ?? '',
    validityTo: coupon.validity_to ?? '',
    hourFrom: coupon.validity_hour_from ?? '',
    hourTo: coupon.validity_hour_to ?? '',
    weekDays: WEEKDAYS.filter((day) => coupon.validity_week_days.includes(day)),
    isPublic: coupon.public,
    automatic: coupon.automatic_order_binding === 1,
    atFirstOrder: coupon.at_first_order,
    usageLimit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    usageLimitPerCustomer:
      coupon.usage_limit_per_customer === null ? '' : String(coupon.usage_limit_per_customer),
  };
}

function valueOf(draft: CouponDraft): number | undefined {
  if (draft.valueMode === '%') {
    const text = draft.value.trim();
    if (!/^\d{1,3}$/.test(text)) return undefined;
    const percent = Number(text);
    return percent >= 1 && percent <= 100 ? percent : undefined;
  }
  const cents = euroTextToCents(draft.value);
  if (cents === null || cents === undefined) return undefined;
  // A fixed coupon takes something off, unless all it gives is the free delivery.
  return cents > 0 || draft.freeShipping ? cents : undefined;
}

function countOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!COUNT.test(trimmed) || Number(trimmed) < 1) return undefined;
  return Number(trimmed);
}

/** The draft's problems, each at its field (the schema's rules, and the code unique among `others`). */
export function couponIssues(draft: CouponDraft, others: readonly Coupon[]): CouponIssues {
  const issues: CouponIssues = {};
  const code = draft.code.trim();
  if (code.length < 4) issues.code = 'coupons.issue.code_short';
  else if (others.some((c) => c.code.toUpperCase() === code.toUpperCase()))
    issues.code = 'coupons.issue.code_taken';
  if (valueOf(draft) === undefined)
    issues.value = draft.valueMode === '%' ? 'coupons.issue.value_percent' : 'coupons.issue.value_euro';
  if (euroTextToCents(draft.minOrder) === undefined) issues.minOrder = 'coupons.issue.amount';
  const from = draft.validityFrom.trim();
  const to = draft.validityTo.trim();
  if (from !== '' && !DATE.test(from)) issues.validityFrom = 'coupons.issue.date';
  if (to !== '' && !DATE.test(to)) issues.validityTo = 'coupons.issue.date';
  else if (from !== '' && to !== '' && DATE.test(from) && to < from)
    issues.validityTo = 'coupons.issue.to_before_from';
  if (draft.hourFrom.trim() !== '' && !TIME.test(draft.hourFrom.trim()))
    issues.hourFrom = 'coupons.issue.time';
  if (draft.hourTo.trim() !== '' && !TIME.test(draft.hourTo.trim())) issues.hourTo = 'coupons.issue.time';
  if (countOf(draft.usageLimit) === undefined) issues.usageLimit = 'coupons.issue.count';
  if (countOf(draft.usageLimitPerCustomer) === undefined)
    issues.usageLimitPerCustomer = 'coupons.issue.count';
  return issues;
}

/** The coupon with the draft applied, or the draft's problems. */
export function couponOf(
  coupon: Coupon,
  draft: CouponDraft,
  languages: readonly Locale[],
  others: readonly Coupon[],
): { coupon: Coupon } | { issues: CouponIssues } {
  const issues = couponIssues(draft, others);
  const built = Object.keys(issues).length > 0 ? null : applied(coupon, draft, languages);
  return built === null ? { issues } : { coupon: built };
}

/** The draft applied to the coupon; null when a number or amount does not read. */
function applied(coupon: Coupon, draft: CouponDraft, languages: readonly Locale[]): Coupon | null {
  const value = valueOf(draft);
  const minOrder = euroTextToCents(draft.minOrder);
  const usageLimit = countOf(draft.usageLimit);
  const perCustomer = countOf(draft.usageLimitPerCustomer);
  if (value === undefined || minOrder === undefined || usageLimit === undefined || perCustomer === undefined)
    return null;
  const [main, ...others] = languages;
  const translations: Coupon['languages'] = { ...coupon.languages };
  for (const locale of others) {
    const description = draft.descriptions[locale]?.trim() ?? '';
    const rest = { ...translations[locale] };
    delete rest.description;
    if (description === '' && Object.keys(rest).length === 0) delete translations[locale];
    else translations[locale] = { ...rest, ...(description === '' ? {} : { description }) };
  }
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...coupon,
    code: draft.code.trim(),
    description: main === undefined ? coupon.description : (draft.descriptions[main] ?? '').trim(),
    value,
    value_mode: draft.valueMode,
    free_shipping: draft.freeShipping,
    min_order_amount: minOrder ?? 0,
    validity_from: orNull(draft.validityFrom),
    validity_to: orNull(draft.validityTo),
    validity_hour_from: orNull(draft.hourFrom),
    validity_hour_to: orNull(draft.hourTo),
    validity_week_days: WEEKDAYS.filter((day) => draft.weekDays.includes(day)),
    public: draft.isPublic,
    automatic_order_binding: draft.automatic ? 1 : 0,
    at_first_order: draft.atFirstOrder,
    usage_limit: usageLimit,
    usage_limit_per_customer: perCustomer,
    languages: translations,
  };
}

/** A calendar date of the business file (YYYY-MM-DD) written out: it "1 giugno 2026", en "1 June 2026". */
export function writtenDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "a, b and c" in the staff member's language. */
function listOf(items: readonly string[], t: StaffTranslator): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t('coupons.preview.and')} ${items.at(-1) ?? ''}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the coupon is worth, in words: "5,00 € off and free delivery". */
export function couponWorth(coupon: Coupon, t: StaffTranslator, locale: Locale): string {
  const parts: string[] = [];
  if (coupon.value > 0)
    parts.push(
      isPercent(coupon)
        ? t('coupons.preview.percent', { value: coupon.value })
        : t('coupons.preview.euro', { amount: formatMoney(coupon.value, locale) }),
    );
  if (coupon.free_shipping) parts.push(t('coupons.preview.free_shipping'));
  return capitalised(listOf(parts, t));
}

/** When the coupon is valid, in words: dates, weekdays, hours. */
export function couponWhen(coupon: Coupon, t: StaffTranslator, locale: Locale): string {
  const from = coupon.validity_from === null ? null : writtenDate(coupon.validity_from, locale);
  const to = coupon.validity_to === null ? null : writtenDate(coupon.validity_to, locale);
  const dates =
    from !== null && to !== null
      ? t('coupons.preview.dates_range', { from, to })
      : from !== null
        ? t('coupons.preview.dates_from', { from })
        : to !== null
          ? t('coupons.preview.dates_to', { to })
          : t('coupons.preview.always');
  const days =
    coupon.validity_week_days.length === 0 || coupon.validity_week_days.length === 7
      ? t('coupons.preview.every_day')
      : listOf(
          WEEKDAYS.filter((day) => coupon.validity_week_days.includes(day)).map((day) =>
            weekdayText(locale, day),
          ),
          t,
        );
  const hourFrom = coupon.validity_hour_from;
  const hourTo = coupon.validity_hour_to;
  const hours =
    hourFrom !== null && hourTo !== null
      ? t('coupons.preview.hours', { from: hourFrom, to: hourTo })
      : hourFrom !== null
        ? t('coupons.preview.hours_from', { from: hourFrom })
        : hourTo !== null
          ? t('coupons.preview.hours_to', { to: hourTo })
          : null;
  return capitalised([dates, days, ...(hours === null ? [] : [hours])].join(', '));
}

/** Who may use it and how often, in words: minimum, first order, limits, automatic or by code. */
export function couponConditions(coupon: Coupon, t: StaffTranslator, locale: Locale): string[] {
  const parts: string[] = [];
  if (coupon.min_order_amount > 0)
    parts.push(t('coupons.preview.min_order', { amount: formatMoney(coupon.min_order_amount, locale) }));
  if (coupon.at_first_order) parts.push(t('coupons.preview.first_order'));
  if (coupon.usage_limit_per_customer === 1) parts.push(t('coupons.preview.per_customer_once'));
  else if (coupon.usage_limit_per_customer !== null)
    parts.push(t('coupons.preview.per_customer', { count: coupon.usage_limit_per_customer }));
  if (coupon.usage_limit !== null) parts.push(t('coupons.preview.limit', { count: coupon.usage_limit }));
  parts.push(
    coupon.automatic_order_binding === 1
      ? t('coupons.preview.automatic')
      : t('coupons.preview.by_code', { code: coupon.code === '' ? '…' : coupon.code }),
  );
  return parts;
}

/**
 * The coupon said in words, from the same fields the checkout reads (packages/domain/src/coupons.ts):
 * "5,00 € off. Active from 1 June 2026 to 30 September 2026, Friday and Saturday, 19:00–23:00; on
 * carts from 20,00 €; once per customer; with the code PROVA5."
 */
export function couponInWords(coupon: Coupon, t: StaffTranslator, locale: Locale): string {
  const worth = couponWorth(coupon, t, locale);
  const when = [couponWhen(coupon, t, locale), ...couponConditions(coupon, t, locale)].join('; ');
  return `${worth === '' ? '' : `${worth}. `}${when}.`;
}

/** The draft said in words while the fields that decide it read (the code may still be half typed); null otherwise. */
export function draftInWords(
  coupon: Coupon,
  draft: CouponDraft,
  languages: readonly Locale[],
  t: StaffTranslator,
  locale: Locale,
): string | null {
  const issues = couponIssues(draft, []);
  delete issues.code;
  if (Object.keys(issues).length > 0) return null;
  const built = applied(coupon, draft, languages);
  return built === null ? null : couponInWords(built, t, locale);
}
