import { useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { validatePrivacy } from '@ordina/domain';
import { messageParts } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { clearSession, storeSessionUser } from '../../lib/session/session-store.ts';
import { PrivacyDialog } from '../../components/ui/privacy-dialog.tsx';
import { acceptPrivacyPolicy, declinePrivacyPolicy } from './api/privacy.ts';
import type { ShowFlash } from '../../lib/flash.ts';
import { CheckboxField } from '../../lib/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * AccettaPrivacyPolicy (spec §2, §4): the box must be ticked before
 * accepting. Accepting stores the renewed user (the page's guard then goes
 * to the stored return address or home); declining tells the server and
 * logs out (the guard then goes home).
 */
export function AcceptPrivacyPage({ user, policyUrl, t, flash }: { user: SessionUser; policyUrl: string; t: Translator; flash: ShowFlash }) {
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [policyOpen, setPolicyOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  async function accept() {
    const problem = validatePrivacy(ticked);
    setError(problem && t.message(problem));
    if (problem) return boxRef.current?.querySelector('input')?.focus();
    setBusy('accept');
    const result = await acceptPrivacyPolicy(user, window.location.href);
    setBusy(null);
    if (result.ok) storeSessionUser(result.data);
    else flash(t.errors(result.errors), { tone: 'error' });
  }

  async function decline() {
    setBusy('decline');
    // Whatever the server answers, declining logs out here (spec §4).
    await declinePrivacyPolicy(user);
    clearSession();
    flash(t('success.logged_out'));
  }

  function openPolicy(event: MouseEvent<HTMLAnchorElement>) {
    // New-tab and new-window clicks keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPolicyOpen(true);
  }

  return (
    <section aria-labelledby="accept-privacy-title" className="mx-auto max-w-xl py-8">
      <h1 id="accept-privacy-title" className="text-2xl font-bold text-stone-900">
        {t('page.accept_privacy')}
      </h1>
      <p className="mt-2 text-stone-700">{t('privacy.accept_intro')}</p>
      <div ref={boxRef} className="mt-6">
        <CheckboxField name="privacyPolicy" checked={ticked} onChange={setTicked} error={error}>
          {messageParts(t.locale, 'privacy.accept_checkbox').map((part, index) =>
            'text' in part ? (
              <span key={index}>{part.text}</span>
            ) : (
              <a
                key={index}
                href={policyUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={openPolicy}
                aria-haspopup="dialog"
                className="text-primary font-semibold underline underline-offset-2"
              >
                {t('privacy.policy_link')}
              </a>
            ),
          )}
        </CheckboxField>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button busy={busy === 'accept'} disabled={busy !== null} onClick={() => void accept()} className="sm:flex-1">
          {t('privacy.accept')}
        </Button>
        <Button tone="secondary" busy={busy === 'decline'} disabled={busy !== null} onClick={() => void decline()} className="sm:flex-1">
          {t('privacy.decline')}
        </Button>
      </div>
      {policyOpen ? <PrivacyDialog url={policyUrl} onClose={() => setPolicyOpen(false)} t={t} /> : null}
    </section>
  );
}
