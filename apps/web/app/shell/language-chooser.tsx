import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { LOCALE_STORAGE_KEY } from '../lib/locale-cookie.ts';
import { paths } from '../lib/first-load/paths.ts';

/**
 * The navbar's language chooser: a native disclosure with one submit button
 * per language, posting to the language route (which stores the choice in a
 * cookie and comes back to this page). It works without JavaScript; with it,
 * the choice is mirrored to localStorage as well.
 */
export function LanguageChooser({
  languages,
  locale,
  t,
}: {
  languages: readonly Locale[];
  locale: Locale;
  t: Translator;
}) {
  const location = useLocation();

  function remember(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement) {
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, submitter.value);
      } catch {
        // Storage can be full or disabled; the cookie still carries the choice.
      }
    }
  }

  return (
    // Escape, outside taps and arrow keys come from shell/after-hydration/disclosure-menus.ts, after hydration.
    <details className="relative">
      {/* Named by its content, the visible code first ('IT – Lingua: Italiano'): WCAG 2.5.3 Label in Name
          wants what a speech-input user sees ('IT') in the name, which an aria-label would replace. */}
      <summary className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 text-sm font-semibold hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-[1.6]">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        {locale.toUpperCase()}
        <span className="sr-only">
          {' – '}
          {t('nav.language')}: {nativeLanguageName(locale)}
        </span>
      </summary>
      <form
        method="post"
        action={paths.language}
        onSubmit={remember}
        className="absolute right-0 z-20 mt-2 w-44 overflow-hidden rounded-xl bg-white py-1 text-stone-900 shadow-lg ring-1 ring-stone-900/10"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {languages.map((language) => (
          <button
            key={language}
            type="submit"
            name="locale"
            value={language}
            lang={language}
            aria-current={language === locale ? 'true' : undefined}
            className="flex w-full items-center justify-between px-4 py-2.5 text-left text-sm hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none aria-[current]:font-semibold"
          >
            {nativeLanguageName(language)}
            {language === locale && (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="fill-primary size-4">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
            )}
          </button>
        ))}
      </form>
    </details>
  );
}
