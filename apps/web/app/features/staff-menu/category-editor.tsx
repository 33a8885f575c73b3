import { useId, useState } from 'react';
import type { Category } from '@ordina/contracts';
import { TextField } from '../../lib/form-field.tsx';
import { EditorForm, type EntryEditorProps } from '../../lib/business-document/editor-form.tsx';
import { SelectField } from '../../lib/business-document/fields/choice-fields.tsx';
import type { MenuDocument } from './business-document.ts';
import {
  mainNameMissing,
  textsOf,
  withTexts,
  type TranslatedTexts,
} from '../../lib/business-document/translated-texts.ts';
import { MenuEntryFields } from './menu-entry-fields.tsx';

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
}: EntryEditorProps<Category> & { category: Category; isNew: boolean; document: MenuDocument }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    texts: textsOf(category, languages),
    image: category.image,
    icon: category.icon ?? '',
    optionsId: category.options_id,
  }));
  const [nameWrong, setNameWrong] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

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
    <EditorForm
      id={id}
      heading={isNew ? 'h2' : 'h3'}
      title={isNew ? t('menu.new_category') : t('menu.editing', { name: category.name })}
      problemsTitle={t('menu.invalid')}
      problems={problems}
      busy={busy}
      saveLabel={t('menu.save')}
      closeLabel={t('menu.close')}
      onSubmit={submit}
      onClose={onClose}
      className="mt-3 rounded-xl border border-stone-300 bg-white p-4"
    >
      <MenuEntryFields
        id={id}
        texts={draft.texts}
        image={draft.image}
        imageLabel={t('menu.category_image')}
        nameMissing={nameWrong}
        languages={languages}
        t={t}
        locale={locale}
        onChange={set}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-icon`}
          label={t('menu.icon')}
          hint={t('menu.icon_hint')}
          value={draft.icon}
          autoComplete="off"
          onChange={(event) => set({ icon: event.target.value })}
        />
        <SelectField
          id={`${id}-options`}
          label={t('menu.option_group')}
          value={draft.optionsId ?? ''}
          onChange={(value) => set({ optionsId: value === '' ? null : Number(value) })}
        >
          <option value="">{t('menu.option_group_none')}</option>
          {document.category_options.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </SelectField>
      </div>
    </EditorForm>
  );
}
