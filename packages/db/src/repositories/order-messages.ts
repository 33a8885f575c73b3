import type { DeliveryMethodCode, Locale } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { readOrderChildren } from './order-reading.ts';

/*
 * An order as its messages tell it (confirmation, new-order e-mail, after a
 * verification): the same view whether the order was just placed (built from
 * what is being written) or is read back later (a verified order).
 */

/**
 * One line of an order's messages: names and cents as bought. Each name is in
 * the business's language (its new-order e-mail) and, as its `…InOrderLocale`
 * twin, in the order's (the customer's messages); an order placed before the
 * twins existed (migration 0014) has the business's name in both.
 */
export interface OrderMessageLine {
  name: string;
  nameInOrderLocale: string;
  qty: number;
  /** qty × unit price with options, cents. */
  lineTotal: number;
  options: readonly { itemName: string; itemNameInOrderLocale: string; price: number; operand: string }[];
  removed: readonly { name: string; nameInOrderLocale: string }[];
}

/** What an order's messages say: who, what, where and when, how it is paid, and its links' secrets. */
export interface OrderForMessages {
  id: number;
  code: string;
  /** The access hash of /ordine/inviato/{oid}/{hash}. */
  hash: string;
  locale: Locale;
  customer: { name: string; lastname: string; email: string; phone: string; note: string };
  delivery: {
    method: DeliveryMethodCode;
    /** Table, beach umbrella or car plate. */
    place: string | null;
    address: {
      route: string;
      street_number: string;
      postal_code: string;
      locality: string;
      floor: string;
      intercom_name: string;
    } | null;
    note: string;
  };
  /** Business clock: `YYYY-MM-DD` and `HH:mm`. */
  slot: { day: string; time: string };
  paymentMethod: string;
  lines: readonly OrderMessageLine[];
  /**
   * Cents; `coupon` ≤ 0; `manual` the restaurant's manual discount (≥ 0, docs/decisions/044) and `tip`
   * the customer's tip (docs/decisions/067) when there is one.
   */
  prices: { cart: number; coupon: number; shipping: number; total: number; manual?: number; tip?: number };
  couponCode: string | null;
  /** Whether a payment of the order was settled online (the new-order e-mail tells staff whether to collect the money). */
  paidOnline: boolean;
}

/** An order read back for its messages (whatever its status); undefined when unknown. */
export async function findOrderForMessages(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<OrderForMessages | undefined> {
  const head = await db
    .selectFrom('orders')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (head === undefined) return undefined;
  const children = await readOrderChildren(db, businessId, [orderId]);
  const address =
    head.delivery_address === null
      ? null
      : {
          route: head.delivery_address,
          street_number: head.delivery_street_number ?? '',
          postal_code: head.delivery_zip_code ?? '',
          locality: head.delivery_city ?? '',
          floor: head.delivery_floor ?? '',
          intercom_name: head.delivery_intercom_name ?? '',
        };
  return {
    id: head.id,
    code: head.code,
    hash: head.hash,
    locale: head.locale,
    customer: {
      name: head.customer_name,
      lastname: head.customer_lastname,
      email: head.customer_email,
      phone: head.customer_phone,
      note: head.customer_note,
    },
    delivery: {
      method: head.delivery_method_code,
      place: head.delivery_local_place,
      address,
      note: head.delivery_note,
    },
    slot: { day: head.delivery_date, time: head.delivery_time },
    paymentMethod: head.payment_method_code,
    lines: (children.lines.get(orderId) ?? []).map((line) => ({
      name: line.name,
      nameInOrderLocale: line.name_in_order_locale ?? line.name,
      qty: line.qty,
      lineTotal: line.final_price,
      options: (children.options.get(line.id) ?? []).map((o) => ({
        itemName: o.item_name,
        itemNameInOrderLocale: o.item_name_in_order_locale ?? o.item_name,
        price: o.price,
        operand: o.operand,
      })),
      removed: (children.removed.get(line.id) ?? []).map((r) => ({
        name: r.name,
        nameInOrderLocale: r.name_in_order_locale ?? r.name,
      })),
    })),
    prices: {
      cart: head.amount,
      coupon: head.amount_discount === 0 ? 0 : -head.amount_discount,
      shipping: head.amount_delivery,
      total: head.amount_final,
      ...(head.amount_manual_discount > 0 ? { manual: head.amount_manual_discount } : {}),
      ...(head.amount_tip > 0 ? { tip: head.amount_tip } : {}),
    },
    couponCode: head.coupon_code,
    paidOnline: (children.transactions.get(orderId) ?? []).some(
      (transaction) => transaction.kind === 'payment' && transaction.status === 'paid',
    ),
  };
}
