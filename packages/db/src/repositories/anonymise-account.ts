import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { deleteUserPushSubscriptions } from './push-subscriptions.ts';

/*
 * Account deletion (spec §6 "delete the account and anonymise data"). The
 * user row stays, so the business's orders keep their owner and amounts, but
 * nothing in it, in the orders or elsewhere still says who the customer was.
 */

/**
 * Deletes the customer's personal data in one transaction: profile blanked
 * (no e-mail, names and phone '', no password, no social sign-in, no
 * newsletter, `deleted_at` set), saved addresses deleted,
 * every session revoked, e-mailed codes and queued or sent e-mails to the
 * account deleted, the orders' push subscriptions (their browsers' addresses) deleted, and the orders' customer, contact, street and note
 * fields blanked (amounts, products, status, city and table stay). False,
 * with nothing changed, when the account is unknown or already deleted.
 */
export async function anonymiseAccount(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('business_id', '=', businessId)
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (user === undefined) return false;

    // No e-mail rather than a placeholder address: someone could register the
    // placeholder first and block the deletion on the unique e-mail (0006).
    const blanked = await trx
      .updateTable('users')
      .set({
        email: null,
        password_hash: null,
        name: '',
        lastname: '',
        phone: '',
        newsletter: 0,
        google_subject: null,
        facebook_subject: null,
        deleted_at: at,
        updated_at: at,
      })
      .where('business_id', '=', businessId)
      .where('id', '=', userId)
      // A simultaneous deletion that committed first wins; this one then changes nothing.
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (blanked.numUpdatedRows === 0n) return false;

    await trx
      .deleteFrom('saved_addresses')
      .where('business_id', '=', businessId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('business_id', '=', businessId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    const userOrders = trx
      .selectFrom('orders')
      .select('id')
      .where('business_id', '=', businessId)
      .where('user_id', '=', userId);
    await trx
      .deleteFrom('verification_codes')
      .where('business_id', '=', businessId)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('order_id', 'in', userOrders)]))
      .execute();
    if (user.email !== null) {
      await trx
        .deleteFrom('outbox_messages')
        .where('business_id', '=', businessId)
        .where('recipient', '=', user.email)
        .execute();
    }
    await deleteUserPushSubscriptions(trx, businessId, userId);
    await trx
      .updateTable('orders')
      .set({
        customer_name: '',
        customer_lastname: '',
        customer_email: '',
        customer_phone: '',
        customer_note: '',
        delivery_address: null,
        delivery_street_number: null,
        delivery_floor: null,
        delivery_intercom_name: null,
        delivery_lat: null,
        delivery_lng: null,
        delivery_place_id: null,
        delivery_note: '',
        updated_at: at,
      })
      .where('business_id', '=', businessId)
      .where('user_id', '=', userId)
      .execute();
    return true;
  });
}
