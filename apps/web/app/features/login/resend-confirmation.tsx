import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { resendConfirmation } from './api/register.ts';

const linkClass =
  'text-primary focus-visible:ring-primary rounded text-left font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60';

/**
 * 'Send the confirmation e-mail again' for `email` (POST
 * /api/user/resend-verification with a bot-protection token). The server
 * answers the same whether or not the address has an account to confirm, so
 * the outcome says "if…": nothing here tells who is a customer. Refusals
 * (too many requests, captcha, offline) show in the drawer's alert.
 */
export function ResendConfirmation({
  t,
  locale,
  email,
  onError,
}: {
  t: Translator;
  locale: Locale;
  email: string;
  onError: (message: string | null) => void;
}) {
  const takeCaptchaToken = useCaptcha('resend_verification');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The button is gone once sent: focus moves to what replaced it (not lost to the page).
  useEffect(() => {
    if (state === 'sent') sentRef.current?.focus();
  }, [state]);

  async function send() {
    onError(null);
    setState('sending');
    const token = await takeCaptchaToken();
    const result = token.ok
      ? await resendConfirmation({ username: email.trim(), recaptchaToken: token.data, locale })
      : token;
    if (result.ok) return setState('sent');
    setState('idle');
    onError(t.errors(result.errors));
  }

  return (
    <div role="status" className="mt-1">
      {state === 'sent' ? (
        <p ref={sentRef} tabIndex={-1} className="font-medium focus:outline-none">
          {t('login.resend_check_mail')}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void send()}
          disabled={state === 'sending'}
          aria-busy={state === 'sending'}
          className={`min-h-11 ${linkClass}`}
        >
          {state === 'sending' ? t('common.loading') : t('login.resend_confirmation')}
        </button>
      )}
    </div>
  );
}
