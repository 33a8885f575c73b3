import type { CategoryOptionGroup, Locale } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { documentLanguages } from '../../lib/business-document/document-languages.ts';
import { DeleteEntryDialog } from '../../lib/business-document/delete-entry-dialog.tsx';
import { DocumentPage } from '../../lib/business-document/document-page.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';
import { useBusinessDocument } from '../../lib/business-document/use-business-document.ts';
import { useEntryEditing } from '../../lib/business-document/use-entry-editing.ts';
import { blankGroup } from './option-drafts.ts';
import { OptionGroupEditor } from './option-group-editor.tsx';
import {
  categoriesUsing,
  groupsInOrder,
  optionsDocumentOf,
  type OptionsDocument,
} from './options-document.ts';

/** The one editor open on the page (one at a time: the refusal it shows is its own save's). */
type Editing = { kind: 'group'; id: number } | { kind: 'new-group'; draft: CategoryOptionGroup };

const rowButtonClass =
  'min-h-11 rounded-lg border border-stone-400 bg-white px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';
const deleteButtonClass =
  'min-h-11 rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:outline-none';

/**
 * /gestione/opzioni, the owner's option groups (issue 35, docs/decisions/059): each group with the
 * categories that offer it; a group opens in its editor (its options and their items), a new one is
 * added at the end, and one no category uses is deleted after a confirmation — one a category uses is
 * not: the page says which categories to change first (the server refuses it too). Every save sends the
 * whole group on the version the page loaded; a conflict shows the current document instead.
 */
export function StaffOptionsPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  // `conflicts` counts the fresh documents the server answered: an open editor, keyed on it, starts again from them.
  const {
    current,
    busy,
    save: saveChanges,
    notice,
    problems,
    setProblems,
    conflicts,
  } = useBusinessDocument(locale, optionsDocumentOf);
  // A group a category uses is refused deletion (`refusedDelete`): the categories to change first show under it.
  const { editing, open, pendingDelete, cancelDelete, refusedDelete, askDelete, clearRefusal, deleteDone } =
    useEntryEditing<Editing, CategoryOptionGroup>(setProblems);
  const frame = {
    name: 'options',
    title: t('title.options'),
    intro: t('option_groups.intro'),
    notice,
    current,
    t,
  };

  if (current === undefined || 'error' in current) return <DocumentPage {...frame} />;

  const document: OptionsDocument = current.document;
  const languages = documentLanguages(document);
  const groups = groupsInOrder(document);

  async function save(group: CategoryOptionGroup, isNew: boolean) {
    clearRefusal();
    // A new group's id and place are taken from the document shown when it is saved (after a
    // conflict, the fresh one): a group someone else added meanwhile is never overwritten.
    const place = blankGroup(document);
    const value = isNew ? { ...group, id: place.id, position: place.position } : group;
    const outcome = await saveChanges([{ op: 'upsert', entity: 'option_group', value }], {
      saved: (version) => t('menu.saved', { version }),
      conflict: t('option_groups.conflict'),
    });
    if (isNew && outcome.status === 'saved') open({ kind: 'group', id: value.id });
  }

  // A category names its group (options_id): the owner chooses another for it first, on the menu page.
  const askGroupDelete = (group: CategoryOptionGroup) =>
    askDelete(group.id, categoriesUsing(document, group.id).length > 0, group);

  async function confirmDelete(group: CategoryOptionGroup) {
    const outcome = await saveChanges([{ op: 'delete', entity: 'option_group', id: group.id }], {
      saved: (version) => t('menu.deleted', { name: group.name, version }),
      conflict: t('option_groups.conflict'),
    });
    deleteDone(outcome.status === 'saved', editing?.kind === 'group' && editing.id === group.id);
  }

  const editorProps = { document, languages, t, locale, busy, problems, onClose: () => open(null) };
  const categoryNames = (groupId: number) =>
    categoriesUsing(document, groupId)
      .map((category) => category.name)
      .join(', ');

  return (
    <DocumentPage
      {...frame}
      report={
        editing === null && problems.length > 0 ? (
          <SaveProblems title={t('option_groups.invalid')} problems={problems} />
        ) : null
      }
    >
      <div className="mt-4">
        <button
          type="button"
          aria-expanded={editing?.kind === 'new-group'}
          onClick={() =>
            open(editing?.kind === 'new-group' ? null : { kind: 'new-group', draft: blankGroup(document) })
          }
          className={rowButtonClass}
        >
          {t('option_groups.add_group')}
        </button>
        {editing?.kind === 'new-group' ? (
          <OptionGroupEditor
            key="new-group"
            group={editing.draft}
            groupIndex={document.category_options.length}
            isNew
            {...editorProps}
            onSave={(group) => void save(group, true)}
          />
        ) : null}
      </div>
      {groups.length === 0 ? <p className="mt-6 text-stone-700">{t('option_groups.none')}</p> : null}
      <ul aria-label={t('option_groups.groups')} className="mt-6 flex flex-col gap-6">
        {groups.map((group) => {
          const isOpen = editing?.kind === 'group' && editing.id === group.id;
          const using = categoryNames(group.id);
          return (
            <li key={group.id}>
              <section aria-labelledby={`group-${group.id}`}>
                <div className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-100 p-3">
                  <div className="min-w-40 flex-1">
                    <h2
                      id={`group-${group.id}`}
                      className="text-xl font-bold break-words text-stone-900 sm:text-2xl"
                    >
                      {group.name}
                      <span className="ml-2 text-base font-normal text-stone-700">
                        {t('option_groups.option_count', { count: group.options.length })}
                      </span>
                    </h2>
                    <p className="text-sm text-stone-700">
                      {using === ''
                        ? t('option_groups.unused')
                        : t('option_groups.used_by', { names: using })}
                    </p>
                  </div>
                  <div className="ml-auto flex gap-2">
                    <button
                      type="button"
                      aria-label={t('menu.edit', { name: group.name })}
                      aria-expanded={isOpen}
                      onClick={() => open(isOpen ? null : { kind: 'group', id: group.id })}
                      className={rowButtonClass}
                    >
                      {t('menu.edit_action')}
                    </button>
                    <button
                      type="button"
                      aria-label={t('menu.delete', { name: group.name })}
                      onClick={() => askGroupDelete(group)}
                      className={deleteButtonClass}
                    >
                      {t('menu.delete_action')}
                    </button>
                  </div>
                </div>
                {refusedDelete === group.id ? (
                  <p role="alert" className="mt-2 rounded-lg bg-red-100 p-3 text-red-900">
                    {t('option_groups.group_in_use', { name: group.name, names: using })}
                  </p>
                ) : null}
                {isOpen ? (
                  <OptionGroupEditor
                    key={`${group.id}-${conflicts}`}
                    group={group}
                    groupIndex={document.category_options.findIndex((g) => g.id === group.id)}
                    isNew={false}
                    {...editorProps}
                    onSave={(changed) => void save(changed, false)}
                  />
                ) : null}
              </section>
            </li>
          );
        })}
      </ul>
      <DeleteEntryDialog
        pending={pendingDelete}
        title={(group) => t('option_groups.delete_group_confirm', { name: group.name })}
        effect={t('option_groups.delete_group_effect')}
        busy={busy}
        t={t}
        onCancel={cancelDelete}
        onConfirm={(group) => void confirmDelete(group)}
      />
    </DocumentPage>
  );
}
