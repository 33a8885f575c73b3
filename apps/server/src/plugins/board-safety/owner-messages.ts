import type { Storefront } from '@ordina/contracts';
import type { NewOutboxMessage } from '@ordina/db';
import { languageFirstConfigured, phoneNormalize } from '@ordina/domain';
import { translate } from '@ordina/i18n';
import { htmlEscape } from '../mailer/account-mails.ts';
import { outboxEmail } from '../mailer/index.ts';

/*
 * What the owner is told by the safety net and board health (docs/decisions/046),
 * in the business's own language: an e-mail to the new-order address
 * (business file `messaging.new_order_email`) and an SMS to the business's
 * mobile phone (anagraphic `mobilePhone`); the SMS goes only while there is
 * credit (the repository that queues it takes one, or leaves it out).
 */

/** Where the owner's messages go. */
export interface OwnerRecipients {
  email: string | null;
  /** E.164, or null when the business has no valid mobile number. */
  sms: string | null;
}

/** The owner's recipients: the new-order e-mail address and the business's mobile phone. */
export function ownerRecipients(storefront: Storefront, newOrderEmail: string | null): OwnerRecipients {
  const mobile = phoneNormalize(storefront.anagraphic.mobilePhone);
  return { email: newOrderEmail, sms: mobile.valid && mobile.mobile ? mobile.e164 : null };
}

function messages(to: OwnerRecipients, subject: string, body: string, link: string): NewOutboxMessage[] {
  const text = `${body}\n\n${link}`;
  const html = `<p>${htmlEscape(body)}</p><p><a href="${htmlEscape(link)}">${htmlEscape(link)}</a></p>`;
  return [
    ...(to.email === null ? [] : [outboxEmail({ to: to.email, subject, text, html })]),
    ...(to.sms === null
      ? []
      : [{ channel: 'sms' as const, recipient: to.sms, bodyText: `${subject}. ${link}` }]),
  ];
}

/** An order waiting for acceptance for `waited` minutes, rejected on its own in `left` more. */
export function unacceptedOrderMessages(
  storefront: Storefront,
  to: OwnerRecipients,
  order: { code: string; waited: number; left: number },
  boardLink: string,
): NewOutboxMessage[] {
  const locale = languageFirstConfigured(storefront.configuration.languages);
  return messages(
    to,
    translate(locale, 'mail.owner_alert.unaccepted.subject', { code: order.code, minutes: order.waited }),
    translate(locale, 'mail.owner_alert.unaccepted.body', { code: order.code, minutes: order.left }),
    boardLink,
  );
}

/** No board connected for `minutes` during order hours: ordering paused itself. */
export function noBoardMessages(
  storefront: Storefront,
  to: OwnerRecipients,
  minutes: number,
  boardLink: string,
): NewOutboxMessage[] {
  const locale = languageFirstConfigured(storefront.configuration.languages);
  return messages(
    to,
    translate(locale, 'mail.owner_alert.no_board.subject'),
    translate(locale, 'mail.owner_alert.no_board.body', { minutes }),
    boardLink,
  );
}
