import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Coupon } from '@ordina/contracts';
import { TextField } from '../../lib/form-field.tsx';
import { LanguageTextsField } from '../../lib/business-document/fields/language-texts-field.tsx';
import { couponOf, draftInWords, draftOf, WEEKDAYS, weekdayText } from './coupon-draft.ts';
import type { CouponDraft, CouponField, CouponIssues } from './coupon-draft.ts';
import { EditorForm, type EntryEditorProps } from '../../lib/business-document/editor-form.tsx';
import { CheckList, RadioRow, ToggleField } from '../../lib/business-document/fields/choice-fields.tsx';

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
}: EntryEditorProps<Coupon> & {
  coupon: Coupon;
  /** The business's other coupons (a code is unique among them, capitals or not). */
  others: readonly Coupon[];
  isNew: boolean;
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
    const issue = issues[name];
    return (
      <TextField
        id={`${id}-${name}`}
        name={name}
        label={label}
        hint={options.hint}
        error={issue === undefined ? undefined : t(issue)}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete="off"
        value={draft[name]}
        onChange={(event) =>
          set({ [name]: options.upper ? event.target.value.toUpperCase() : event.target.value })
        }
      />
    );
  };

  const check = (name: 'freeShipping' | 'isPublic' | 'automatic' | 'atFirstOrder', label: string) => (
    <ToggleField name={name} label={label} checked={draft[name]} onChange={(on) => set({ [name]: on })} />
  );

  return (
    <EditorForm
      id={id}
      title={title}
      problemsTitle={t('coupons.invalid')}
      problems={problems}
      fix={Object.keys(issues).length > 0 ? t('coupons.fix') : null}
      busy={busy}
      saveLabel={t('coupons.save')}
      closeLabel={t('coupons.close')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('code', t('coupons.code'), { hint: t('coupons.code_hint'), upper: true })}
      </div>
      <LanguageTextsField
        idPrefix={`${id}-description`}
        languages={languages}
        values={draft.descriptions}
        label={(language) => t('coupons.description', { language })}
        onChange={(descriptions) => set({ descriptions })}
      />
      <Group legend={t('coupons.value_mode')}>
        <RadioRow
          name={`${id}-mode`}
          choices={[
            { value: '%', label: t('coupons.mode_percent') },
            { value: 'euro', label: t('coupons.mode_euro') },
          ]}
          value={draft.valueMode}
          onChange={(valueMode) => set({ valueMode })}
        />
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
          <CheckList
            choices={WEEKDAYS.map((day) => ({ value: day, label: capitalised(weekdayText(locale, day)) }))}
            chosen={draft.weekDays}
            onChange={(weekDays) => set({ weekDays })}
          />
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
    </EditorForm>
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
