import { useState } from 'react';
import type { Locale, Product } from '@ordina/contracts';
import { formatMoney } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import {
  saveOutcomeNotice,
  saveOutcomeProblems,
  useBusinessDocument,
} from '../../lib/business-document/use-business-document.ts';
import { documentLanguages, menuDocumentOf } from './business-document.ts';
import { ProductEditor } from './product-editor.tsx';

/**
 * /gestione/menu, the owner's menu editor (issue 35, docs/decisions/052): the categories with their
 * products; a product opens in its editor. A save sends the product with the version the page
 * loaded: when someone else changed that product meanwhile, the server refuses it with the current
 * document, which the page shows instead (never a silent overwrite of either side).
 */
export function StaffMenuPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  const [notice, setNotice] = useState<ActionNoticeState>(null);
  const [editing, setEditing] = useState<number | null>(null);
  // Bumped when the server answers a fresh product, so the editor starts again from its values.
  const [editorRound, setEditorRound] = useState(0);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const { current, busy, save: saveChanges } = useBusinessDocument(locale, menuDocumentOf);

  async function save(product: Product) {
    const outcome = await saveChanges([{ op: 'upsert', entity: 'product', value: product }]);
    setProblems(saveOutcomeProblems(outcome));
    setNotice(
      saveOutcomeNotice(outcome, {
        saved: (version) => t('menu.saved', { version }),
        conflict: t('menu.conflict'),
      }),
    );
    if (outcome.status === 'conflict') setEditorRound((round) => round + 1);
  }

  return (
    <section aria-labelledby="staff-menu-title" className="mx-auto max-w-5xl px-4 py-6">
      <h1 id="staff-menu-title" className="text-3xl font-bold text-stone-900">
        {t('title.menu')}
      </h1>
      <p className="mt-2 text-stone-700">{t('menu.intro')}</p>
      <ActionNotice notice={notice} />
      {current === undefined ? (
        <p className="mt-4">{t('common.loading')}</p>
      ) : 'error' in current ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
          {current.error}
        </p>
      ) : (
        current.document.categories.map((category) => (
          <section key={category.id} aria-labelledby={`category-${category.id}`} className="mt-6">
            <h2 id={`category-${category.id}`} className="text-2xl font-bold text-stone-900">
              {category.name}
            </h2>
            <ul className="mt-2 flex flex-col gap-2">
              {current.document.products
                .filter((product) => product.categoryId === category.id)
                .map((product) => (
                  <li key={product.id}>
                    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
                      <span className="font-semibold">{product.name}</span>
                      <span className="text-stone-700">
                        {product.price === null ? '' : formatMoney(product.price, locale)}
                      </span>
                      <button
                        type="button"
                        aria-expanded={editing === product.id}
                        onClick={() => {
                          setProblems([]);
                          setEditing(editing === product.id ? null : product.id);
                        }}
                        className="ml-auto min-h-11 rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
                      >
                        {t('menu.edit', { name: product.name })}
                      </button>
                    </div>
                    {editing === product.id ? (
                      <ProductEditor
                        key={`${product.id}-${editorRound}`}
                        product={product}
                        document={current.document}
                        languages={documentLanguages(current.document)}
                        t={t}
                        locale={locale}
                        busy={busy}
                        problems={problems}
                        onSave={(changed) => void save(changed)}
                        onClose={() => setEditing(null)}
                      />
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
