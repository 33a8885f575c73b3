import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { messageParts } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { PrivacyDialog } from './privacy-dialog.tsx';

const linkClass =
  'text-primary inline-flex min-h-11 items-center rounded pl-8 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * The privacy box's label ('I have read and accept the privacy policy'), the
 * "Read the privacy policy" link that opens the policy dialog, and the
 * dialog, for every form that asks for consent (registration, accept-privacy
 * page, checkout). The label is plain text, so tapping any of it ticks the
 * box (issue 34, item 7: a link filling 83% of it opened the policy
 * instead); put `link` right after the checkbox and `dialog` outside it.
 * New-tab and new-window clicks on the link keep the browser's own
 * behaviour: the policy page itself.
 */
export function usePrivacyConsent(
  t: Translator,
  policyUrl: string,
): { label: ReactNode; link: ReactNode; dialog: ReactNode } {
  const [open, setOpen] = useState(false);

  function openPolicy(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }

  const label = messageParts(t.locale, 'privacy.accept_checkbox')
    .map((part) => ('text' in part ? part.text : t('privacy.policy_link')))
    .join('');
  const link = (
    <a
      href={policyUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={openPolicy}
      aria-haspopup="dialog"
      className={linkClass}
    >
      {t('privacy.read_policy')}
    </a>
  );
  return {
    label,
    link,
    dialog: open ? <PrivacyDialog url={policyUrl} onClose={() => setOpen(false)} t={t} /> : null,
  };
}
