import type { Order } from '@ordina/contracts';
import type { MessageKey, Translator } from '@ordina/i18n';
import { orderStanding } from '../../components/ui/order/order-display.ts';
import type { OrderStanding } from '../../components/ui/order/order-display.ts';
import { paths } from '../../lib/first-load/paths.ts';
import { ActionLink, Notice } from './order-page-parts.tsx';

// What each standing says, in the tone of its status badge (spec §4 colours: success, info, error).
const NOTICES: Readonly<Record<OrderStanding, { tone: 'success' | 'info' | 'error'; text: MessageKey }>> = {
  received: { tone: 'success', text: 'order_sent.success' },
  awaiting_payment: { tone: 'info', text: 'order_sent.awaiting_payment' },
  payment_expired: { tone: 'error', text: 'payment.expired' },
  payment_expired_refunded: { tone: 'error', text: 'payment.expired_refund' },
  cancelled: { tone: 'error', text: 'order_sent.cancelled' },
};

/** Whether the order has ended without being fulfilled: the customer's way on is a new order. */
export function orderEnded(order: Order): boolean {
  const standing = orderStanding(order);
  return standing !== 'received' && standing !== 'awaiting_payment';
}

/**
 * The banner of an order page that agrees with the order's status (issue 31 item 9): "sent, thank
 * you" only for an order the business received; awaiting payment; or cancelled — and when its time to
 * pay ran out, saying so, that a late payment is being refunded, with the way to order again (item 7).
 */
export function OrderStandingNotice({ order, t }: { order: Order; t: Translator }) {
  const { tone, text } = NOTICES[orderStanding(order)];
  return <Notice tone={tone}>{t(text)}</Notice>;
}

/** 'Order again': back to the home page, where a new order starts. */
export function OrderAgainLink({ t }: { t: Translator }) {
  return <ActionLink href={paths.home}>{t('payment.order_again')}</ActionLink>;
}
