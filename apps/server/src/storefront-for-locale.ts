import type { Locale, Storefront } from '@ordina/contracts';

/**
 * A page shows one language (changing it reloads the page), so it needs the
 * translations of that language only: the demo's four languages made the
 * inline initial data about four times larger than what any page reads.
 * Everything else (ids, prices, options, timetables) is kept as it is, so a
 * cart stored by ids survives a language change, and the result still
 * satisfies storefrontSchema.
 */

type Translated<T> = { readonly languages: Partial<Record<Locale, T>> };

/** `entity` with its `languages` map reduced to `locale`'s entry (empty when it has none). */
function withLocale<E extends Translated<T>, T>(entity: E, locale: Locale): E {
  const translation = entity.languages[locale];
  return { ...entity, languages: translation === undefined ? {} : { [locale]: translation } };
}

/** A per-locale text map reduced to `locale`'s text. */
function textForLocale(
  texts: Partial<Record<Locale, string>>,
  locale: Locale,
): Partial<Record<Locale, string>> {
  const text = texts[locale];
  return text === undefined ? {} : { [locale]: text };
}

/** The storefront with only `locale`'s translations (entities, options, coupons, payment methods, configuration texts). */
export function storefrontForLocale(storefront: Storefront, locale: Locale): Storefront {
  const { configuration } = storefront;
  return {
    ...storefront,
    configuration: {
      ...configuration,
      payment_methods: configuration.payment_methods.map((method) => withLocale(method, locale)),
      coupons: configuration.coupons.map((coupon) => withLocale(coupon, locale)),
      notice: textForLocale(configuration.notice, locale),
      food_intolerance_text: textForLocale(configuration.food_intolerance_text, locale),
      removable_items_title: textForLocale(configuration.removable_items_title, locale),
      delivery_delay_notice: textForLocale(configuration.delivery_delay_notice, locale),
    },
    categories: storefront.categories.map((category) => withLocale(category, locale)),
    products: storefront.products.map((product) => ({
      ...withLocale(product, locale),
      removable_items: product.removable_items.map((item) => withLocale(item, locale)),
    })),
    category_options: storefront.category_options.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        ...withLocale(option, locale),
        items: option.items.map((item) => withLocale(item, locale)),
      })),
    })),
  };
}

// The cache hands out one storefront object until it reloads: trim it once per
// language (not once per request), and let the copies go with the object.
const trimmed = new WeakMap<Storefront, Map<Locale, Storefront>>();

/** storefrontForLocale, memoised per storefront object and locale (the same object back for the same pair). */
export function cachedStorefrontForLocale(storefront: Storefront, locale: Locale): Storefront {
  let byLocale = trimmed.get(storefront);
  if (byLocale === undefined) {
    byLocale = new Map();
    trimmed.set(storefront, byLocale);
  }
  let result = byLocale.get(locale);
  if (result === undefined) {
    result = storefrontForLocale(storefront, locale);
    byLocale.set(locale, result);
  }
  return result;
}
