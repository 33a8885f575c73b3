import { DELIVERY_METHODS, ORDER_STATUS_CODES } from '@ordina/contracts';
import type { Order, OrderCoupon, OrderProduct, OrderProductOption, SavedAddress } from '@ordina/contracts';

/**
 * Checks of the account answers (the contracts' savedAddressSchema and
 * orderSchema, field for field) written by hand: importing a contracts
 * schema into any chunk keeps zod in the shared first-load chunk (the
 * schemas' module is shared with every page), about 26 KB gzipped.
 * Each reader returns the value with only the contract's fields, or null.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isCents = (value: unknown): value is number => isInteger(value) && value >= 0;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => isString(value) && (list as readonly string[]).includes(value);

/** Every item read by `read`, or null when the value is not a list or one item fails. */
function readList<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ === null) return null;
    items.push(read_);
  }
  return items;
}

/** A saved address (contracts savedAddressSchema). */
export function readSavedAddress(value: unknown): SavedAddress | null {
  if (!isObject(value)) return null;
  const { id, address, zipcode, city, country, street_number, floor, intercom_name, lat, lng, google_place_id } = value;
  const flag = value.default;
  const valid =
    isInteger(id) &&
    id > 0 &&
    isString(address) &&
    isString(zipcode) &&
    isString(city) &&
    isString(country) &&
    isString(street_number) &&
    isString(floor) &&
    isString(intercom_name) &&
    isNumber(lat) &&
    isNumber(lng) &&
    isNullableString(google_place_id) &&
    (flag === 0 || flag === 1);
  return valid ? { id, address, zipcode, city, country, street_number, floor, intercom_name, lat, lng, google_place_id, default: flag } : null;
}

/** The address list answer's `data`. */
export function readSavedAddresses(data: unknown): SavedAddress[] | null {
  return readList(data, readSavedAddress);
}

function readProductOption(value: unknown): OrderProductOption | null {
  if (!isObject(value) || !isInteger(value.id) || !isString(value.name)) return null;
  const options = readList(value.options, (item) =>
    isObject(item) && isInteger(item.id) && isString(item.name) && isCents(item.price) && isString(item.operand)
      ? { id: item.id, name: item.name, price: item.price, operand: item.operand }
      : null,
  );
  return options ? { id: value.id, name: value.name, options } : null;
}

function readProduct(value: unknown): OrderProduct | null {
  if (!isObject(value)) return null;
  const { id, name, category_name, qty, final_price, removedItems } = value;
  const productOptions = readList(value.productOptions, readProductOption);
  const valid = isInteger(id) && isString(name) && isString(category_name) && isInteger(qty) && qty > 0 && isCents(final_price) && isString(removedItems);
  return valid && productOptions ? { id, name, category_name, qty, final_price, productOptions, removedItems } : null;
}

function readCoupon(value: unknown): OrderCoupon | null {
  if (!isObject(value)) return null;
  const { code, discountMode, discountValue, freeShipping } = value;
  return isString(code) && isString(discountMode) && isInteger(discountValue) && typeof freeShipping === 'boolean'
    ? { code, discountMode, discountValue, freeShipping }
    : null;
}

function readDelivery(value: unknown): Order['delivery'] | null {
  if (!isObject(value)) return null;
  const { address, streetNumber, zipCode, city, floor, intercomName, table } = value;
  const valid = [address, streetNumber, zipCode, city, floor, intercomName, table].every(isNullableString);
  return valid ? ({ address, streetNumber, zipCode, city, floor, intercomName, table } as Order['delivery']) : null;
}

const TRANSACTION_STATUSES = ['pending', 'paid', 'failed', 'canceled'] as const;

/** One order of the history or detail (contracts orderSchema). */
export function readOrder(value: unknown): Order | null {
  if (!isObject(value)) return null;
  const v = value;
  const date = isObject(v.date) && isString(v.date.date) ? { date: v.date.date } : null;
  const customer = isObject(v.customer) && isString(v.customer.name) && isString(v.customer.lastname) ? { name: v.customer.name, lastname: v.customer.lastname } : null;
  const delivery = readDelivery(v.delivery);
  const products = readList(v.products, readProduct);
  const coupons = readList(v.coupons, readCoupon);
  const transactions = readList(v.transactions, (item) =>
    isObject(item) && isNullableString(item.resourceUrlPay) && oneOf(TRANSACTION_STATUSES, item.status)
      ? { resourceUrlPay: item.resourceUrlPay, status: item.status }
      : null,
  );
  const { id, code, statusCode, deliveryMethodCode, deliveryTime, paymentTypeCode, amount, amountDelivery, amountDiscount, amountManualDiscount } = v;
  const { manualDiscount, manualDiscountMode, amountFinal, annotations } = v;
  const valid =
    isInteger(id) &&
    id > 0 &&
    isString(code) &&
    oneOf(ORDER_STATUS_CODES, statusCode) &&
    oneOf(DELIVERY_METHODS, deliveryMethodCode) &&
    isString(deliveryTime) &&
    isString(paymentTypeCode) &&
    isCents(amount) &&
    isCents(amountDelivery) &&
    isCents(amountDiscount) &&
    isCents(amountManualDiscount) &&
    isInteger(manualDiscount) &&
    isNullableString(manualDiscountMode) &&
    isCents(amountFinal) &&
    isString(annotations);
  if (!valid || !date || !customer || !delivery || !products || !coupons || !transactions) return null;
  return {
    id,
    code,
    date,
    statusCode,
    customer,
    deliveryMethodCode,
    deliveryTime,
    delivery,
    paymentTypeCode,
    amount,
    amountDelivery,
    amountDiscount,
    amountManualDiscount,
    manualDiscount,
    manualDiscountMode,
    amountFinal,
    coupons,
    annotations,
    products,
    transactions,
  };
}

/** The order list answer's `data`: the page and where the next one starts. */
export function readOrderPage(data: unknown): { orders: Order[]; offset: number } | null {
  if (!isObject(data) || !isInteger(data.offset) || data.offset < 0) return null;
  const orders = readList(data.orders, readOrder);
  return orders ? { orders, offset: data.offset } : null;
}
