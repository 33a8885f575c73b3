/**
 * The SMS port: hands one text message to a provider, or throws. What is sent
 * and when is the outbox's business (plugins/mailer): a failed send stays
 * pending and is retried.
 */

/** One text message: an E.164 number and the text. */
export interface OutgoingSms {
  to: string;
  body: string;
}

/** Something that sends text messages (an HTTP provider; none means the outbox keeps them, the offline default). */
export interface SmsTransport {
  /** The adapter's name, as in the SMS setting. */
  readonly kind: SmsKind;
  send(sms: OutgoingSms): Promise<void>;
}

/** SMS settings: `outbox` keeps messages in the database (dev mailbox); `twilio` sends them. */
export const SMS_KINDS = ['outbox', 'twilio'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** The provider refused or could not be reached: the message stays pending and is retried. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
