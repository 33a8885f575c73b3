import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Product } from '@ordina/contracts';
import { localizedName, productHasChoices } from '@ordina/domain';
import { useLocale } from '../../lib/first-load/use-locale.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useProvidedCartStore } from './product-list/cart-store-provider.tsx';
import { showProgressWhile } from '../../lib/first-load/activity.ts';
import { OfflineRetry } from '../../components/ui/first-load/offline-retry.tsx';
import { whenIdle } from '../../lib/first-load/lazy-module.ts';
import {
  LazyProductOptionsDialog,
  loadProductOptionsDialog,
  preloadProductOptionsDialog,
  retryProductOptionsDialog,
} from './product-list/lazy-product-options-dialog.tsx';
import { retryOrReload } from '../../lib/first-load/lazy-module.ts';
import { useProductOptions } from './product-list/use-product-options.ts';

const noSubscription = () => () => undefined;

function preloadAddProductAtOnce(): void {
  // A failed preload is not an error: the tap loads it again and offers a retry if it still fails.
  import('./add-product-at-once.ts').catch(() => undefined);
}

/** Props of the add-to-cart button. */
export interface AddToCartButtonProps {
  product: Product;
  /** The boxed product list (configuration.image_format.box_product_list): 'insert' instead of 'Add' when there is no price. */
  boxed?: boolean;
  /** Extra classes for the button (size, placement). */
  className?: string;
}

/**
 * The product's add button (spec §2 category page, §4 adding to cart): it
 * shows the price, or 'Add' ('insert' in the boxed list) without one. A
 * product with options or removable ingredients opens the options dialog;
 * any other is added at once with 'Added to order' for 1 s.
 */
export function AddToCartButton({ product, boxed = false, className = '' }: AddToCartButtonProps) {
  const t = useTranslator();
  const locale = useLocale();
  const storefront = useStorefront();
  const providedStore = useProvidedCartStore();
  const options = useProductOptions(product);
  const [dialogOpen, setDialogOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasChoices = productHasChoices(product, options);
  const label =
    product.price !== null ? t.money(product.price) : t(boxed ? 'category.insert' : 'category.add');

  // False on the server and while hydrating: the button has no handler yet, so it must not look ready.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The code this tap needed did not arrive (offline): say so where the tap was, keep the page.
  const [failed, setFailed] = useState(false);

  // The code a tap needs is fetched while the page is idle: a tap after the connection drops still works.
  useEffect(() => whenIdle(hasChoices ? preloadProductOptionsDialog : preloadAddProductAtOnce), [hasChoices]);

  // The cart store, its line rules and the adding itself are not part of the
  // first load: they arrive with the order summary after hydration (already
  // here by any real tap).
  const loadCart = () =>
    Promise.all([
      import('./add-product-at-once.ts'),
      providedStore ?? import('./cart-summary/page-cart-store.ts').then((m) => m.pageCartStore()),
    ]);

  function add(retrying = false) {
    setFailed(false);
    const work = hasChoices
      ? (retrying ? retryProductOptionsDialog : loadProductOptionsDialog)().then(() => setDialogOpen(true))
      : (retrying ? retryOrReload(loadCart) : loadCart()).then(([{ addProductAtOnce }, cart]) =>
          addProductAtOnce({ product, options, storefront, cart, t }),
        );
    showProgressWhile(work).catch(() => setFailed(true));
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => add()}
        aria-disabled={ready ? undefined : true}
        data-pending={ready ? undefined : ''}
        onPointerEnter={hasChoices ? preloadProductOptionsDialog : undefined}
        onFocus={hasChoices ? preloadProductOptionsDialog : undefined}
        aria-haspopup={hasChoices ? 'dialog' : undefined}
        className={`bg-button text-button-text focus-visible:ring-primary inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap shadow-sm transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none active:scale-95 ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M10 3.5a1 1 0 0 1 1 1V9h4.5a1 1 0 1 1 0 2H11v4.5a1 1 0 1 1-2 0V11H4.5a1 1 0 1 1 0-2H9V4.5a1 1 0 0 1 1-1Z" />
        </svg>
        <span className="tabular-nums">{label}</span>
        {/* The visible label is a price; the accessible name says what the button does and to what. */}
        <span className="sr-only">{` – ${t('options.add_to_order')}: ${localizedName(product, locale)}`}</span>
      </button>
      {failed && <OfflineRetry onRetry={() => add(true)} t={t} className="basis-full" />}
      {dialogOpen && (
        <LazyProductOptionsDialog
          product={product}
          onClose={() => setDialogOpen(false)}
          fallbackFocus={() => buttonRef.current}
        />
      )}
    </>
  );
}
