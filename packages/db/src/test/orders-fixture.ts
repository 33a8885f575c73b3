import type { Kysely } from 'kysely';
import { insertOrderLines } from '../repositories/place-order.ts';
import type { Database, NewRow } from '../tables.ts';

/*
 * Orders written straight into a test database (checkout, the real writer,
 * comes later): an order row with sensible defaults, its lines with chosen
 * options and removed ingredients, and payment transactions.
 */

/** A line of a test order; a name's twin in the order's language (docs/decisions/041) is the same name unless given. */
export interface TestOrderLine {
  productId: number;
  name: string;
  nameInOrderLocale?: string;
  categoryName: string;
  qty: number;
  unitPrice: number;
  finalPrice: number;
  options?: {
    optionId: number;
    optionName: string;
    optionNameInOrderLocale?: string;
    itemId: number;
    itemName: string;
    itemNameInOrderLocale?: string;
    price: number;
    operand?: string;
  }[];
  removed?: { id: number; name: string; nameInOrderLocale?: string }[];
}

/** A test order: any order column may be overridden; lines and transactions are optional. */
export type TestOrder = Partial<NewRow<'orders'>> & {
  businessId: number;
  userId: number | null;
  code: string;
  lines?: TestOrderLine[];
  transactions?: {
    provider?: string;
    status: 'pending' | 'paid' | 'failed' | 'canceled';
    amount: number;
    resourceUrlPay: string | null;
  }[];
};

/** The address columns of an order that is not delivered home (pick-up, table, …): all empty. */
export const NO_DELIVERY_ADDRESS = {
  delivery_address: null,
  delivery_street_number: null,
  delivery_zip_code: null,
  delivery_city: null,
  delivery_country: null,
  delivery_floor: null,
  delivery_intercom_name: null,
  delivery_lat: null,
  delivery_lng: null,
} as const satisfies Partial<NewRow<'orders'>>;

/** Inserts an order (by default home delivery: 17,00 € of products + 2,50 € shipping = 19,50 €) with its lines and transactions; returns its id. */
export async function insertTestOrder(db: Kysely<Database>, order: TestOrder): Promise<number> {
  const { businessId, userId, code, lines = [], transactions = [], ...columns } = order;
  const created = await db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: userId,
      code,
      hash: `hash-${code}`,
      status_code: 'to_manage',
      customer_name: 'Anna',
      customer_lastname: 'Rossi',
      customer_email: 'anna.rossi@example.com',
      customer_phone: '+39 333 123 4567',
      delivery_method_code: 'home_delivery',
      delivery_address: 'Via Roma',
      delivery_street_number: '3',
      delivery_zip_code: '47921',
      delivery_city: 'Rimini',
      delivery_country: 'Italia',
      delivery_floor: '2',
      delivery_intercom_name: 'Rossi',
      delivery_lat: 44.06,
      delivery_lng: 12.57,
      delivery_date: '2026-03-01',
      delivery_time: '20:30',
      payment_method_code: 'cash_on_delivery',
      amount: 1700,
      amount_delivery: 250,
      amount_discount: 0,
      amount_final: 1950,
      locale: 'it',
      ...columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await insertOrderLines(
    db,
    businessId,
    created.id,
    lines.map((line) => {
      const options = (line.options ?? []).map((option) => ({
        ...option,
        optionNameInOrderLocale: option.optionNameInOrderLocale ?? option.optionName,
        itemNameInOrderLocale: option.itemNameInOrderLocale ?? option.itemName,
        operand: option.operand ?? '+',
      }));
      const unitVariationsPrice = options.reduce(
        (sum, option) => sum + (option.operand === '-' ? -option.price : option.price),
        0,
      );
      return {
        productId: line.productId,
        name: line.name,
        nameInOrderLocale: line.nameInOrderLocale ?? line.name,
        categoryName: line.categoryName,
        categoryNameInOrderLocale: line.categoryName,
        qty: line.qty,
        unitPrice: line.unitPrice,
        unitVariationsPrice,
        totalUnitPrice: Math.max(0, line.unitPrice + unitVariationsPrice),
        lineTotal: line.finalPrice,
        options,
        removed: (line.removed ?? []).map((item) => ({
          ...item,
          nameInOrderLocale: item.nameInOrderLocale ?? item.name,
        })),
      };
    }),
  );

  for (const transaction of transactions) {
    await db
      .insertInto('payment_transactions')
      .values({
        business_id: businessId,
        order_id: created.id,
        provider: transaction.provider ?? 'sandbox',
        status: transaction.status,
        amount: transaction.amount,
        resource_url_pay: transaction.resourceUrlPay,
      })
      .execute();
  }
  return created.id;
}
