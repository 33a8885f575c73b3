import { personNameIsValid } from '@ordina/contracts';
import type { Locale } from '@ordina/contracts';
import { translate } from '@ordina/i18n';
import type { OutgoingMail } from './transport.ts';

/** The account e-mails: registration confirmation, password recovery, and a staff member's invitation (docs/decisions/043). */
export type AccountMailKind = 'verify_account' | 'password_reset' | 'staff_invitation';

const KEYS = {
  verify_account: {
    subject: 'mail.verify_account.subject',
    body: 'mail.verify_account.body',
    action: 'mail.verify_account.action',
  },
  password_reset: {
    subject: 'mail.password_reset.subject',
    body: 'mail.password_reset.body',
    action: 'mail.password_reset.action',
  },
  staff_invitation: {
    subject: 'mail.staff_invitation.subject',
    body: 'mail.staff_invitation.body',
    action: 'mail.staff_invitation.action',
  },
} as const;

/** Escapes text for HTML element content and quoted attribute values. */
export function htmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * "Hello {name}," — or "Hello," when the stored name is not a name by the
 * registration rule (an account from before the rule, or an import). The name
 * is the only text of these e-mails a customer chose: in the restaurant's
 * e-mail it must never add a line, nor anything a mail client turns into a
 * link (in the text part and in the HTML part alike: clients link bare URLs
 * in both). The rule allows neither (see @ordina/contracts person-text.ts).
 */
export function mailGreeting(locale: Locale, name: string): string {
  const trimmed = name.trim();
  return personNameIsValid(trimmed)
    ? translate(locale, 'mail.greeting', { name: trimmed })
    : translate(locale, 'mail.greeting_no_name');
}

/** The translated e-mail of `kind` for `to`, naming the business, with its one link (plain text and HTML). */
export function accountMail(
  kind: AccountMailKind,
  options: { to: string; locale: Locale; business: string; name: string; link: string },
): OutgoingMail {
  const { locale, business, name, link } = options;
  const keys = KEYS[kind];
  const greeting = mailGreeting(locale, name);
  const body = translate(locale, keys.body, { business });
  const action = translate(locale, keys.action);
  const ignore = translate(locale, 'mail.ignore');
  const signature = translate(locale, 'mail.signature', { business });
  const text = [greeting, '', body, '', action, link, '', ignore, '', signature].join('\n');
  const html = [
    `<p>${htmlEscape(greeting)}</p>`,
    `<p>${htmlEscape(body)}</p>`,
    `<p><a href="${htmlEscape(link)}">${htmlEscape(action)}</a></p>`,
    `<p>${htmlEscape(ignore)}</p>`,
    `<p>${htmlEscape(signature)}</p>`,
  ].join('\n');
  return { to: options.to, subject: translate(locale, keys.subject, { business }), text, html };
}
