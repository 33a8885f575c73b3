import type { FastifyInstance } from 'fastify';
import { findBusinessMessaging } from '@ordina/db';
import type { NewOutboxMessage, OrderForMessages } from '@ordina/db';
import { orderReceivedMessages, type OrderMailContext } from './order-mails.ts';

/** What an order's messages are written with now: the storefront and links, the business's new-order address and SMS credit. */
export interface OrderMailSetting {
  context: OrderMailContext;
  /** Where the new-order e-mail goes; null: none is sent. */
  newOrderEmail: string | null;
  smsCredit: number;
}

/** Reads the storefront (cached) and the business's messaging for the messages of an order about to change. */
export async function orderMailSetting(app: FastifyInstance): Promise<OrderMailSetting> {
  const storefront = await app.storefronts.get(app.businessKey);
  const messaging = await findBusinessMessaging(app.database.db, app.businessId);
  return {
    context: { storefront, linkBase: app.mailer.linkBase },
    newOrderEmail: messaging?.newOrderEmail ?? null,
    smsCredit: messaging?.smsCredit ?? 0,
  };
}

/** The messages of an order the business receives now (the customer's confirmation, the new-order e-mail). */
export async function receivedOrderMessages(
  app: FastifyInstance,
): Promise<(view: OrderForMessages) => NewOutboxMessage[]> {
  const { context, newOrderEmail } = await orderMailSetting(app);
  return (view) => orderReceivedMessages(view, context, newOrderEmail);
}
