import type { Translator } from '@ordina/i18n';

/**
 * Why a submit got no answer (issue 34 item 11): the browser was offline, so
 * the order never left (`not_sent`), or it was online and the reply was lost
 * on the way back, so the order may have arrived (`unanswered`).
 */
export type UnsentKind = 'not_sent' | 'unanswered';

/**
 * A submit without an answer, in place of "Procedure failed.": what happened
 * to the order, that the cart and the form are kept, and a "Try again" that
 * resends the same attempt (its Idempotency-Key, decision 016), so a lost
 * reply's order is found again rather than placed twice.
 */
export function SubmitUnsentNotice({
  kind,
  retrying,
  onRetry,
  t,
}: {
  kind: UnsentKind;
  retrying: boolean;
  onRetry: () => void;
  t: Translator;
}) {
  return (
    <div role="alert" className="space-y-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t(`submit_unsent.${kind}_title`)}</p>
      <p>{t(`submit_unsent.${kind}`)}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
        className="focus-visible:ring-primary min-h-11 rounded-full border border-amber-900 px-4 py-2 font-semibold focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {retrying ? t('common.loading') : t('offline.retry')}
      </button>
    </div>
  );
}
