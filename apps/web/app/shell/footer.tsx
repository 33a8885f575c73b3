import { useState } from 'react';
import type { MouseEvent } from 'react';
import type { Locale, Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { lazyModule } from '../lib/first-load/lazy-module.ts';
import { FOOTER_LINKS_ID } from '../lib/first-load/paths.ts';
import { privacyPolicyUrl } from '../lib/first-load/privacy-policy.ts';

// The dialog's code loads when the link is pressed (or approached), not with the page.
const privacyDialog = lazyModule(() => import('../components/ui/privacy-dialog.tsx'));

function LazyPrivacyDialog(props: { url: string; onClose: () => void; t: Translator }) {
  const module = privacyDialog.useModule();
  return module ? <module.PrivacyDialog {...props} /> : null;
}

function preloadPrivacyDialog(): void {
  privacyDialog.load().catch(() => undefined);
}

/**
 * The footer: the business's name and address, the privacy-policy link in
 * the page's language and, where tracking is configured, "Cookie preferences"
 * (added by the consent code, lib/consent/consent-manager.tsx).
 * The privacy link opens the policy in a dialog; before the
 * page is interactive (or with a modified click) it opens the page itself.
 */
export function Footer({ storefront, locale, t }: { storefront: Storefront; locale: Locale; t: Translator }) {
  const { anagraphic, configuration } = storefront;
  const [policyOpen, setPolicyOpen] = useState(false);
  const policyUrl = privacyPolicyUrl(configuration.routes.privacy_policy, locale);
  const place = [anagraphic.address, [anagraphic.zipCode, anagraphic.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  function openPolicy(event: MouseEvent<HTMLAnchorElement>) {
    // New-tab and new-window clicks keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPolicyOpen(true);
  }
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div
        id={FOOTER_LINKS_ID}
        className="mx-auto flex max-w-5xl flex-col items-center gap-1 px-4 py-6 text-center text-sm text-stone-500"
      >
        <p className="font-semibold text-stone-700">{anagraphic.name}</p>
        {place && <p>{place}</p>}
        <a
          href={policyUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={openPolicy}
          onPointerEnter={preloadPrivacyDialog}
          onFocus={preloadPrivacyDialog}
          aria-haspopup="dialog"
          className="hover:text-primary mt-1 inline-flex min-h-11 items-center px-2 underline underline-offset-2"
        >
          {t('common.privacy_policy')}
        </a>
      </div>
      {policyOpen && <LazyPrivacyDialog url={policyUrl} onClose={() => setPolicyOpen(false)} t={t} />}
    </footer>
  );
}
