import { useState } from 'react';
import type { BusinessChange, Category, Locale, Product } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { DeleteEntryDialog } from '../../lib/business-document/delete-entry-dialog.tsx';
import { DocumentPage } from '../../lib/business-document/document-page.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';
import {
  useBusinessDocument,
  type SaveOutcome,
  type SaveTexts,
} from '../../lib/business-document/use-business-document.ts';
import { useEntryEditing } from '../../lib/business-document/use-entry-editing.ts';
import { documentLanguages, menuDocumentOf, type MenuDocument } from './business-document.ts';
import { CategoryEditor } from './category-editor.tsx';
import { CategoryHeader, ProductRow, rowButtonClass } from './menu-rows.tsx';
import { categoriesInOrder, moved, positionChanges, productsInOrder, withChanges } from './menu-order.ts';
import {
  blankCategory,
  blankProduct,
  freshPlace,
  namedCategory,
  placedProduct,
  productDeletion,
} from './new-entries.ts';
import { ProductEditor } from './product-editor.tsx';
import { SortableList } from './sortable-list.tsx';

/** The one editor open on the page (one at a time: the refusal it shows is its own save's). */
type Editing =
  | { kind: 'category'; id: number }
  | { kind: 'new-category'; draft: Category }
  | { kind: 'product'; id: number }
  | { kind: 'new-product'; draft: Product };

/** A deletion the owner is asked to confirm. */
type PendingDelete = { kind: 'category' | 'product'; id: number; name: string };

/**
 * /gestione/menu, the owner's menu editor (issue 35, docs/decisions/052): the categories in the
 * storefront's order with their products; a category or product opens in its editor, new ones are
 * added at the end, either is deleted after a confirmation, and both are reordered by drag, by
 * keyboard or with Move up / Move down — each reorder one save. Every save sends its changes with the
 * version the page loaded: when someone else changed the same entries meanwhile, the server refuses
 * it with the current document, which the page shows instead (never a silent overwrite of either side).
 */
export function StaffMenuPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  // The order as dropped while its save runs: the row stays where the owner put it.
  const [reordered, setReordered] = useState<MenuDocument | null>(null);
  // `conflicts` counts the fresh documents the server answered: an open editor, keyed on it, starts again from them.
  const {
    current,
    busy,
    save: saveChanges,
    notice,
    problems,
    setProblems,
    conflicts,
  } = useBusinessDocument(locale, menuDocumentOf);
  // A category with products is refused deletion (`refusedDelete`): the reason shows under its heading.
  const { editing, open, pendingDelete, cancelDelete, refusedDelete, askDelete, clearRefusal, deleteDone } =
    useEntryEditing<Editing, PendingDelete>(setProblems);
  const frame = { name: 'menu', title: t('title.menu'), intro: t('menu.intro'), notice, current, t };

  function save(
    changes: BusinessChange[],
    conflict: 'product' | 'menu',
    saved: SaveTexts['saved'] = (version) => t('menu.saved', { version }),
  ): Promise<SaveOutcome> {
    clearRefusal();
    return saveChanges(changes, {
      saved,
      conflict: conflict === 'product' ? t('menu.conflict') : t('menu.conflict_menu'),
    });
  }

  /** An entry's Edit: opens its editor, or closes it when it is the one open. */
  function toggleEditor(kind: 'category' | 'product', id: number) {
    open(editing?.kind === kind && editing.id === id ? null : { kind, id });
  }

  if (current === undefined || 'error' in current) return <DocumentPage {...frame} />;

  const document = reordered ?? current.document;
  const languages = documentLanguages(document);
  const categories = categoriesInOrder(document);

  async function reorder(
    entity: 'category' | 'product',
    list: readonly (Category | Product)[],
    from: number,
    to: number,
  ) {
    const changes = positionChanges(entity, moved(list, from, to));
    if (changes.length === 0) return;
    setReordered(withChanges(document, changes));
    await save(changes, 'menu');
    setReordered(null);
  }

  // A new entry's id and place are taken when it is saved, from the document shown then: after a
  // conflict that is the fresh one, so an entry someone else added meanwhile is never overwritten.
  async function saveCategory(category: Category, isNew: boolean) {
    const value = namedCategory(
      isNew ? { ...category, ...freshPlace(document.categories) } : category,
      document,
    );
    const outcome = await save([{ op: 'upsert', entity: 'category', value }], 'menu');
    if (isNew && outcome.status === 'saved') open({ kind: 'category', id: value.id });
  }

  async function saveProduct(product: Product, isNew: boolean) {
    const value = isNew
      ? { ...product, ...freshPlace(document.products, productsInOrder(document, product.categoryId)) }
      : placedProduct(product, document);
    const outcome = await save([{ op: 'upsert', entity: 'product', value }], 'product');
    if (isNew && outcome.status === 'saved') open({ kind: 'product', id: value.id });
  }

  function askEntryDelete(kind: 'category' | 'product', entry: Category | Product) {
    // The business file has no product without its category: the owner moves or deletes them first.
    const refused = kind === 'category' && productsInOrder(document, entry.id).length > 0;
    askDelete(entry.id, refused, { kind, id: entry.id, name: entry.name });
  }

  async function confirmDelete(pending: PendingDelete) {
    const changes: BusinessChange[] =
      pending.kind === 'product'
        ? productDeletion(document, pending.id)
        : [{ op: 'delete', entity: 'category', id: pending.id }];
    const outcome = await save(changes, 'menu', (version) =>
      t('menu.deleted', { name: pending.name, version }),
    );
    deleteDone(outcome.status === 'saved', editing?.kind === pending.kind && editing.id === pending.id);
  }

  const editorProps = { document, languages, t, locale, busy, problems, onClose: () => open(null) };
  const shownProblems = editing === null && problems.length > 0;

  return (
    <DocumentPage
      {...frame}
      report={shownProblems ? <SaveProblems title={t('menu.invalid')} problems={problems} /> : null}
    >
      <div className="mt-4">
        <button
          type="button"
          aria-expanded={editing?.kind === 'new-category'}
          onClick={() =>
            open(
              editing?.kind === 'new-category'
                ? null
                : { kind: 'new-category', draft: blankCategory(document) },
            )
          }
          className={rowButtonClass}
        >
          {t('menu.add_category')}
        </button>
        {editing?.kind === 'new-category' ? (
          <CategoryEditor
            key="new-category"
            category={editing.draft}
            isNew
            {...editorProps}
            onSave={(category) => void saveCategory(category, true)}
          />
        ) : null}
      </div>
      <SortableList
        items={categories}
        nameOf={(category) => category.name}
        label={t('menu.categories')}
        busy={busy}
        t={t}
        onMove={(from, to) => void reorder('category', categories, from, to)}
        className="mt-6 gap-6"
        renderRow={(category, controls) => {
          const products = productsInOrder(document, category.id);
          return (
            <section aria-labelledby={`category-${category.id}`}>
              <CategoryHeader
                category={category}
                productCount={products.length}
                controls={controls}
                editing={editing?.kind === 'category' && editing.id === category.id}
                t={t}
                onEdit={() => toggleEditor('category', category.id)}
                onDelete={() => askEntryDelete('category', category)}
              />
              {refusedDelete === category.id ? (
                <p role="alert" className="mt-2 rounded-lg bg-red-100 p-3 text-red-900">
                  {t('menu.category_not_empty', { name: category.name, count: products.length })}
                </p>
              ) : null}
              {editing?.kind === 'category' && editing.id === category.id ? (
                <CategoryEditor
                  key={`${category.id}-${conflicts}`}
                  category={category}
                  isNew={false}
                  {...editorProps}
                  onSave={(changed) => void saveCategory(changed, false)}
                />
              ) : null}
              <SortableList
                items={products}
                nameOf={(product) => product.name}
                label={t('menu.products_of', { name: category.name })}
                busy={busy}
                t={t}
                onMove={(from, to) => void reorder('product', products, from, to)}
                className="mt-2 sm:pl-4"
                renderRow={(product, productControls) => (
                  <ProductRow
                    product={product}
                    controls={productControls}
                    editing={editing?.kind === 'product' && editing.id === product.id}
                    locale={locale}
                    t={t}
                    onEdit={() => toggleEditor('product', product.id)}
                    onDelete={() => askEntryDelete('product', product)}
                  >
                    {editing?.kind === 'product' && editing.id === product.id ? (
                      <ProductEditor
                        key={`${product.id}-${conflicts}`}
                        product={product}
                        {...editorProps}
                        onSave={(changed) => void saveProduct(changed, false)}
                      />
                    ) : null}
                  </ProductRow>
                )}
              />
              <div className="mt-2 sm:pl-4">
                <button
                  type="button"
                  aria-expanded={editing?.kind === 'new-product' && editing.draft.categoryId === category.id}
                  onClick={() =>
                    open(
                      editing?.kind === 'new-product' && editing.draft.categoryId === category.id
                        ? null
                        : { kind: 'new-product', draft: blankProduct(document, category.id) },
                    )
                  }
                  className={rowButtonClass}
                >
                  {t('menu.add_product', { name: category.name })}
                </button>
                {editing?.kind === 'new-product' && editing.draft.categoryId === category.id ? (
                  <ProductEditor
                    key={`new-product-${category.id}`}
                    product={editing.draft}
                    isNew
                    {...editorProps}
                    onSave={(product) => void saveProduct(product, true)}
                  />
                ) : null}
              </div>
            </section>
          );
        }}
      />
      <DeleteEntryDialog
        pending={pendingDelete}
        title={(pending) =>
          pending.kind === 'product'
            ? t('menu.delete_product_confirm', { name: pending.name })
            : t('menu.delete_category_confirm', { name: pending.name })
        }
        effect={
          pendingDelete?.kind === 'product'
            ? t('menu.delete_product_effect')
            : t('menu.delete_category_effect')
        }
        busy={busy}
        t={t}
        onCancel={cancelDelete}
        onConfirm={(pending) => void confirmDelete(pending)}
      />
    </DocumentPage>
  );
}
