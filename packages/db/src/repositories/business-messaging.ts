import type { Kysely } from 'kysely';
import { reusableQuery } from '../reusable-query.ts';
import type { Database } from '../tables.ts';

/*
 * What a business's order messages need (docs/decisions/017): the address of
 * its new-order e-mails and its SMS credit.
 */

/** Where the business's new-order e-mails go and how many SMS it may still send. */
export interface BusinessMessaging {
  newOrderEmail: string | null;
  smsCredit: number;
}

const MESSAGING = reusableQuery((db, p: { businessId: number }) =>
  db.selectFrom('businesses').select(['new_order_email', 'sms_credit']).where('id', '=', p.businessId),
);

/** The business's messaging settings; undefined for an unknown business. */
export async function findBusinessMessaging(
  db: Kysely<Database>,
  businessId: number,
): Promise<BusinessMessaging | undefined> {
  const row = await MESSAGING.first(db, { businessId });
  return row === undefined ? undefined : { newOrderEmail: row.new_order_email, smsCredit: row.sms_credit };
}

/**
 * Takes one SMS from the business's credit, only while there is some (one
 * conditional statement: concurrent takers on any engine never go below 0).
 * False when the credit is spent. The last one also moves the storefront
 * version on, so every server reloads a storefront whose `has_sms_to_spend`
 * is now false.
 */
export async function takeSmsCredit(db: Kysely<Database>, businessId: number, now: Date): Promise<boolean> {
  const taken = await db
    .updateTable('businesses')
    .set((eb) => ({ sms_credit: eb('sms_credit', '-', 1) }))
    .where('id', '=', businessId)
    .where('sms_credit', '>', 0)
    .returning('sms_credit')
    .executeTakeFirst();
  if (taken === undefined) return false;
  if (taken.sms_credit === 0)
    await db
      .updateTable('businesses')
      .set({ updated_at: now.toISOString() })
      .where('id', '=', businessId)
      .execute();
  return true;
}
