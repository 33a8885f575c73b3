import { useState } from 'react';
import type { Coupon, Locale } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { DocumentPage } from '../../lib/business-document/document-page.tsx';
import { documentLanguages } from '../../lib/business-document/document-languages.ts';
import { useBusinessDocument } from '../../lib/business-document/use-business-document.ts';
import { couponConditions, couponWhen, couponWorth, emptyCoupon, nextCouponId } from './coupon-draft.ts';
import { CouponEditor } from './coupon-editor.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';

/** The part of the business document the coupons page reads (docs/decisions/052; the server checks the rest). */
interface CouponsDocument {
  configuration: { languages: { locale: Locale; default: boolean }[] };
  coupons: Coupon[];
}

function couponsDocumentOf(document: Readonly<Record<string, unknown>>): CouponsDocument {
  const read = document as unknown as Partial<CouponsDocument>;
  return { configuration: read.configuration ?? { languages: [] }, coupons: read.coupons ?? [] };
}

const buttonClass =
  'min-h-11 rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';

/** Which coupon is open: one of the list by id, or a new one. */
type Editing = { kind: 'coupon'; id: number } | { kind: 'new'; id: number } | null;

/**
 * /gestione/buoni, the owner's coupons (issue 35): the business's coupons with what each is worth,
 * when it is valid and how often it may be used; add, edit, delete. Every save replaces the business
 * file's `coupons` section on the version the page loaded (docs/decisions/052): when someone else
 * changed the coupons meanwhile, the server's current list replaces the page's.
 */
export function StaffCouponsPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  // `conflicts` counts the fresh lists the server answered: the editor, keyed on it, starts again from their values.
  const { current, busy, save, notice, problems, setProblems, conflicts } = useBusinessDocument(
    locale,
    couponsDocumentOf,
  );
  const frame = {
    name: 'coupons',
    title: t('title.coupons'),
    intro: t('coupons.intro'),
    notice,
    current,
    t,
  };

  async function replace(coupons: Coupon[], done: (version: number) => string): Promise<boolean> {
    const outcome = await save([{ op: 'replace', section: 'coupons', value: coupons }], {
      saved: done,
      conflict: t('coupons.conflict'),
    });
    return outcome.status === 'saved';
  }

  if (current === undefined || 'error' in current) return <DocumentPage {...frame} />;

  const coupons = current.document.coupons;
  const languages = documentLanguages(current.document);

  async function saveCoupon(coupon: Coupon) {
    const exists = coupons.some((c) => c.id === coupon.id);
    const next = exists ? coupons.map((c) => (c.id === coupon.id ? coupon : c)) : [...coupons, coupon];
    if (await replace(next, (version) => t('coupons.saved', { version }))) setEditing(null);
  }

  async function deleteCoupon(coupon: Coupon) {
    const next = coupons.filter((c) => c.id !== coupon.id);
    if (await replace(next, (version) => t('coupons.deleted', { code: coupon.code, version })))
      setDeleting(null);
  }

  const editor = (coupon: Coupon, isNew: boolean) => (
    <CouponEditor
      key={`${coupon.id}-${conflicts}`}
      coupon={coupon}
      others={coupons.filter((c) => c.id !== coupon.id)}
      languages={languages}
      isNew={isNew}
      t={t}
      locale={locale}
      busy={busy}
      problems={problems}
      onSave={(changed) => void saveCoupon(changed)}
      onClose={() => {
        setProblems([]);
        setEditing(null);
      }}
    />
  );

  return (
    <DocumentPage
      {...frame}
      report={
        problems.length > 0 && editing === null ? (
          <SaveProblems title={t('coupons.invalid')} problems={problems} />
        ) : null
      }
    >
      {coupons.length === 0 ? <p className="mt-4 text-stone-700">{t('coupons.empty')}</p> : null}
      <ul className="mt-4 flex flex-col gap-3">
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <article
              aria-labelledby={`coupon-${coupon.id}`}
              className="rounded-lg border border-stone-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`coupon-${coupon.id}`} className="font-mono text-xl font-bold text-stone-900">
                  {coupon.code}
                </h2>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm text-stone-800">
                  {coupon.public ? t('coupons.list.public') : t('coupons.list.private')}
                </span>
              </div>
              {coupon.description === '' ? null : <p className="mt-1 text-stone-700">{coupon.description}</p>}
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-stone-800">{t('coupons.list.value')}</dt>
                <dd>{couponWorth(coupon, t, locale)}</dd>
                <dt className="font-semibold text-stone-800">{t('coupons.list.when')}</dt>
                <dd>{couponWhen(coupon, t, locale)}</dd>
                <dt className="font-semibold text-stone-800">{t('coupons.list.usage')}</dt>
                <dd>{couponConditions(coupon, t, locale).join('; ')}</dd>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-expanded={editing?.kind === 'coupon' && editing.id === coupon.id}
                  onClick={() => {
                    setProblems([]);
                    setDeleting(null);
                    setEditing(
                      editing?.kind === 'coupon' && editing.id === coupon.id
                        ? null
                        : { kind: 'coupon', id: coupon.id },
                    );
                  }}
                  className={buttonClass}
                >
                  {t('coupons.edit', { code: coupon.code })}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setEditing(null);
                    setDeleting(coupon.id);
                  }}
                  className={`${buttonClass} text-red-800`}
                >
                  {t('coupons.delete', { code: coupon.code })}
                </button>
              </div>
              {deleting === coupon.id ? (
                <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3">
                  <p>{t('coupons.delete_confirm', { code: coupon.code })}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void deleteCoupon(coupon)}
                      className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
                    >
                      {t('coupons.delete_yes', { code: coupon.code })}
                    </button>
                    <button type="button" onClick={() => setDeleting(null)} className={buttonClass}>
                      {t('coupons.cancel')}
                    </button>
                  </div>
                </div>
              ) : null}
            </article>
            {editing?.kind === 'coupon' && editing.id === coupon.id ? editor(coupon, false) : null}
          </li>
        ))}
      </ul>
      {editing?.kind === 'new' ? (
        editor(emptyCoupon(editing.id), true)
      ) : (
        <button
          type="button"
          onClick={() => {
            setProblems([]);
            setDeleting(null);
            setEditing({ kind: 'new', id: nextCouponId(coupons) });
          }}
          className="mt-4 min-h-11 rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('coupons.add')}
        </button>
      )}
    </DocumentPage>
  );
}
