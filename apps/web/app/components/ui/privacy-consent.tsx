import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { messageParts } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { PrivacyDialog } from './privacy-dialog.tsx';

const linkClass = 'text-primary font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none rounded';

/**
 * The privacy box's label ('I have read and accept the privacy policy', the
 * policy a link) and the policy dialog the link opens, for every form that
 * asks for consent (registration, accept-privacy page, checkout). Put `label`
 * in the checkbox and `dialog` outside it (a click in the dialog must not
 * toggle the box). New-tab and new-window clicks keep the browser's own
 * behaviour: the policy page itself.
 */
export function usePrivacyConsent(t: Translator, policyUrl: string): { label: ReactNode; dialog: ReactNode } {
  const [open, setOpen] = useState(false);

  function openPolicy(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }

  const label = messageParts(t.locale, 'privacy.accept_checkbox').map((part, index) =>
    'text' in part ? (
      <span key={index}>{part.text}</span>
    ) : (
      <a key={index} href={policyUrl} target="_blank" rel="noopener noreferrer" onClick={openPolicy} aria-haspopup="dialog" className={linkClass}>
        {t('privacy.policy_link')}
      </a>
    ),
  );
  return { label, dialog: open ? <PrivacyDialog url={policyUrl} onClose={() => setOpen(false)} t={t} /> : null };
}
