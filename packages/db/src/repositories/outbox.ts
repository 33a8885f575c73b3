import type { Kysely } from 'kysely';
import { reusableQuery } from '../reusable-query.ts';
import type { Database, NewRow, Row } from '../tables.ts';

/** A message in the outbox (e-mail or SMS), as stored. */
export type OutboxMessage = Row<'outbox_messages'>;

/** An e-mail to send: written in the same transaction as whatever it announces. */
export interface NewOutboxEmail {
  businessId: number;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  now: Date;
}

/** Queues an e-mail as `pending`; returns its id. */
export async function insertOutboxEmail(db: Kysely<Database>, mail: NewOutboxEmail): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({
      business_id: mail.businessId,
      channel: 'email',
      recipient: mail.recipient,
      subject: mail.subject,
      body_text: mail.bodyText,
      body_html: mail.bodyHtml,
      created_at: mail.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message an order sends (confirmation, verification, new-order notice): an e-mail, or a text message without subject or HTML. */
export type NewOutboxMessage =
  | { channel: 'email'; recipient: string; subject: string; bodyText: string; bodyHtml: string | null }
  | { channel: 'sms'; recipient: string; bodyText: string };

/** Queues an e-mail or a text message of `businessId` as `pending`; returns its id. */
export async function insertOutboxMessage(
  db: Kysely<Database>,
  businessId: number,
  message: NewOutboxMessage,
  now: Date,
): Promise<number> {
  const row = await INSERT_MESSAGE.firstOrThrow(db, {
    row: {
      business_id: businessId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.channel === 'email' ? message.subject : null,
      body_text: message.bodyText,
      body_html: message.channel === 'email' ? message.bodyHtml : null,
      created_at: now.toISOString(),
    },
  });
  return row.id;
}

const INSERT_MESSAGE = reusableQuery((db, p: { row: NewRow<'outbox_messages'> }) =>
  db.insertInto('outbox_messages').values(p.row).returning('id'),
);

/** The business's messages, newest first (the dev mailbox). */
export async function listOutboxMessages(
  db: Kysely<Database>,
  businessId: number,
  limit: number,
): Promise<OutboxMessage[]> {
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One message by id; undefined if none. */
export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mails still pending that were queued between `createdAfter` and `createdBefore`, in queue order (what the retry loop delivers). */
export async function listPendingOutboxEmails(
  db: Kysely<Database>,
  createdAfter: Date,
  createdBefore: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  return listPendingOutboxMessages(db, ['email'], createdAfter, createdBefore, limit);
}

/**
 * Pending messages of these channels queued between `createdAfter` and `createdBefore`, in queue order
 * (what the retry loop delivers), from the first after `afterId` (the last of the previous page).
 */
export async function listPendingOutboxMessages(
  db: Kysely<Database>,
  channels: readonly OutboxMessage['channel'][],
  createdAfter: Date,
  createdBefore: Date,
  limit: number,
  afterId = 0,
): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('channel', 'in', channels)
    .where('status', '=', 'pending')
    .where('id', '>', afterId)
    .where('created_at', '>', createdAfter.toISOString())
    .where('created_at', '<', createdBefore.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a pending message for one delivery attempt: counts the attempt only
 * if nobody else counted one since `seenAttempts` was read. True means this
 * caller delivers it; false means another server (or loop) is already on it.
 */
export async function claimOutboxMessage(
  db: Kysely<Database>,
  id: number,
  seenAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', seenAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a delivered message. */
export async function markOutboxSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed delivery: the message stays `pending` (retried later) with the reason. */
export async function markOutboxAttemptFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}
