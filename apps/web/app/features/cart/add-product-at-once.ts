import type { Product, Storefront } from '@ordina/contracts';
import { ADDED_TO_ORDER_MS } from '@ordina/domain';
import type { ProductOption } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { flash } from '../../lib/first-load/flash.ts';
import type { CartStore } from './cart-summary/cart-store.ts';
import { deferredRules } from './cart-summary/use-deferred-rules.ts';

/**
 * Adds a product without choices to the cart, says 'Added to order' for 1 s
 * (spec §4) and reports add_to_cart. Loaded with the cart's code on the first
 * tap (or on idle), not with the page: the button itself stays in the first load.
 */
export async function addProductAtOnce({
  product,
  options,
  storefront,
  cart,
  t,
}: {
  product: Product;
  options: readonly ProductOption[];
  storefront: Storefront;
  cart: CartStore;
  t: Translator;
}): Promise<void> {
  const rules = await deferredRules.load();
  void cart.hydrate(storefront);
  const entry = rules.cartEntryBuild({ product, options, selection: {} });
  await cart.save(entry);
  flash(t('cart.added_to_order'), { durationMs: ADDED_TO_ORDER_MS });
  // Statistics never hold up (or, offline, undo) the addition.
  import('../../lib/analytics/after-hydration-shared/use-analytics.ts')
    .then((analytics) => analytics.trackAddToCart(storefront.configuration.params, entry))
    .catch(() => undefined);
}
