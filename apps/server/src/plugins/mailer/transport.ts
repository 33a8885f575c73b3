import nodemailer from 'nodemailer';
import type { NewOutboxMessage } from '@ordina/db';

/** One e-mail as a transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /**
   * The Message-ID header (`<…@…>`), the same on every attempt at one outbox message, so a send
   * retried after a crash (delivered, but not yet marked sent) is recognisable as the same message;
   * nodemailer makes a random one when absent.
   */
  messageId?: string;
}

/** The outbox message of an e-mail (queued in the transaction of what it announces, by the repository that owns it). */
export function outboxEmail(mail: OutgoingMail): NewOutboxMessage {
  return {
    channel: 'email',
    recipient: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
  };
}

/** Something that hands an e-mail to the world (or refuses with an error). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP. `url` is smtp(s)://user:pass@host:port; query
 * parameters become nodemailer options (e.g. `?ignoreTLS=true` for a local relay).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
      });
    },
    close() {
      transporter.close();
    },
  };
}
