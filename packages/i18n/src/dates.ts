import type { Locale, Weekday } from '@ordina/contracts';
import { intlLocaleOf, normaliseSpaces } from './intl-locale.ts';
import { translate } from './translate.ts';

/** A moment in time: a Date or epoch milliseconds. */
export type Instant = Date | number;

const DAY_MS = 86_400_000;

/** The localized name of a weekday key (mon..sun), capitalised as a label: it `Lunedì`. */
export function weekdayName(locale: Locale, weekday: Weekday): string {
  return translate(locale, `weekday.${weekday}`);
}

/** The wall-clock time `HH:mm` (24-hour) of `instant` in `timeZone`, the same in every locale. */
export function formatTime(instant: Instant, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${hour}:${minute}`;
}

/** The numeric calendar date of `instant` in `timeZone`: it `23/11/2026`, de `23.11.2026`. */
export function formatDate(instant: Instant, locale: Locale, timeZone: string): string {
  return format(instant, locale, timeZone, 'date', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Numeric date and 24-hour time of `instant` in `timeZone`: it `23/11/2026, 19:30`. */
export function formatDateTime(instant: Instant, locale: Locale, timeZone: string): string {
  return format(instant, locale, timeZone, 'date-time', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/**
 * The written-out date of `instant` in `timeZone`, capitalised: it `Lunedì 23 novembre 2026` — in French
 * lower case, with the ordinal on the first of the month, as French writes dates: `mardi 1er décembre 2026`.
 */
export function formatLongDate(instant: Instant, locale: Locale, timeZone: string): string {
  const text = writtenDate(instant, locale, timeZone, 'long-date', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return capitalise(text, locale);
}

/**
 * A delivery slot label relative to `now` (spec §4: time for today, a
 * calendar label otherwise): `19:30` today, `Tomorrow at 19:30`, `Friday at
 * 19:30` within the week, `Friday 4 December at 19:30` further away or in the
 * past. Days are counted in `timeZone`, the business's zone.
 */
export function formatCalendarLabel(
  instant: Instant,
  now: Instant,
  locale: Locale,
  timeZone: string,
): string {
  const slot = zonedParts(instant, timeZone);
  const time = `${slot.hour}:${slot.minute}`;
  const daysAhead = slot.dayNumber - zonedParts(now, timeZone).dayNumber;
  if (daysAhead === 0) return time;
  const day =
    daysAhead === 1
      ? translate(locale, 'date.tomorrow')
      : daysAhead > 1 && daysAhead < 7
        ? dayName(locale, slot.weekday)
        : capitalise(
            writtenDate(instant, locale, timeZone, 'day-month', {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
            }),
            locale,
          );
  return translate(locale, 'date.day_at_time', { day, time });
}

interface ZonedParts {
  readonly hour: string;
  readonly minute: string;
  readonly weekday: Weekday;
  /** Days since 1970-01-01 of the wall-clock date in the zone, for counting calendar days. */
  readonly dayNumber: number;
}

// Weekday names as the en-US formatter used by zonedParts writes them.
const WEEKDAY_BY_SHORT_NAME: Readonly<Record<string, Weekday>> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

function zonedParts(instant: Instant, timeZone: string): ZonedParts {
  const formatter = cachedFormat(
    `parts|${timeZone}`,
    () => ({
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    'en-US',
  );
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const weekday = WEEKDAY_BY_SHORT_NAME[parts.weekday ?? ''];
  if (!weekday || !parts.year || !parts.month || !parts.day || !parts.hour || !parts.minute)
    throw new RangeError(`cannot read the wall-clock time of ${String(instant)} in ${timeZone}`);
  return {
    hour: parts.hour,
    minute: parts.minute,
    weekday,
    dayNumber: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS,
  };
}

function format(
  instant: Instant,
  locale: Locale,
  timeZone: string,
  style: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return normaliseSpaces(formatterOf(locale, timeZone, style, options).format(instant));
}

/** The formatter of `style` (its `options`) in a locale and time zone, built once. */
function formatterOf(locale: Locale, timeZone: string, style: string, options: Intl.DateTimeFormatOptions) {
  return cachedFormat(
    `${style}|${locale}|${timeZone}`,
    () => ({ ...options, timeZone }),
    intlLocaleOf(locale),
  );
}

/** A date with the month written out; French puts the ordinal on the 1st (`1er décembre`), which Intl does not. */
function writtenDate(
  instant: Instant,
  locale: Locale,
  timeZone: string,
  style: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (locale !== 'fr') return format(instant, locale, timeZone, style, options);
  return normaliseSpaces(
    formatterOf(locale, timeZone, style, options)
      .formatToParts(instant)
      .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
      .join(''),
  );
}

/** A weekday as a day in a sentence: the catalogue's label, lower case in French (`mercredi à 19:30`). */
function dayName(locale: Locale, weekday: Weekday): string {
  const name = weekdayName(locale, weekday);
  return locale === 'fr' ? name.toLocaleLowerCase('fr') : name;
}

// Intl.DateTimeFormat is costly to build; keep one per style, locale and zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(
  cacheKey: string,
  options: () => Intl.DateTimeFormatOptions,
  tag: string,
): Intl.DateTimeFormat {
  let formatter = formats.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, options());
    formats.set(cacheKey, formatter);
  }
  return formatter;
}

/** A date as a label's first word, capitalised — but French writes weekdays and months in lower case. */
function capitalise(text: string, locale: Locale): string {
  if (locale === 'fr') return text;
  return text.charAt(0).toLocaleUpperCase(intlLocaleOf(locale)) + text.slice(1);
}
