import { useId, useState } from 'react';
import { OPTION_NAME_MAX_LENGTH, type CategoryOptionGroup } from '@ordina/contracts';
import { EditorForm, type EntryEditorProps } from '../../lib/business-document/editor-form.tsx';
import { TextField } from '../../lib/form-field.tsx';
import { useKeptFocus } from '../../lib/business-document/move-buttons.tsx';
import { fieldErrorText } from './field-error-text.ts';
import {
  blankOption,
  freshId,
  groupDraft,
  groupOf,
  groupProblems,
  moved,
  type DraftProblem,
  type FieldError,
  type GroupDraft,
  type OptionDraft,
} from './option-drafts.ts';
import { OptionFields } from './option-fields.tsx';
import { excludableProducts, type OptionsDocument } from './options-document.ts';

/** The errors of one option, by path inside it: `options[1].min_select` → `min_select`. */
function optionErrors(errors: ReadonlyMap<string, FieldError>, index: number): Map<string, FieldError> {
  const prefix = `options[${index}].`;
  return new Map(
    [...errors].flatMap(([path, problem]) =>
      path.startsWith(prefix) ? [[path.slice(prefix.length), problem] as const] : [],
    ),
  );
}

/**
 * One option group's editor (issue 35, docs/decisions/059): the group's name (the owner's label, chosen
 * in a category's editor: customers see the options' names), then its options in the dialog's order,
 * each with its items. Adding, removing and moving options and items change the draft; Save sends the
 * whole group as one change. A field the editor can read as wrong (no name, a price or a number that is
 * not one, an option without items) is named before sending; the rules between fields are the server's,
 * whose refusal (`problems`) is shown at each field it names and listed above.
 */
export function OptionGroupEditor({
  group,
  groupIndex,
  isNew,
  document,
  languages,
  t,
  locale,
  busy,
  problems,
  onSave,
  onClose,
}: EntryEditorProps<CategoryOptionGroup> & {
  group: CategoryOptionGroup;
  /** The group's index in the file's `category_options` once saved: where the server's paths point. */
  groupIndex: number;
  isNew: boolean;
  document: OptionsDocument;
}) {
  const id = useId();
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraft(group, languages));
  const [wrong, setWrong] = useState<ReadonlyMap<string, DraftProblem>>(new Map());
  // New options open; loaded ones closed, so a long group reads as a list of its options first.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const { container, keep } = useKeptFocus<HTMLFormElement>();
  const serverErrors = groupProblems(problems, groupIndex);
  const errors = new Map<string, FieldError>([
    ...[...serverErrors].map(
      ([path, server]) => [path, { server, field: path.slice(path.lastIndexOf('.') + 1) }] as const,
    ),
    ...[...wrong].map(([path, problem]) => [path, { problem }] as const),
  ]);
  const withErrors = (indexes: Iterable<string>) =>
    [...indexes].flatMap((path) => {
      const option = /^options\[(\d+)\]/.exec(path);
      const found = option === null ? undefined : draft.options[Number(option[1])];
      return found === undefined ? [] : [found.id];
    });
  const open = new Set([...opened, ...withErrors(serverErrors.keys())]);
  const products = excludableProducts(
    document,
    group.id,
    draft.options.flatMap((option) => option.excluded),
  );
  const nameError = errors.get('name');
  const nameErrorText =
    nameError === undefined
      ? undefined
      : 'server' in nameError
        ? fieldErrorText(nameError, t, languages[0])
        : t('option_groups.group_name_required');
  const set = (change: Partial<GroupDraft>) => setDraft((d) => ({ ...d, ...change }));

  function setOption(index: number, option: OptionDraft) {
    set({ options: draft.options.map((other, at) => (at === index ? option : other)) });
  }

  function addOption() {
    const option = blankOption(
      freshId(document, draft, 'option'),
      freshId(document, draft, 'item'),
      languages,
    );
    set({ options: [...draft.options, option] });
    setOpened((ids) => new Set([...ids, option.id]));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = groupOf(group, draft, languages);
    if ('wrong' in result) {
      setWrong(result.wrong);
      setOpened((ids) => new Set([...ids, ...withErrors(result.wrong.keys())]));
      return;
    }
    setWrong(new Map());
    onSave(result.group);
  }

  return (
    <EditorForm
      id={id}
      heading={isNew ? 'h2' : 'h3'}
      title={isNew ? t('option_groups.new_group') : t('menu.editing', { name: group.name })}
      problemsTitle={t('option_groups.invalid')}
      problems={problems}
      busy={busy}
      saveLabel={t('menu.save')}
      closeLabel={t('menu.close')}
      onSubmit={submit}
      onClose={onClose}
      className="mt-3 rounded-xl border border-stone-300 bg-stone-50 p-3 sm:p-4"
      formRef={container}
    >
      <div className="mt-4">
        <TextField
          id={`${id}-name`}
          label={t('option_groups.group_name')}
          hint={t('option_groups.group_name_hint')}
          error={nameErrorText}
          value={draft.name}
          maxLength={OPTION_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <ul
        aria-label={t('option_groups.options_of', { name: draft.name || group.name })}
        className="mt-4 flex flex-col gap-3"
      >
        {draft.options.map((option, index) => (
          <li key={option.id}>
            <OptionFields
              idPrefix={`${id}-option-${option.id}`}
              option={option}
              position={index + 1}
              count={draft.options.length}
              open={open.has(option.id)}
              languages={languages}
              locale={locale}
              products={products}
              t={t}
              errors={optionErrors(errors, index)}
              newItemId={() => freshId(document, draft, 'item')}
              onToggle={(isOpen) =>
                setOpened((ids) => {
                  const next = new Set(ids);
                  if (isOpen) next.add(option.id);
                  else next.delete(option.id);
                  return next;
                })
              }
              onChange={(changed) => setOption(index, changed)}
              onMove={(by, key) => {
                keep(key);
                set({ options: moved(draft.options, index, index + by) });
              }}
              onRemove={() => set({ options: draft.options.filter((other) => other.id !== option.id) })}
              keepFocus={keep}
            />
          </li>
        ))}
      </ul>
      {draft.options.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('option_groups.no_options')}</p>
      ) : null}
      <button
        type="button"
        onClick={addOption}
        className="mt-3 min-h-11 rounded-lg border border-stone-400 bg-white px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
      >
        {t('option_groups.add_option')}
      </button>
    </EditorForm>
  );
}
