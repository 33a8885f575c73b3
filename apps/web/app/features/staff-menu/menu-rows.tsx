import type { ReactNode } from 'react';
import type { Category, Locale, Product } from '@ordina/contracts';
import { formatMoney } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import type { RowControls } from './sortable-list.tsx';

export const rowButtonClass =
  'min-h-11 rounded-lg border border-stone-400 bg-white px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';
const deleteButtonClass =
  'min-h-11 rounded-lg border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:outline-none';

/**
 * A row's Edit and Delete: short words on the screen, so a long name keeps its room on a phone; the
 * name in their accessible names ("Edit Lasagne"), which begin with or contain the visible word.
 */
function RowActions({
  name,
  editing,
  t,
  onEdit,
  onDelete,
}: {
  name: string;
  editing: boolean;
  t: StaffTranslator;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="ml-auto flex gap-2">
      <button
        type="button"
        aria-label={t('menu.edit', { name })}
        aria-expanded={editing}
        onClick={onEdit}
        className={rowButtonClass}
      >
        {t('menu.edit_action')}
      </button>
      <button
        type="button"
        aria-label={t('menu.delete', { name })}
        onClick={onDelete}
        className={deleteButtonClass}
      >
        {t('menu.delete_action')}
      </button>
    </div>
  );
}

/** A category's heading row on the menu page: its order controls, its name, Edit and Delete. */
export function CategoryHeader({
  category,
  productCount,
  controls,
  editing,
  t,
  onEdit,
  onDelete,
}: {
  category: Category;
  productCount: number;
  controls: RowControls;
  editing: boolean;
  t: StaffTranslator;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-100 p-3">
      {controls}
      <h2
        id={`category-${category.id}`}
        className="min-w-32 flex-1 text-xl font-bold sm:text-2xl break-words text-stone-900"
      >
        {category.icon ? <span aria-hidden="true">{category.icon} </span> : null}
        {category.name}
        <span className="ml-2 text-base font-normal text-stone-700">
          {t('menu.product_count', { count: productCount })}
        </span>
      </h2>
      <RowActions name={category.name} editing={editing} t={t} onEdit={onEdit} onDelete={onDelete} />
    </div>
  );
}

/** A product's row: its order controls, name and price, Edit and Delete; its editor under it when open. */
export function ProductRow({
  product,
  controls,
  editing,
  locale,
  t,
  onEdit,
  onDelete,
  children,
}: {
  product: Product;
  controls: RowControls;
  editing: boolean;
  locale: Locale;
  t: StaffTranslator;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
        {controls}
        <span className="min-w-32 flex-1 font-semibold break-words">{product.name}</span>
        <span className="text-stone-700">
          {product.price === null ? '' : formatMoney(product.price, locale)}
        </span>
        <RowActions name={product.name} editing={editing} t={t} onEdit={onEdit} onDelete={onDelete} />
      </div>
      {children}
    </>
  );
}
