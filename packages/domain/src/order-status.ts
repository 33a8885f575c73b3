import { ERROR_CODES, ORDER_STATUS_CODES } from '@ordina/contracts';
import type { ErrorCode, OrderStatusCode } from '@ordina/contracts';
import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Order statuses (spec §4 table) and the error catalogue (spec §8).
 */

// The status codes are the contracts' (what the API answers); this module
// keeps the rules on them. Re-exported for the domain's importers.
export { ORDER_STATUS_CODES };
export type { OrderStatusCode };

/** The colour a status is shown in. */
export type OrderStatusColor = 'warning' | 'success' | 'error' | 'info';

/** How a status is shown: its label message, English label and colour. */
export interface OrderStatusDisplay {
  readonly label: Message;
  readonly labelText: string;
  readonly color: OrderStatusColor;
}

const statusDisplay = (label: Message, labelText: string, color: OrderStatusColor): OrderStatusDisplay => ({
  label,
  labelText,
  color,
});

const TO_CONFIRM = statusDisplay(message('order_status.to_confirm'), 'To confirm', 'warning');
const CONFIRMED = statusDisplay(message('order_status.confirmed'), 'Confirmed', 'success');
const DELETED = statusDisplay(message('order_status.deleted'), 'Cancelled', 'error');
const AWAITING_PAYMENT = statusDisplay(message('order_status.awaiting_payment'), 'Awaiting payment', 'info');

/** The status table: code → label and colour. */
export const ORDER_STATUSES: Readonly<Record<OrderStatusCode, OrderStatusDisplay>> = {
  to_manage: TO_CONFIRM,
  confirmed: CONFIRMED,
  ready_delivery: CONFIRMED,
  delivered: CONFIRMED,
  canceled: DELETED,
  waiting_payment: AWAITING_PAYMENT,
};

/** Whether a string is a known order status code. */
export function orderStatusIsKnown(code: string): code is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly string[]).includes(code);
}

/** How to show a status code, or null for a code the table does not know. */
export function orderStatusDisplay(code: string): OrderStatusDisplay | null {
  return orderStatusIsKnown(code) ? ORDER_STATUSES[code] : null;
}

/** Whether the order still waits for an online payment (a go-to-payment link is offered). */
export function orderStatusAwaitsPayment(code: string): boolean {
  return code === 'waiting_payment';
}

export { ERROR_CODES };
export type { ErrorCode };

/** Whether a string is one of the error codes of spec §8. */
export function errorCodeIsKnown(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** The message of an error code (`errors.<CODE>`); unknown codes read as GENERIC_ERROR. */
export function errorMessage(code: string): Message {
  return message(`errors.${errorCodeIsKnown(code) ? code : 'GENERIC_ERROR'}`);
}

/** The messages of a response's `data.errors` list, in order (the UI joins them with commas after 'Attention: '). */
export function errorMessages(codes: readonly string[]): Message[] {
  return codes.map(errorMessage);
}
