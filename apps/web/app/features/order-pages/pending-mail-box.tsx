import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ErrorCode } from '@ordina/contracts';
// clockTimeAt, not @ordina/i18n's formatTime: the i18n module is in every page's first-load chunk, and a first use
// of one of its exports puts that code there for every page (+253 B on `/`).
import { EMAIL_MAX_LENGTH, clockTimeAt } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { resendPendingOrderMail } from './api/order-pages.ts';
import type { PendingMail } from './use-pending-order.ts';

const buttonClass =
  'focus-visible:ring-primary min-h-11 rounded-full border border-stone-400 px-5 py-2 font-semibold text-stone-900 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

/**
 * Waiting for the e-mail (issue 34 item 13): the address it went to, the deadline as a time of the
 * business's zone, "send again" (the server allows once a minute, three times) and a corrected address,
 * which the server writes on the order while it is unconfirmed before mailing it.
 */
export function PendingMailBox({
  otid,
  hash,
  expiresAt,
  mail: shown,
  timeZone,
  t,
}: {
  otid: number;
  hash: string;
  expiresAt: string;
  mail: PendingMail;
  timeZone: string;
  t: Translator;
}) {
  // The last resend's answer wins over the poll's, until the poll catches up with it.
  const [resent, setResent] = useState<PendingMail | null>(null);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; errors: ErrorCode[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const mail = resent ?? shown;
  // When the page opened: the hint says from when a resend may go; the button stays live (the server decides).
  const [openedAt] = useState(() => Date.now());
  const waitUntil = mail.resendAt !== null && Date.parse(mail.resendAt) > openedAt ? mail.resendAt : null;

  async function resend(email: string | null) {
    setBusy(true);
    const answer = await resendPendingOrderMail(otid, hash, email);
    setBusy(false);
    if (answer.ok) setResent(answer.data.mail);
    setOutcome(answer.ok ? { ok: true } : { ok: false, errors: answer.errors });
  }

  function onCorrect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email === 'string' && email.trim() !== '') void resend(email.trim());
  }

  const closed = mail.resendsLeft === 0;
  return (
    <div className="space-y-3 text-stone-800">
      <p>{t('order_to_verify.sent_to', { email: mail.email })}</p>
      <p className="font-semibold">
        {t('order_to_verify.deadline', { time: clockTimeAt(new Date(expiresAt), timeZone) })}
      </p>
      <p role="status" className="empty:hidden">
        {outcome?.ok === true ? t('order_to_verify.resent') : null}
        {outcome?.ok === false ? t.errors(outcome.errors) : null}
      </p>
      {mail.resendsLeft === 0 ? <p>{t('order_to_verify.resend_none')}</p> : null}
      {waitUntil !== null && mail.resendsLeft > 0 ? (
        <p>{t('order_to_verify.resend_wait', { time: clockTimeAt(new Date(waitUntil), timeZone) })}</p>
      ) : null}
      <button
        type="button"
        className={buttonClass}
        disabled={busy || closed}
        onClick={() => void resend(null)}
      >
        {t('order_to_verify.resend')}
      </button>
      {mail.resendsLeft > 0 ? (
        <details>
          <summary className="focus-visible:ring-primary min-h-11 cursor-pointer py-2 font-semibold underline focus-visible:ring-2 focus-visible:outline-none">
            {t('order_to_verify.fix_email')}
          </summary>
          <form onSubmit={onCorrect} className="mt-2 flex flex-col gap-2">
            <label htmlFor="pending-email">{t('order_to_verify.new_email')}</label>
            <input
              id="pending-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={mail.email}
              className="min-h-11 rounded-lg border border-stone-400 px-3"
            />
            <button type="submit" className={buttonClass} disabled={busy || closed}>
              {t('order_to_verify.send_to_new')}
            </button>
          </form>
        </details>
      ) : null}
    </div>
  );
}
