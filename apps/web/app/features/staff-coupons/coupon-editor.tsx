import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Coupon, Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { controlClass, FieldNotes } from '../../lib/form-field.tsx';
import { couponOf, draftInWords, draftOf, WEEKDAYS, weekdayText } from './coupon-draft.ts';
import type { CouponDraft, CouponField, CouponIssues } from './coupon-draft.ts';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';

const buttonClass =
  'min-h-11 rounded-lg border border-stone-400 px-5 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';

/**
 * One coupon's form: every field of the business file's coupon (spec §3 "Coupon"), euros with a
 * comma, the checks of the schema at each field before anything is sent, and the coupon said in words
 * as it is typed — from the same fields the checkout reads. `problems` are the server's refusal of
 * the last save, each at its path in the business file.
 */
export function CouponEditor({
  coupon,
  others,
  languages,
  isNew,
  t,
  locale,
  busy,
  problems,
  onSave,
  onClose,
}: {
  coupon: Coupon;
  /** The business's other coupons (a code is unique among them, capitals or not). */
  others: readonly Coupon[];
  languages: readonly Locale[];
  isNew: boolean;
  t: StaffTranslator;
  locale: Locale;
  busy: boolean;
  problems: readonly string[];
  onSave: (coupon: Coupon) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(coupon, languages));
  const [issues, setIssues] = useState<CouponIssues>({});
  const set = (change: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...change }));
  const words = draftInWords(coupon, draft, languages, t, locale);
  const title = isNew ? t('coupons.new') : t('coupons.editing', { code: coupon.code });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = couponOf(coupon, draft, languages, others);
    if ('issues' in result) {
      setIssues(result.issues);
      // The first wrong field takes the focus, so a keyboard or screen-reader user lands on it.
      const first = FIELD_ORDER.find((field) => result.issues[field] !== undefined);
      if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setIssues({});
    onSave(result.coupon);
  }

  /** A text field of the draft with its label, hint and error. */
  const field = (
    name: CouponField,
    label: string,
    options: { hint?: string; type?: string; inputMode?: 'decimal' | 'numeric'; upper?: boolean } = {},
  ) => {
    const fieldId = `${id}-${name}`;
    const issue = issues[name];
    const error = issue === undefined ? undefined : t(issue);
    const described = [options.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
          {label}
        </label>
        <input
          id={fieldId}
          name={name}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete="off"
          value={draft[name]}
          onChange={(event) =>
            set({ [name]: options.upper ? event.target.value.toUpperCase() : event.target.value })
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`mt-1 ${controlClass}`}
        />
        <FieldNotes id={fieldId} hint={options.hint} error={error} />
      </div>
    );
  };

  const check = (name: 'freeShipping' | 'isPublic' | 'automatic' | 'atFirstOrder', label: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        name={name}
        checked={draft[name]}
        onChange={(event) => set({ [name]: event.target.checked })}
        className="size-5 shrink-0"
      />
      {label}
    </label>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-stone-300 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {title}
      </h3>
      {problems.length > 0 ? (
        <SaveProblems title={t('coupons.invalid')} problems={problems} />
      ) : Object.keys(issues).length > 0 ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-100 p-3 text-red-900">
          {t('coupons.fix')}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('code', t('coupons.code'), { hint: t('coupons.code_hint'), upper: true })}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {languages.map((language) => {
          const descriptionId = `${id}-description-${language}`;
          return (
            <div key={language} lang={language}>
              <label htmlFor={descriptionId} className="block text-sm font-medium text-stone-800">
                {t('coupons.description', { language: nativeLanguageName(language) })}
              </label>
              <textarea
                id={descriptionId}
                rows={2}
                value={draft.descriptions[language] ?? ''}
                onChange={(event) =>
                  set({ descriptions: { ...draft.descriptions, [language]: event.target.value } })
                }
                className={`mt-1 ${controlClass}`}
              />
            </div>
          );
        })}
      </div>
      <Group legend={t('coupons.value_mode')}>
        <div className="flex flex-wrap gap-x-6">
          {(['%', 'euro'] as const).map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={draft.valueMode === mode}
                onChange={() => set({ valueMode: mode })}
                className="size-5"
              />
              {mode === '%' ? t('coupons.mode_percent') : t('coupons.mode_euro')}
            </label>
          ))}
        </div>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {draft.valueMode === '%'
            ? field('value', t('coupons.value_percent'), {
                hint: t('coupons.value_hint_percent'),
                inputMode: 'numeric',
              })
            : field('value', t('coupons.value_euro'), {
                hint: t('coupons.value_hint_euro'),
                inputMode: 'decimal',
              })}
          {field('minOrder', t('coupons.min_order'), {
            hint: t('coupons.min_order_hint'),
            inputMode: 'decimal',
          })}
        </div>
        {check('freeShipping', t('coupons.free_shipping'))}
      </Group>
      <Group legend={t('coupons.validity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('validityFrom', t('coupons.validity_from'), { type: 'date' })}
          {field('validityTo', t('coupons.validity_to'), { type: 'date' })}
          {field('hourFrom', t('coupons.hour_from'), { type: 'time', hint: t('coupons.hours_hint') })}
          {field('hourTo', t('coupons.hour_to'), { type: 'time' })}
        </div>
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-stone-800">{t('coupons.week_days')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={draft.weekDays.includes(day)}
                  onChange={(event) =>
                    set({
                      weekDays: event.target.checked
                        ? [...draft.weekDays, day]
                        : draft.weekDays.filter((other) => other !== day),
                    })
                  }
                  className="size-5"
                />
                {capitalised(weekdayText(locale, day))}
              </label>
            ))}
          </div>
        </fieldset>
      </Group>
      <Group legend={t('coupons.who')}>
        {check('isPublic', t('coupons.public'))}
        {check('automatic', t('coupons.automatic'))}
        {check('atFirstOrder', t('coupons.at_first_order'))}
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {field('usageLimit', t('coupons.usage_limit'), {
            hint: t('coupons.usage_hint'),
            inputMode: 'numeric',
          })}
          {field('usageLimitPerCustomer', t('coupons.usage_limit_per_customer'), {
            hint: t('coupons.usage_hint'),
            inputMode: 'numeric',
          })}
        </div>
      </Group>
      <section aria-labelledby={`${id}-preview`} className="mt-4 rounded-lg bg-stone-100 p-3">
        <h4 id={`${id}-preview`} className="font-semibold text-stone-900">
          {t('coupons.preview')}
        </h4>
        <p className="mt-1 text-stone-800">{words ?? t('coupons.fix')}</p>
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
        >
          {t('coupons.save')}
        </button>
        <button type="button" onClick={onClose} className={buttonClass}>
          {t('coupons.close')}
        </button>
      </div>
    </form>
  );
}

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELD_ORDER: readonly CouponField[] = [
  'code',
  'value',
  'minOrder',
  'validityFrom',
  'validityTo',
  'hourFrom',
  'hourTo',
  'usageLimit',
  'usageLimitPerCustomer',
];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-4 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
