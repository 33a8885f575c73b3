import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Translator } from '@ordina/i18n';

/** The footer's links (shell/footer.tsx), where "Cookie preferences" joins the privacy policy. */
export const FOOTER_LINKS_ID = 'footer-links';

const noSubscription = () => () => undefined;

/**
 * "Cookie preferences" in the footer of every page, so a choice can be
 * changed at any time (Garante 2021). Placed from here rather than by the
 * footer so that a business without tracking carries none of it.
 */
export function ConsentFooterLink({ t, onOpen }: { t: Translator; onOpen: () => void }) {
  // The footer is in the document before this code runs (it loads after hydration); null on the server.
  const footerLinks = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(FOOTER_LINKS_ID),
    () => null,
  );
  if (!footerLinks) return null;
  return createPortal(
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="hover:text-primary inline-flex min-h-11 items-center px-2 underline underline-offset-2"
    >
      {t('consent.preferences')}
    </button>,
    footerLinks,
  );
}
