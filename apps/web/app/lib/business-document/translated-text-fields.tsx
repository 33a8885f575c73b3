import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { controlClass } from '../form-field.tsx';
import type { TranslatedTexts } from './translated-texts.ts';

/**
 * The name and description in every language of the business side by side, the default language
 * first (issue 35: categories, products, options and their items): a name left empty is flagged as a missing translation — in the default language,
 * once the owner tried to save, as an error, since the storefront has nothing else to show.
 */
export function TranslatedTextFields({
  idPrefix,
  texts,
  languages,
  mainNameError,
  nameMaxLength,
  descriptionMaxLength,
  compact = false,
  t,
  onChange,
}: {
  idPrefix: string;
  texts: TranslatedTexts;
  languages: readonly Locale[];
  /** Shown under the default language's name (and the field marked invalid) when set. */
  mainNameError?: string | undefined;
  /** The longest name and description the business file takes (a contract constant), when it sets one. */
  nameMaxLength?: number;
  descriptionMaxLength?: number;
  /** Four languages in a row on a wide screen, a one-line description: for the many items of an option. */
  compact?: boolean;
  t: StaffTranslator;
  onChange: (texts: TranslatedTexts) => void;
}) {
  return (
    <div
      className={compact ? 'mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'mt-4 grid gap-4 lg:grid-cols-2'}
    >
      {languages.map((language, index) => {
        const missing = (texts.names[language] ?? '').trim() === '';
        const error = index === 0 ? mainNameError : undefined;
        const nameId = `${idPrefix}-name-${language}`;
        const descriptionId = `${idPrefix}-description-${language}`;
        return (
          <fieldset
            key={language}
            lang={language}
            className={`min-w-0 rounded-lg border border-stone-200 bg-white ${compact ? 'p-2' : 'p-3'}`}
          >
            <legend className="px-1 font-semibold">{nativeLanguageName(language)}</legend>
            <label htmlFor={nameId} className="block text-sm font-medium text-stone-800">
              {t('menu.name', { language: nativeLanguageName(language) })}
            </label>
            <input
              id={nameId}
              value={texts.names[language] ?? ''}
              maxLength={nameMaxLength}
              onChange={(event) =>
                onChange({ ...texts, names: { ...texts.names, [language]: event.target.value } })
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={missing || error ? `${nameId}-hint` : undefined}
              className={`mt-1 ${controlClass}`}
            />
            {error ? (
              <p id={`${nameId}-hint`} className="mt-1 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : missing ? (
              <p id={`${nameId}-hint`} className="mt-1 text-sm font-medium text-amber-800">
                {t('menu.missing_translation')}
              </p>
            ) : null}
            <label htmlFor={descriptionId} className="mt-3 block text-sm font-medium text-stone-800">
              {t('menu.description', { language: nativeLanguageName(language) })}
            </label>
            <textarea
              id={descriptionId}
              rows={compact ? 1 : 2}
              value={texts.descriptions[language] ?? ''}
              maxLength={descriptionMaxLength}
              onChange={(event) =>
                onChange({
                  ...texts,
                  descriptions: { ...texts.descriptions, [language]: event.target.value },
                })
              }
              className={`mt-1 ${controlClass}`}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
