import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import { controlClass, FieldNotes } from '../../form-field.tsx';

/**
 * One text in every language of the business side by side (issue 35: the storefront's notice, the
 * delivery delay notice, a coupon's description), each box in its own language (`lang`), its label
 * naming it (`label`), the same `hint` under each.
 */
export function LanguageTextsField({
  idPrefix,
  languages,
  values,
  label,
  hint,
  onChange,
  className = 'mt-4 grid gap-4 lg:grid-cols-2',
}: {
  /** Each box's id is `<idPrefix>-<language>`. */
  idPrefix: string;
  languages: readonly Locale[];
  values: Partial<Record<Locale, string>>;
  /** The label of a language's box, from the language's own name. */
  label: (languageName: string) => string;
  hint?: string;
  onChange: (values: Partial<Record<Locale, string>>) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      {languages.map((language) => {
        const id = `${idPrefix}-${language}`;
        return (
          <div key={language} lang={language}>
            <label htmlFor={id} className="block text-sm font-medium text-stone-800">
              {label(nativeLanguageName(language))}
            </label>
            <textarea
              id={id}
              rows={2}
              value={values[language] ?? ''}
              onChange={(event) => onChange({ ...values, [language]: event.target.value })}
              aria-describedby={hint ? `${id}-hint` : undefined}
              className={`mt-1 ${controlClass}`}
            />
            <FieldNotes id={id} hint={hint} />
          </div>
        );
      })}
    </div>
  );
}
