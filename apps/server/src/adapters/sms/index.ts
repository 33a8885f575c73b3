// SMS adapters (README.md): the port and Twilio's Messages API; without one, the outbox keeps SMS (offline default).
export type { OutgoingSms, SmsKind, SmsTransport } from './sms-transport.ts';
export { SMS_KINDS, SmsSendError } from './sms-transport.ts';
export { twilioTransport } from './twilio.ts';
export type { TwilioOptions } from './twilio.ts';
