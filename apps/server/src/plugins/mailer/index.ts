// E-mail and SMS (README "E-mail"): outbox + SMTP/SMS delivery, and the account and order messages' texts.
export { default as mailerPlugin } from './plugin.ts';
export type { Mailer, MailerPluginOptions } from './plugin.ts';
export { outboxEmail, smtpTransport } from './transport.ts';
export type { MailTransport, OutgoingMail } from './transport.ts';
export { accountMail } from './account-mails.ts';
export type { AccountMailKind } from './account-mails.ts';
export { orderActionMessages, promisedTime } from './order-action-mails.ts';
export {
  latePaymentRefundMail,
  newOrderMail,
  orderConfirmationMail,
  orderReceivedMessages,
  orderVerificationMail,
  orderVerificationSms,
} from './order-mails.ts';
export type { OrderMailContext } from './order-mails.ts';
export { orderMailSetting, receivedOrderMessages } from './order-mail-setting.ts';
export type { OrderMailSetting } from './order-mail-setting.ts';
export { mailSafeText } from './mail-text.ts';
