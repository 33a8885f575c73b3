import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimOutboxMessage,
  findOutboxMessage,
  listPendingOutboxMessages,
  markOutboxAttemptFailed,
  markOutboxSent,
} from '@ordina/db';
import type { OutboxMessage } from '@ordina/db';
import type { SmsTransport } from '../../adapters/sms/index.ts';
import type { MailTransport } from './transport.ts';

/** What routes use to send e-mail and SMS (`app.mailer`). */
export interface Mailer {
  /** `outbox`: e-mails kept in the database only (dev mailbox); `smtp`: delivered. */
  kind: 'outbox' | 'smtp';
  /** `outbox`: SMS kept in the database only (dev mailbox); otherwise the provider that sends them. */
  smsKind: 'outbox' | SmsTransport['kind'];
  /** The public origin links in e-mails start with (PUBLIC_URL, no trailing slash). */
  linkBase: string;
  /**
   * After the transaction that queued an e-mail or SMS committed (the
   * repository of what it announces writes it to the outbox, `outboxEmail(mail)`
   * or an order's messages): sends it in the background; a failure leaves it
   * pending for the retry loop.
   */
  deliver(id: number): void;
  /** Sends every pending e-mail and SMS that is due (the retry loop calls this; tests may too). */
  retryPending(now?: Date): Promise<void>;
  /** Resolves when no delivery is running. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Options: where e-mail and SMS go (no transport = outbox only) and how often pending messages are retried. */
export interface MailerPluginOptions {
  transport: MailTransport | undefined;
  smsTransport?: SmsTransport | undefined;
  linkBase: string;
  retryIntervalMs?: number;
  /** False in every worker of a cluster but the one that runs the background jobs (docs/decisions/020): no retry loop here. */
  backgroundJobs?: boolean;
}

// A fresh message is delivered by the request that queued it; the loop only
// takes what that missed. Codes in old mail have expired: not worth sending.
const RETRY_AFTER_MS = 30_000;
const RETRY_UP_TO_MS = 48 * 3600_000;
const RETRY_BATCH = 50;

function mailerPlugin(app: FastifyInstance, options: MailerPluginOptions, done: () => void) {
  const { transport, smsTransport } = options;
  const db = () => app.database.db;
  const running = new Set<Promise<void>>();
  // The channels something delivers; the others stay in the outbox (the offline default).
  const channels: OutboxMessage['channel'][] = [
    ...(transport ? (['email'] as const) : []),
    ...(smsTransport ? (['sms'] as const) : []),
  ];

  /** Hands the message to its channel's transport; false when its channel has none. */
  async function hand(message: OutboxMessage): Promise<boolean> {
    if (message.channel === 'sms') {
      if (smsTransport === undefined) return false;
      await smsTransport.send({ to: message.recipient, body: message.body_text });
      return true;
    }
    if (transport === undefined) return false;
    await transport.send({
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body_text,
      html: message.body_html,
      messageId: outboxMessageId(message, options.linkBase),
    });
    return true;
  }

  async function send(message: OutboxMessage): Promise<void> {
    if (!channels.includes(message.channel)) return;
    if (!(await claimOutboxMessage(db(), message.id, message.attempts))) return;
    try {
      if (await hand(message)) await markOutboxSent(db(), message.id, new Date());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      app.log.warn(
        { outboxId: message.id, channel: message.channel, reason },
        'message delivery failed; it stays pending and is retried',
      );
      await markOutboxAttemptFailed(db(), message.id, reason);
    }
  }

  function track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) => app.log.error({ err: error }, 'message delivery crashed'));
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
  }

  const mailer: Mailer = {
    kind: transport === undefined ? 'outbox' : 'smtp',
    smsKind: smsTransport === undefined ? 'outbox' : smsTransport.kind,
    linkBase: options.linkBase,
    deliver(id) {
      if (channels.length === 0) return;
      track(
        (async () => {
          const message = await findOutboxMessage(db(), id);
          if (message?.status === 'pending') await send(message);
        })(),
      );
    },
    async retryPending(now = new Date()) {
      if (channels.length === 0) return;
      // Page after page until the backlog is done: after a crash or an SMTP outage it may hold thousands,
      // which one page a minute would take hours to send. Each page starts after the last one's ids, so a
      // message that fails again (still pending) is not taken twice in one round.
      let afterId = 0;
      for (;;) {
        const due = await listPendingOutboxMessages(
          db(),
          channels,
          new Date(now.getTime() - RETRY_UP_TO_MS),
          new Date(now.getTime() - RETRY_AFTER_MS),
          RETRY_BATCH,
          afterId,
        );
        for (const message of due) await send(message);
        if (due.length < RETRY_BATCH) return;
        afterId = due.at(-1)?.id ?? afterId;
      }
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('mailer', mailer);

  if (channels.length > 0) {
    // A worker without the jobs still delivers what its own requests queue (`deliver`).
    const timer =
      options.backgroundJobs === false
        ? undefined
        : setInterval(() => track(mailer.retryPending()), options.retryIntervalMs ?? 60_000);
    timer?.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await mailer.idle();
      transport?.close();
    });
  }
  done();
}

/**
 * The Message-ID of an outbox e-mail: made of what the row keeps (its id, business and queue time), so
 * every attempt at it carries the same one and a copy sent again after a crash is recognisably the same
 * message; the queue time keeps it apart from a message of another database that reused the id.
 */
export function outboxMessageId(
  message: Pick<OutboxMessage, 'id' | 'business_id' | 'created_at'>,
  linkBase: string,
): string {
  const queued = Date.parse(message.created_at);
  const domain = URL.canParse(linkBase) ? new URL(linkBase).hostname : 'ordina.invalid';
  return `<outbox.${message.business_id}.${message.id}.${Number.isNaN(queued) ? 0 : queued}@${domain}>`;
}

/** E-mail and SMS through the outbox (`app.mailer`): queued by the repository in the transaction of what it announces, delivered after commit, retried until sent. */
export default fp(mailerPlugin, { name: 'mailer', dependencies: ['db'] });
