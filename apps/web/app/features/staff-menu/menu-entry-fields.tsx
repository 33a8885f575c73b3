import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { PhotoField } from '../../lib/business-document/photo-field.tsx';
import { TranslatedTextFields } from '../../lib/business-document/translated-text-fields.tsx';
import type { TranslatedTexts } from '../../lib/business-document/translated-texts.ts';

/**
 * What a category's and a product's editors open with (issue 35): the name and description in every
 * language side by side — the default language's name said to be required once a save was tried
 * without it — and the entry's picture.
 */
export function MenuEntryFields({
  id,
  texts,
  image,
  imageLabel,
  nameMissing,
  languages,
  t,
  locale,
  onChange,
}: {
  id: string;
  texts: TranslatedTexts;
  image: string | null;
  imageLabel: string;
  nameMissing: boolean;
  languages: readonly Locale[];
  t: StaffTranslator;
  locale: Locale;
  onChange: (change: { texts: TranslatedTexts } | { image: string | null }) => void;
}) {
  const main = languages[0];
  return (
    <>
      <TranslatedTextFields
        idPrefix={id}
        texts={texts}
        languages={languages}
        mainNameError={
          nameMissing && main !== undefined
            ? t('menu.name_required', { language: nativeLanguageName(main) })
            : undefined
        }
        t={t}
        onChange={(changed) => onChange({ texts: changed })}
      />
      <div className="mt-4">
        <PhotoField
          label={imageLabel}
          value={image}
          onChange={(changed) => onChange({ image: changed })}
          t={t}
          locale={locale}
        />
      </div>
    </>
  );
}
