import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { syncTracking, trackPageView } from '../analytics/after-hydration-shared/use-analytics.ts';
import { FOOTER_LINKS_ID } from '../first-load/paths.ts';
import { useStorefront } from '../storefront-context.tsx';
import { useTranslator } from '../first-load/use-translator.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentDialog } from './consent-dialog.tsx';
import { configuredPurposes } from './after-hydration/configured-purposes.ts';
import { CONSENT_PURPOSES, readConsent, saveConsent } from './after-hydration-shared/consent-store.ts';
import type { ConsentPurpose } from './after-hydration-shared/consent-store.ts';
import { useConsent } from './use-consent.ts';

const noSubscription = () => () => undefined;

function findFooterLinks(): HTMLElement | null {
  return document.getElementById(FOOTER_LINKS_ID);
}

/** Saves a choice naming every purpose: the allowed ones true, all others (unasked ones included) false. */
function decide(allowed: ReadonlySet<ConsentPurpose>): void {
  saveConsent(
    Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, allowed.has(purpose)])) as Record<
      ConsentPurpose,
      boolean
    >,
  );
}

/** After the banner goes, the keyboard carries on from the page's content instead of the document's start. */
function focusPageContent(): void {
  const main = document.getElementById('main');
  if (!main) return;
  main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

/**
 * Cookie consent for a business with something to consent to (loaded on demand
 * by the shell only then): the banner while the visitor has not chosen, the
 * preferences dialog from the banner or the footer's "Cookie preferences",
 * and the tracking that follows the choice —
 * services start once allowed, stop when withdrawn, and count route changes.
 */
export function ConsentManager({ errorReportingConfigured }: { errorReportingConfigured: boolean }) {
  const { params } = useStorefront().configuration;
  const t = useTranslator();
  const choice = useConsent();
  const purposes = configuredPurposes(params, errorReportingConfigured);
  // The open dialog, and whether it opened before any choice (from the banner, or the footer while the banner asked).
  const [dialog, setDialog] = useState<{ askedFirst: boolean } | null>(null);
  // The footer's links, where "Cookie preferences" goes: read from the document (React checks the
  // value again once this render is committed, so a footer committed with it is found too).
  const footerLinks = useSyncExternalStore(noSubscription, findFooterLinks, () => null);

  // The tracking follows the choice, here and when another tab changes it.
  useEffect(() => {
    syncTracking(params);
  }, [choice, params]);

  // Route changes are page views; the first page's is counted when a service starts.
  const { pathname } = useLocation();
  const countedPath = useRef(pathname);
  useEffect(() => {
    if (pathname === countedPath.current) return;
    countedPath.current = pathname;
    trackPageView(params);
  }, [pathname, params]);

  if (purposes.length === 0) return null;

  function decideFromBanner(allowed: ReadonlySet<ConsentPurpose>) {
    decide(allowed);
    focusPageContent();
  }
  // "Cookie preferences" in the footer's links (Garante 2021: the choice can be changed at any time);
  // placed from here, so businesses without tracking carry none of it.
  return (
    <>
      {footerLinks &&
        createPortal(
          <button
            type="button"
            onClick={() => setDialog({ askedFirst: readConsent() === null })}
            aria-haspopup="dialog"
            className="hover:text-primary inline-flex min-h-11 items-center px-2 underline underline-offset-2"
          >
            {t('consent.preferences')}
          </button>,
          footerLinks,
        )}
      {/* Kept under the dialog (inert there): Escape from the dialog leaves the question where it was. */}
      {choice === null && (
        <ConsentBanner
          t={t}
          onAcceptAll={() => decideFromBanner(new Set(purposes))}
          onRejectAll={() => decideFromBanner(new Set())}
          onChoose={() => setDialog({ askedFirst: true })}
        />
      )}
      {dialog && (
        <ConsentDialog
          purposes={purposes}
          current={choice?.purposes ?? null}
          t={t}
          onSave={decide}
          onClose={() => {
            setDialog(null);
            // Opened while the banner asked, and a choice was made: the banner (where focus went back) is going away.
            if (dialog.askedFirst && readConsent() !== null) focusPageContent();
          }}
        />
      )}
    </>
  );
}
