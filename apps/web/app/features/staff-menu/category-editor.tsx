import { useId, useState } from 'react';
import type { Category, Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { controlClass, FieldNotes } from '../../lib/form-field.tsx';
import { PhotoField } from '../../lib/business-document/photo-field.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';
import type { MenuDocument } from './business-document.ts';
import {
  mainNameMissing,
  textsOf,
  withTexts,
  type TranslatedTexts,
} from '../../lib/business-document/translated-texts.ts';
import { TranslatedTextFields } from '../../lib/business-document/translated-text-fields.tsx';

/** The editor's fields as typed. */
interface Draft {
  texts: TranslatedTexts;
  image: string | null;
  icon: string;
  optionsId: number | null;
}

/**
 * One category's editor (issue 35): its name and description in every language side by side (a
 * missing translation flagged), its image, its icon (a letter or an emoji beside its name on the
 * storefront's menu) and the option group its products offer — one of the business's, chosen here
 * and edited on the options page. `problems` are the server's refusal of the last save.
 */
export function CategoryEditor({
  category,
  isNew,
  document,
  languages,
  t,
  locale,
  busy,
  problems,
  onSave,
  onClose,
}: {
  category: Category;
  isNew: boolean;
  document: MenuDocument;
  languages: readonly Locale[];
  t: StaffTranslator;
  locale: Locale;
  busy: boolean;
  problems: readonly string[];
  onSave: (category: Category) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    texts: textsOf(category, languages),
    image: category.image,
    icon: category.icon ?? '',
    optionsId: category.options_id,
  }));
  const [nameWrong, setNameWrong] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const main = languages[0];
  // A new category's form comes before the categories' h2s; an existing one's is under its own h2.
  const Heading = isNew ? 'h2' : 'h3';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mainNameMissing(draft.texts, languages)) {
      setNameWrong(true);
      return;
    }
    setNameWrong(false);
    const icon = draft.icon.trim();
    onSave({
      ...withTexts(category, draft.texts, languages),
      image: draft.image,
      icon: icon === '' ? null : icon,
      options_id: draft.optionsId,
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-xl border border-stone-300 bg-white p-4"
    >
      <Heading id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {isNew ? t('menu.new_category') : t('menu.editing', { name: category.name })}
      </Heading>
      {problems.length > 0 ? <SaveProblems title={t('menu.invalid')} problems={problems} /> : null}
      <TranslatedTextFields
        idPrefix={id}
        texts={draft.texts}
        languages={languages}
        mainNameError={
          nameWrong && main !== undefined
            ? t('menu.name_required', { language: nativeLanguageName(main) })
            : undefined
        }
        t={t}
        onChange={(texts) => set({ texts })}
      />
      <div className="mt-4">
        <PhotoField
          label={t('menu.category_image')}
          value={draft.image}
          onChange={(image) => set({ image })}
          t={t}
          locale={locale}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-icon`} className="block text-sm font-medium text-stone-800">
            {t('menu.icon')}
          </label>
          <input
            id={`${id}-icon`}
            value={draft.icon}
            autoComplete="off"
            onChange={(event) => set({ icon: event.target.value })}
            aria-describedby={`${id}-icon-hint`}
            className={`mt-1 ${controlClass}`}
          />
          <FieldNotes id={`${id}-icon`} hint={t('menu.icon_hint')} />
        </div>
        <div>
          <label htmlFor={`${id}-options`} className="block text-sm font-medium text-stone-800">
            {t('menu.option_group')}
          </label>
          <select
            id={`${id}-options`}
            value={draft.optionsId ?? ''}
            onChange={(event) =>
              set({ optionsId: event.target.value === '' ? null : Number(event.target.value) })
            }
            className={`mt-1 ${controlClass}`}
          >
            <option value="">{t('menu.option_group_none')}</option>
            {document.category_options.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
        >
          {t('menu.save')}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-stone-400 px-5 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
        >
          {t('menu.close')}
        </button>
      </div>
    </form>
  );
}
