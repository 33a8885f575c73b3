import { LOCALES } from '@ordina/contracts';
import type { Locale } from '@ordina/contracts';

/**
 * Language choice (spec §1): the stored choice, then the browser's languages,
 * then the business's first configured language, else Italian. Only locales
 * the business has configured count.
 */

/** The language used when nothing else decides. */
export const DEFAULT_LOCALE: Locale = 'it';

/** A configured language as the configuration lists it. */
export interface ConfiguredLanguage {
  readonly locale: Locale;
  readonly default?: boolean;
}

/** Whether a string is one of the product's locales (it, en, fr, de). */
export function languageIsLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The browser's language tags from an Accept-Language header (or navigator.languages), best first. */
export function languageAcceptList(header: string | readonly string[] | null | undefined): string[] {
  if (!header) return [];
  if (typeof header !== 'string') return header.map((t) => t.trim()).filter((t) => t !== '');
  return (
    header
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const quality = q === undefined ? 1 : Number(q.slice(2));
        return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
      })
      .filter((t) => t.tag !== '' && t.tag !== '*' && t.quality > 0)
      // Stable: equal weights keep the header's order.
      .sort((a, b) => b.quality - a.quality || a.index - b.index)
      .map((t) => t.tag)
  );
}

/**
 * The language to show. `configured` may flag one language as the default: it
 * then counts as the "first configured language" whatever its position.
 */
export function languageChoose(input: {
  readonly stored?: string | null;
  readonly browser?: string | readonly string[] | null;
  readonly configured: readonly (ConfiguredLanguage | Locale)[];
}): Locale {
  const configured = input.configured.map((l) => (typeof l === 'string' ? { locale: l } : l));
  const allowed = new Set(configured.map((l) => l.locale));
  if (languageIsLocale(input.stored) && allowed.has(input.stored)) return input.stored;
  for (const tag of languageAcceptList(input.browser)) {
    // 'fr-CH' counts as 'fr'.
    const primary = tag.toLowerCase().split('-')[0];
    if (languageIsLocale(primary) && allowed.has(primary)) return primary;
  }
  return languageFirstConfigured(configured);
}

/**
 * The business's own language: the one flagged default, else the first
 * configured, else Italian (what languageChoose falls back to when neither
 * the stored choice nor the browser decides).
 */
export function languageFirstConfigured(configured: readonly (ConfiguredLanguage | Locale)[]): Locale {
  const first = configured.find((l) => typeof l !== 'string' && l.default === true) ?? configured[0];
  return (typeof first === 'string' ? first : first?.locale) ?? DEFAULT_LOCALE;
}

/** Whether the language chooser appears (more than one configured language). */
export function languageChooserVisible(configured: readonly unknown[]): boolean {
  return configured.length > 1;
}

type Translatable = {
  readonly name: string;
  readonly description?: string;
  readonly languages?: Partial<
    Record<Locale, { readonly name?: string | undefined; readonly description?: string | undefined }>
  >;
};

/** An entity's name in `locale`, falling back to its own name. */
export function localizedName(entity: Translatable, locale?: Locale): string {
  const translated = locale ? entity.languages?.[locale]?.name : undefined;
  return translated !== undefined && translated !== '' ? translated : entity.name;
}

/** An entity's description in `locale`, falling back to its own description. */
export function localizedDescription(entity: Translatable, locale?: Locale): string {
  const translated = locale ? entity.languages?.[locale]?.description : undefined;
  return translated !== undefined && translated !== '' ? translated : (entity.description ?? '');
}
