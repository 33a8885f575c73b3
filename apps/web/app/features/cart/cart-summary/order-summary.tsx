import { useCallback, useId, useRef, useState } from 'react';
import type { DeliveryMethodCode, PublicCoupon } from '@ordina/contracts';
import { ORDER_SUMMARY_VISIBLE_RATIO } from '@ordina/domain';
import type { CartEntry, CouponRules, DeliveryPricing, TipChoice } from '@ordina/domain';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { useLocale } from '../../../lib/first-load/use-locale.ts';
import { useTranslator } from '../../../lib/first-load/use-translator.ts';
import { useCart } from './cart-store-context.tsx';
import { LazyProductOptionsDialog } from '../product-list/lazy-product-options-dialog.tsx';
import { OrderProceed } from '../cart-summary-box/order-proceed.tsx';
import { EditOrderLink, EmptyCartNote, OrderSummaryBox } from '../cart-summary-box/order-summary-box.tsx';
import { orderSummaryParts } from './order-summary-parts.ts';
import { useElementVisible } from '../../../lib/cart-summary/use-intersection.ts';
import { useOrderPricing } from './use-order-pricing.ts';

/** Props of the order summary. */
export interface OrderSummaryProps {
  /** False on the checkout: no edit, minus/plus or proceed; an edit link back to the home page instead. Default true. */
  editable?: boolean;
  /** Whether the customer is logged in (customer_auth_type solo_login blocks guests). Default false. */
  authenticated?: boolean;
  /** The chosen delivery method; not chosen yet (null) on the home and category pages, where shipping applies. */
  method?: DeliveryMethodCode | null;
  /** A manual coupon the customer entered and the server confirmed (checkout); it beats the automatic one. */
  manualCoupon?: CouponRules | null;
  /** The automatic coupons the server returned for this customer (checkout). */
  serverCoupons?: readonly PublicCoupon[];
  /** The server listed this customer's automatic coupons (checkout, logged in). */
  customerCouponsKnown?: boolean;
  /** The tip chosen at checkout (docs/decisions/067), null for none. */
  tip?: TipChoice | null;
  /** The figures of the zone the checked address falls in (checkout, docs/decisions/072). */
  zonePricing?: DeliveryPricing | null;
  /** Extra classes for the summary box (e.g. the page's sidebar placement). */
  className?: string;
}

/**
 * The order summary (spec §2): the cart's lines, the price lines and the
 * proceed button with the reasons it is disabled. On small screens a bottom
 * bar with the total and the quantity shows while the summary is less than
 * half visible. The cart renders after hydration (server pages show it empty).
 */
export function OrderSummary({
  editable = true,
  authenticated = false,
  method = null,
  manualCoupon = null,
  serverCoupons,
  customerCouponsKnown,
  tip = null,
  zonePricing = null,
  className = '',
}: OrderSummaryProps) {
  const storefront = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const { entries, hydrated, store } = useCart();
  const { prices, quantity, coupon, couponSource, blockers } = useOrderPricing({
    entries,
    method,
    manualCoupon,
    serverCoupons,
    customerCouponsKnown,
    tip,
    zonePricing,
    authenticated,
  });
  // The line being edited, and its position (an edited line keeps its place unless it merges into another).
  const [editing, setEditing] = useState<{ entry: CartEntry; index: number } | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const visible = useElementVisible(sectionRef, ORDER_SUMMARY_VISIBLE_RATIO);
  const titleId = useId();
  const emptyId = useId();

  // The parts for a cart with lines load while the saved cart is being restored.
  const parts = orderSummaryParts.useModule();

  const editButtonAt = (index: number) =>
    sectionRef.current
      ?.querySelectorAll('li')
      .item(index)
      ?.querySelector<HTMLElement>('button[aria-haspopup="dialog"]');

  const showSummary = useCallback(() => {
    const section = sectionRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <OrderSummaryBox
        sectionRef={sectionRef}
        titleId={titleId}
        className={className}
        t={t}
        footer={
          editable ? (
            <OrderProceed
              blockers={blockers}
              describedBy={entries.length === 0 ? emptyId : undefined}
              t={t}
            />
          ) : (
            <EditOrderLink t={t} />
          )
        }
      >
        {entries.length === 0 ? (
          <EmptyCartNote id={emptyId} t={t} pending={!hydrated} />
        ) : (
          parts && (
            <parts.OrderSummaryLines
              entries={entries}
              pricing={{ prices, coupon, couponSource, blockers }}
              editable={editable}
              method={method}
              onEditOptions={(entry, index) => setEditing({ entry, index })}
              onIncrement={(entry) => store.increment(entry.id)}
              onDecrement={(entry) => {
                store.decrement(entry.id);
                // The line's buttons go with it: keep focus in the summary rather than losing it.
                if (entry.qty === 1) sectionRef.current?.focus({ preventScroll: true });
              }}
              storefront={storefront}
              locale={locale}
              t={t}
            />
          )
        )}
      </OrderSummaryBox>
      {parts && prices && quantity > 0 && !visible && (
        <parts.OrderSummaryBar
          total={prices.total}
          quantity={quantity}
          onShow={showSummary}
          // The checkout's summary (not editable): the form's submit is the primary action, not the bar.
          quiet={!editable}
          t={t}
        />
      )}
      {editing && (
        <LazyProductOptionsDialog
          product={editing.entry.product}
          entry={editing.entry}
          onClose={() => setEditing(null)}
          // The edited line was re-keyed: focus its edit button at the same place, else the summary.
          fallbackFocus={() => editButtonAt(editing.index) ?? sectionRef.current}
        />
      )}
    </>
  );
}
