import type { Translator } from '@ordina/i18n';
import { Button } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../after-hydration-shared/dialog-close-button.tsx';

/**
 * The first-visit question (Garante 2021 guidelines): a short text and three
 * answers of the same size and look — accepting is not easier than refusing —
 * plus a close (×) that means "reject all". Not modal: the page stays usable,
 * and on phones it sits above the cart bar, so ordering is never blocked.
 */
export function ConsentBanner({
  t,
  onAcceptAll,
  onRejectAll,
  onChoose,
}: {
  t: Translator;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onChoose: () => void;
}) {
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-2 bottom-20 z-40 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl bg-white p-4 text-stone-900 shadow-xl ring-1 ring-stone-900/10 lg:inset-x-auto lg:right-4 lg:bottom-4 lg:max-w-md"
    >
      <div className="flex items-start justify-between gap-2">
        <p id="consent-banner-title" className="pt-2.5 font-bold">
          {t('consent.banner_title')}
        </p>
        <DialogCloseButton label={t('consent.close_rejects')} onClick={onRejectAll} />
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('consent.banner_text')}</p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Button onClick={onAcceptAll}>{t('consent.accept_all')}</Button>
        <Button onClick={onRejectAll}>{t('consent.reject_all')}</Button>
        <Button onClick={onChoose}>{t('consent.choose')}</Button>
      </div>
    </section>
  );
}
