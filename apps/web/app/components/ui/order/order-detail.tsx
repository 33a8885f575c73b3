import type { ReactNode } from 'react';
import type { Order, Storefront } from '@ordina/contracts';
import { deliveryMethodName, deliveryTimeLabel } from '@ordina/i18n';
import type { MessageKey, Translator } from '@ordina/i18n';
import {
  couponDiscount,
  orderDeliveryTime,
  orderPaymentMethod,
  orderPaymentUrl,
  orderPlacedAt,
  orderPromisedAt,
} from './order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

// The place label of the services that take one (spec §3 "Order form labels").
const PLACE_LABELS: Partial<Record<Order['deliveryMethodCode'], MessageKey>> = {
  table_delivery: 'field.table_number',
  beach_umbrella_delivery: 'field.umbrella_number',
  car_delivery: 'field.car_plate',
};

/** One card of the detail, named by its heading. */
function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5">
      <dt className={strong ? 'text-stone-900' : 'text-stone-600'}>{term}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** The home-delivery address: street and number, ZIP code and city. */
function deliveryAddress(delivery: Order['delivery']): string {
  const street = [delivery.address, delivery.streetNumber].filter(Boolean).join(' ');
  const place = [delivery.zipCode, delivery.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/**
 * One order in full (spec §2 "Order detail", §3 "Order"): status and date,
 * the products with their options and removed ingredients, delivery method
 * and address or place, payment method, coupons and the amounts.
 */
export function OrderDetail({
  order,
  storefront,
  t,
  titleLevel = 1,
  liveStatus,
}: {
  order: Order;
  storefront: Storefront;
  t: Translator;
  /** 2 when the page has its own main heading above the order (the order-sent and payment pages). */
  titleLevel?: 1 | 2;
  /** Where the order stands, followed live (the order-sent page): shown under the header in place of its status badge. */
  liveStatus?: ReactNode;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const timeZone = storefront.configuration.time_zone;
  const payUrl = orderPaymentUrl(order);
  const payment = orderPaymentMethod(order.paymentTypeCode, storefront, t);
  const promisedAt = orderPromisedAt(order, t, timeZone);
  const placeLabel = PLACE_LABELS[order.deliveryMethodCode];
  const address = order.deliveryMethodCode === 'home_delivery' ? deliveryAddress(order.delivery) : '';
  return (
    <article aria-labelledby="order-title" className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Title
            id="order-title"
            className={`${titleLevel === 1 ? 'text-2xl' : 'text-xl'} font-bold text-stone-900`}
          >
            {t('order_detail.title', { code: order.code })}
          </Title>
          {liveStatus === undefined ? <OrderStatusBadge code={order.statusCode} t={t} /> : null}
        </div>
        <p className="text-stone-600">
          {t('order_detail.placed_on', { date: orderPlacedAt(order, t, timeZone) })}
        </p>
        {liveStatus}
        {payUrl ? (
          <a
            href={payUrl}
            className="bg-button text-button-text focus-visible:ring-primary inline-flex min-h-11 items-center self-start rounded-full px-5 py-2.5 font-semibold hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('orders.go_to_payment')}
          </a>
        ) : null}
      </header>

      <DetailCard id="order-products" title={t('order_detail.products')}>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.products.map((product, index) => (
            <li key={`${product.id}-${index}`} className="flex justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  <span className="tabular-nums">{product.qty}</span>
                  <span aria-hidden="true"> × </span>
                  <span className="sr-only">{` ${t('order_detail.quantity')} `}</span>
                  {product.name}
                </p>
                {product.productOptions.length > 0 ? (
                  <ul className="mt-1 text-sm text-stone-600">
                    {product.productOptions.map((option) => (
                      <li key={option.id}>
                        <span className="font-medium text-stone-700">{option.name}</span>{' '}
                        {option.options.map((item) => item.name).join(', ')}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {product.removedItems ? (
                  <p className="mt-1 text-sm text-stone-600">
                    {t('summary.without', { items: product.removedItems })}
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 font-medium text-stone-900 tabular-nums">
                {t.money(product.final_price)}
              </p>
            </li>
          ))}
        </ul>
      </DetailCard>

      <div className="grid gap-5 sm:grid-cols-2">
        <DetailCard id="order-delivery" title={t('order_detail.delivery')}>
          <dl className="mt-2 text-sm">
            <Fact term={t('field.delivery_method')}>
              {deliveryMethodName(t.locale, order.deliveryMethodCode)}
            </Fact>
            <Fact term={deliveryTimeLabel(t.locale, order.deliveryMethodCode)}>
              {orderDeliveryTime(order.deliveryTime, t)}
            </Fact>
            {promisedAt ? <Fact term={t('order_live.promised_time')}>{promisedAt}</Fact> : null}
            {address ? <Fact term={t('field.address')}>{address}</Fact> : null}
            {address && order.delivery.floor ? (
              <Fact term={t('field.floor')}>{order.delivery.floor}</Fact>
            ) : null}
            {address && order.delivery.intercomName ? (
              <Fact term={t('field.doorbell')}>{order.delivery.intercomName}</Fact>
            ) : null}
            {placeLabel && order.delivery.table ? (
              <Fact term={t(placeLabel)}>{order.delivery.table}</Fact>
            ) : null}
            {order.annotations ? <Fact term={t('field.notes')}>{order.annotations}</Fact> : null}
          </dl>
        </DetailCard>
        <DetailCard id="order-payment" title={t('order_detail.payment')}>
          <dl className="mt-2 text-sm">
            <Fact term={t('field.payment_method')}>
              {payment.label}
              {payment.description ? (
                <span className="block text-stone-600">{payment.description}</span>
              ) : null}
            </Fact>
          </dl>
          {order.coupons.length > 0 ? (
            <>
              <h3 className="mt-3 text-sm font-bold text-stone-900">{t('order_detail.coupons')}</h3>
              <ul className="mt-1 text-sm">
                {order.coupons.map((coupon) => (
                  <li key={coupon.code} className="flex flex-wrap justify-between gap-x-4 py-1">
                    <span className="font-mono font-semibold text-stone-900">{coupon.code}</span>
                    <span className="text-stone-700">
                      {coupon.discountValue > 0 ? `−${couponDiscount(coupon, t)}` : null}
                      {coupon.discountValue > 0 && coupon.freeShipping ? ' · ' : null}
                      {coupon.freeShipping ? t('summary.free_shipping') : null}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </DetailCard>
      </div>

      <DetailCard id="order-amounts" title={t('order_detail.amounts')}>
        <dl className="mt-2 text-sm tabular-nums">
          <Fact term={t('summary.products')}>{t.money(order.amount)}</Fact>
          {order.deliveryMethodCode === 'home_delivery' ? (
            <Fact term={t('summary.shipping')}>
              {order.amountDelivery > 0 ? t.money(order.amountDelivery) : t('summary.free_shipping')}
            </Fact>
          ) : null}
          {order.amountDiscount > 0 ? (
            <Fact term={t('order_detail.discount')}>{t.money(-order.amountDiscount)}</Fact>
          ) : null}
          {order.amountManualDiscount > 0 ? (
            <Fact term={t('summary.manual_discount')}>{t.money(-order.amountManualDiscount)}</Fact>
          ) : null}
          {order.amountTip > 0 ? <Fact term={t('summary.tip')}>{t.money(order.amountTip)}</Fact> : null}
        </dl>
        <dl className="mt-2 border-t border-stone-200 pt-2 text-base font-bold tabular-nums">
          <Fact term={t('summary.total')} strong>
            {t.money(order.amountFinal)}
          </Fact>
        </dl>
      </DetailCard>
    </article>
  );
}
