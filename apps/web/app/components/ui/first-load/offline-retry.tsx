import type { Translator } from '@ordina/i18n';

/**
 * Where an action needed code or data that did not arrive (the connection
 * dropped): says so and offers to try again, in the place of the action, so
 * the page, the menu and the cart stay as they were.
 */
export function OfflineRetry({
  onRetry,
  t,
  className = '',
}: {
  onRetry: () => void;
  t: Translator;
  className?: string;
}) {
  return (
    <p role="alert" className={`text-sm text-stone-800 ${className}`}>
      {t('offline.message')}{' '}
      <button
        type="button"
        onClick={onRetry}
        className="text-primary focus-visible:ring-primary min-h-11 rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {t('offline.retry')}
      </button>
    </p>
  );
}
