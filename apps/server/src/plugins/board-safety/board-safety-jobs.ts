import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Storefront } from '@ordina/contracts';
import type { Database } from '@ordina/db';
import {
  claimOwnerAlert,
  findBoardSafetySettings,
  findBusinessMessaging,
  lastBoardSeenAt,
  listUnacceptedOrders,
  pauseForMissingBoard,
} from '@ordina/db';
import { acceptanceState } from '@ordina/domain';
import { noBoardMessages, ownerRecipients, unacceptedOrderMessages } from './owner-messages.ts';

/*
 * The safety net and board health, run once a minute by the process that runs
 * the background jobs (docs/decisions/020, 046). Each step claims its work in
 * the database (a conditional update, a primary key), so a second runner — a
 * second server on one PostgreSQL, a restarted worker — finds it done and
 * sends nothing twice.
 */

/** Rejects an order the business never accepted (the board's reject use case, actor 'system'); true when this call rejected it. */
export type AutoReject = (orderId: number, now: Date) => Promise<boolean>;

/** What the jobs need. */
export interface BoardSafetyDependencies {
  db: Kysely<Database>;
  businessId: number;
  storefront: () => Promise<Storefront>;
  /** The board's address, in the owner's messages. */
  boardLink: string;
  log: FastifyBaseLogger;
  /** After commit: send queued messages. */
  deliver: (messageId: number) => void;
  /** After the switches changed here: the storefront shows it at once. */
  operationsChanged: () => void;
  /** The reject use case (actor 'system', reason 'auto_rejected'). */
  autoReject: AutoReject;
}

/** What one run did (for the log and the tests). */
export interface BoardSafetyRun {
  pausedForMissingBoard: boolean;
  alerted: number[];
  rejected: number[];
}

const MINUTE_MS = 60_000;

/** One run of the board-health check, the owner's alerts and the automatic rejections at `now`. */
export async function runBoardSafetyJobs(deps: BoardSafetyDependencies, now: Date): Promise<BoardSafetyRun> {
  const settings = await findBoardSafetySettings(deps.db, deps.businessId);
  if (settings === undefined) return { pausedForMissingBoard: false, alerted: [], rejected: [] };
  const storefront = await deps.storefront();
  const messaging = await findBusinessMessaging(deps.db, deps.businessId);
  const recipients = ownerRecipients(storefront, messaging?.newOrderEmail ?? null);

  const pausedForMissingBoard = await pauseWithoutBoard(
    deps,
    storefront,
    settings.absentPauseMinutes,
    recipients,
    now,
  );

  const alerted: number[] = [];
  const late = await listUnacceptedOrders(deps.db, {
    businessId: deps.businessId,
    reachedBefore: new Date(now.getTime() - settings.alertAfterMinutes * MINUTE_MS),
    notAlerted: true,
  });
  for (const order of late) {
    const waited = Math.floor((now.getTime() - Date.parse(order.reachedAt)) / MINUTE_MS);
    const left = Math.max(0, settings.rejectAfterMinutes - waited);
    const ids = await claimOwnerAlert(deps.db, {
      businessId: deps.businessId,
      orderId: order.orderId,
      at: now,
      messages: unacceptedOrderMessages(
        storefront,
        recipients,
        { code: order.code, waited, left },
        deps.boardLink,
      ),
    });
    if (ids.length === 0) continue;
    alerted.push(order.orderId);
    for (const id of ids) deps.deliver(id);
  }

  // The order's conditional status change is the claim: of two runners (or a member pressing reject), one wins.
  const rejected: number[] = [];
  const overdue = await listUnacceptedOrders(deps.db, {
    businessId: deps.businessId,
    reachedBefore: new Date(now.getTime() - settings.rejectAfterMinutes * MINUTE_MS),
  });
  for (const order of overdue) if (await deps.autoReject(order.orderId, now)) rejected.push(order.orderId);
  if (alerted.length > 0 || rejected.length > 0)
    deps.log.warn({ alerted, rejected }, 'orders not accepted in time: owner alerted, overdue ones rejected');
  return { pausedForMissingBoard, alerted, rejected };
}

/**
 * Pauses ordering when, during order-acceptance hours, no board has been seen
 * for `minutes` — only for a business that has used a board (one that takes
 * orders by e-mail alone never had one and must not be paused). The owner is
 * told once, by whoever started the pause; a heartbeat ends it.
 */
async function pauseWithoutBoard(
  deps: BoardSafetyDependencies,
  storefront: Storefront,
  minutes: number,
  recipients: ReturnType<typeof ownerRecipients>,
  now: Date,
): Promise<boolean> {
  const { delivery_order: delivery, time_zone: timeZone } = storefront.configuration;
  if (!acceptanceState(delivery.orderAcceptTimetables, now, timeZone, delivery.closures).accepting)
    return false;
  const lastSeen = await lastBoardSeenAt(deps.db, deps.businessId);
  if (lastSeen === null || now.getTime() - lastSeen.getTime() < minutes * MINUTE_MS) return false;
  const ids = await pauseForMissingBoard(deps.db, {
    businessId: deps.businessId,
    at: now,
    messages: noBoardMessages(storefront, recipients, minutes, deps.boardLink),
  });
  if (ids === null) return false;
  deps.log.warn(
    { lastSeen: lastSeen.toISOString(), minutes },
    'no order board connected: ordering paused until one is back',
  );
  deps.operationsChanged();
  for (const id of ids) deps.deliver(id);
  return true;
}
