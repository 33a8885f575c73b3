// E-mail (README "E-mail"): outbox + SMTP delivery, and the account e-mails' texts.
export { default as mailerPlugin } from './plugin.ts';
export type { Mailer, MailerPluginOptions } from './plugin.ts';
export { outboxEmail, smtpTransport } from './transport.ts';
export type { MailTransport, OutgoingMail } from './transport.ts';
export { accountMail } from './account-mails.ts';
export type { AccountMailKind } from './account-mails.ts';
