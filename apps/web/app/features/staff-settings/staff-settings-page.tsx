import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffMessageKey, StaffTranslator } from '@ordina/i18n/staff';
import { DocumentFormPage, type DocumentFormProps } from '../../lib/business-document/document-page.tsx';
import { SaveButton } from '../../lib/business-document/editor-form.tsx';
import { SelectField, ToggleField } from '../../lib/business-document/fields/choice-fields.tsx';
import { LanguageTextsField } from '../../lib/business-document/fields/language-texts-field.tsx';
import { controlClass, FieldNotes, notesDescribedBy, TextField } from '../../lib/form-field.tsx';
import { ratioText } from './contrast.ts';
import {
  COLOR_KEYS,
  CUSTOMER_AUTH_TYPES,
  LOCALES,
  MENU_DELIVERY_MODES,
  ORDER_VERIFY_DATA,
  TIP_PRESET_SLOTS,
  contrastChecks,
  settingsChanges,
  settingsDocumentOf,
  settingsDraftOf,
} from './settings-draft.ts';
import type {
  ColorKey,
  SettingsDocument,
  SettingsDraft,
  SettingsField,
  SettingsIssues,
} from './settings-draft.ts';
import { PhotoField } from '../../lib/business-document/photo-field.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';
import { StorefrontSwitch } from './storefront-switch.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * /gestione/impostazioni, the owner's settings (issue 35): the storefront's colours with a live
 * preview and a warning for each pair of colours below WCAG AA, the notice, the languages, who can
 * order, how an order is confirmed, what the storefront offers, the privacy policy's address, the
 * new-order e-mail, the SMS credit (read only), the board's safety-net minutes, the checkout's tips
 * (docs/decisions/067) and the storefront's menu search (docs/decisions/071). One save sends the
 * sections that changed (docs/decisions/052), on the version the page loaded.
 */
export function StaffSettingsPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  return (
    <DocumentFormPage
      name="settings"
      title={t('title.settings')}
      intro={t('settings.intro')}
      read={settingsDocumentOf}
      form={SettingsForm}
      texts={{
        saved: (version) => t('settings.saved', { version }),
        conflict: t('settings.conflict'),
        unchanged: t('settings.unchanged'),
      }}
      t={t}
      locale={locale}
    />
  );
}

function SettingsForm({
  document: loaded,
  t,
  locale,
  busy,
  problems,
  onSubmit,
}: DocumentFormProps<SettingsDocument>) {
  const id = useId();
  const [draft, setDraft] = useState(() => settingsDraftOf(loaded));
  const [issues, setIssues] = useState<SettingsIssues>({});
  const set = (change: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const checks = contrastChecks(draft.colors);
  const swatch = (key: ColorKey) => (HEX.test(draft.colors[key]) ? draft.colors[key] : undefined);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = settingsChanges(loaded, draft);
    if ('issues' in result) {
      setIssues(result.issues);
      const first = Object.keys(result.issues)[0];
      if (first !== undefined) globalThis.document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setIssues({});
    onSubmit(result.changes);
  }

  const errorOf = (field: SettingsField) => {
    const issue = issues[field];
    return issue === undefined ? undefined : t(issue.key, issue.params);
  };

  /** A text input of the draft with its label, hint and error. */
  const text = (
    field:
      'privacyPolicy' | 'newOrderEmail' | 'alertMinutes' | 'rejectMinutes' | 'pauseMinutes' | 'tipMaxAmount',
    label: string,
    options: { hint?: string; type?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <TextField
      id={`${id}-${field}`}
      name={field}
      label={label}
      hint={options.hint}
      error={errorOf(field)}
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      autoComplete="off"
      value={draft[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );

  const choice = <V extends string>(
    name: string,
    label: string,
    value: V,
    values: readonly V[],
    text: (value: V) => string,
    onChange: (value: V) => void,
  ) => (
    <SelectField id={`${id}-${name}`} label={label} value={value} onChange={(v) => onChange(v as V)}>
      {values.map((v) => (
        <option key={v} value={v}>
          {text(v)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
      {problems.length > 0 ? (
        <SaveProblems title={t('settings.invalid')} problems={problems} className="" />
      ) : Object.keys(issues).length > 0 ? (
        <p role="alert" className="rounded-lg bg-red-100 p-3 text-red-900">
          {t('settings.fix')}
        </p>
      ) : null}

      <Section title={t('settings.section.look')}>
        <PhotoField
          label={t('settings.logo')}
          value={draft.logo}
          onChange={(url) => {
            if (url !== null) set({ logo: url });
          }}
          removable={false}
          t={t}
          locale={locale}
        />
        <div className="flex flex-col gap-2">
          {(['boxList', 'boxProductList'] as const).map((field) => (
            <ToggleField
              key={field}
              label={t(
                field === 'boxList'
                  ? 'settings.image_format.box_list'
                  : 'settings.image_format.box_product_list',
              )}
              checked={draft[field]}
              onChange={(on) => set({ [field]: on })}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {COLOR_KEYS.map((key) => {
            const name = t(`settings.color.${key}` as StaffMessageKey);
            const fieldId = `${id}-${key}`;
            const error = errorOf(key);
            return (
              <div key={key} className="flex items-end gap-2">
                <div className="shrink-0">
                  <label htmlFor={`${fieldId}-picker`} className="block text-sm font-medium text-stone-800">
                    {name}
                  </label>
                  <input
                    id={`${fieldId}-picker`}
                    type="color"
                    value={swatch(key)?.toLowerCase() ?? '#000000'}
                    onChange={(event) => set({ colors: { ...draft.colors, [key]: event.target.value } })}
                    className="mt-1 h-11 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white"
                  />
                </div>
                <div className="min-w-0 grow">
                  <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
                    {t('settings.color_code', { name })}
                  </label>
                  <input
                    id={fieldId}
                    value={draft.colors[key]}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => set({ colors: { ...draft.colors, [key]: event.target.value } })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={notesDescribedBy(fieldId, { error })}
                    className={`mt-1 font-mono ${controlClass}`}
                  />
                  <FieldNotes id={fieldId} error={error} />
                </div>
              </div>
            );
          })}
        </div>
        <section aria-labelledby={`${id}-preview`} className="mt-4">
          <h3 id={`${id}-preview`} className="font-semibold text-stone-900">
            {t('settings.preview')}
          </h3>
          <div className="mt-2 overflow-hidden rounded-lg border border-stone-300 bg-white">
            <p
              className="px-3 py-2 font-semibold"
              style={{ backgroundColor: swatch('navbar_background'), color: swatch('navbar_text') }}
            >
              {t('settings.preview_navbar')}
            </p>
            <div className="flex flex-col items-start gap-2 p-3">
              <p className="text-lg font-bold" style={{ color: swatch('primary') }}>
                {t('settings.preview_text')}
              </p>
              <p className="font-semibold" style={{ color: swatch('coupon') }}>
                {t('settings.preview_coupon')}
              </p>
              {/* Looks like the storefront's button; not a control of this page, so it takes no focus. */}
              <span
                className="inline-flex min-h-11 items-center rounded-lg px-5 font-semibold shadow-sm"
                style={{ backgroundColor: swatch('button_color'), color: swatch('button_text') }}
              >
                {t('settings.preview_button')}
              </span>
            </div>
          </div>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {checks.map(({ pair, ratio, low }) =>
              ratio === null ? null : (
                <li
                  key={pair}
                  className={
                    low ? 'rounded-lg bg-amber-100 p-2 font-medium text-amber-950' : 'text-stone-700'
                  }
                >
                  {t(low ? 'settings.contrast_low' : 'settings.contrast', {
                    pair: t(pair),
                    ratio: ratioText(ratio),
                  })}
                </li>
              ),
            )}
          </ul>
        </section>
        <LanguageTextsField
          idPrefix={`${id}-notice`}
          languages={draft.languages}
          values={draft.notice}
          label={(language) => t('settings.notice', { language })}
          hint={t('settings.notice_hint')}
          onChange={(notice) => set({ notice })}
        />
        <fieldset
          className="mt-4"
          aria-describedby={notesDescribedBy(`${id}-languages`, { error: errorOf('languages') })}
        >
          <legend className="text-sm font-medium text-stone-800">{t('settings.languages')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {LOCALES.map((language, index) => (
              <label key={language} className="flex min-h-11 items-center gap-2">
                <input
                  id={index === 0 ? `${id}-languages` : undefined}
                  type="checkbox"
                  checked={draft.languages.includes(language)}
                  onChange={(event) => {
                    const languages = LOCALES.filter((l) =>
                      l === language ? event.target.checked : draft.languages.includes(l),
                    );
                    set({
                      languages,
                      defaultLanguage: languages.includes(draft.defaultLanguage)
                        ? draft.defaultLanguage
                        : (languages[0] ?? draft.defaultLanguage),
                    });
                  }}
                  className="size-5"
                />
                <span lang={language}>{nativeLanguageName(language)}</span>
              </label>
            ))}
          </div>
          <FieldNotes id={`${id}-languages`} error={errorOf('languages')} />
        </fieldset>
        {draft.languages.length > 0 ? (
          <div className="mt-2 sm:w-1/2">
            {choice(
              'default-language',
              t('settings.default_language'),
              draft.defaultLanguage,
              draft.languages,
              (l) => nativeLanguageName(l),
              (defaultLanguage) => set({ defaultLanguage }),
            )}
          </div>
        ) : null}
      </Section>

      <Section title={t('settings.section.orders')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice(
            'auth',
            t('settings.customer_auth_type'),
            draft.customerAuthType,
            CUSTOMER_AUTH_TYPES,
            (v) => t(`settings.auth.${v}`),
            (customerAuthType) => set({ customerAuthType }),
          )}
          {choice(
            'verify',
            t('settings.order_verify_data'),
            draft.orderVerifyData,
            ORDER_VERIFY_DATA,
            (v) => t(`settings.verify.${v}`),
            (orderVerifyData) => set({ orderVerifyData }),
          )}
          {choice(
            'mode',
            t('settings.menu_delivery_mode'),
            draft.menuDeliveryMode,
            MENU_DELIVERY_MODES,
            (v) => t(`settings.mode.${v}`),
            (menuDeliveryMode) => set({ menuDeliveryMode }),
          )}
          {text('privacyPolicy', t('settings.privacy_policy'), { hint: t('settings.privacy_policy_hint') })}
        </div>
        <StorefrontSwitch
          on={draft.menuSearch}
          onChange={(menuSearch) => set({ menuSearch })}
          label="settings.menu_search"
          hint="settings.menu_search_hint"
          t={t}
        />
        <StorefrontSwitch
          on={draft.showAllergens}
          onChange={(showAllergens) => set({ showAllergens })}
          label="settings.show_allergens"
          hint="settings.show_allergens_hint"
          t={t}
        />
      </Section>

      <Section title={t('settings.section.tips')}>
        <ToggleField
          label={<span className="font-medium text-stone-900">{t('settings.tips.enabled')}</span>}
          checked={draft.tipsEnabled}
          onChange={(on) => set({ tipsEnabled: on })}
          describedBy={notesDescribedBy(`${id}-tips`, { hint: t('settings.tips.enabled_hint') })}
        />
        <FieldNotes id={`${id}-tips`} hint={t('settings.tips.enabled_hint')} />
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <fieldset
            aria-describedby={notesDescribedBy(`${id}-tipPresets`, {
              hint: t('settings.tips.presets_hint'),
              error: errorOf('tipPresets'),
            })}
          >
            <legend className="text-sm font-medium text-stone-800">{t('settings.tips.presets')}</legend>
            <div className="mt-1 flex gap-2">
              {Array.from({ length: TIP_PRESET_SLOTS }, (_, index) => (
                <input
                  key={index}
                  id={index === 0 ? `${id}-tipPresets` : undefined}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={t('settings.tips.preset', { n: index + 1 })}
                  aria-invalid={errorOf('tipPresets') ? true : undefined}
                  value={draft.tipPresets[index] ?? ''}
                  onChange={(event) =>
                    set({
                      tipPresets: draft.tipPresets.map((v, i) => (i === index ? event.target.value : v)),
                    })
                  }
                  className={`w-16 ${controlClass}`}
                />
              ))}
            </div>
            <FieldNotes
              id={`${id}-tipPresets`}
              hint={t('settings.tips.presets_hint')}
              error={errorOf('tipPresets')}
            />
          </fieldset>
          {text('tipMaxAmount', t('settings.tips.max_amount'), {
            hint: t('settings.tips.max_amount_hint'),
            inputMode: 'decimal',
          })}
        </div>
      </Section>

      <Section title={t('settings.section.messages')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('newOrderEmail', t('settings.new_order_email'), {
            type: 'email',
            hint: t('settings.new_order_email_hint'),
          })}
          <dl>
            <dt className="block text-sm font-medium text-stone-800">{t('settings.sms_credit')}</dt>
            <dd className="mt-1 py-2.5 text-lg font-semibold text-stone-900">
              {loaded.messaging.sms_credit === undefined
                ? t('settings.sms_credit_none')
                : String(loaded.messaging.sms_credit)}
            </dd>
            <dd className="text-xs text-stone-600">{t('settings.sms_credit_hint')}</dd>
          </dl>
        </div>
      </Section>

      <Section title={t('settings.section.board')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('alertMinutes', t('settings.board.alert'), { inputMode: 'numeric' })}
          {text('rejectMinutes', t('settings.board.reject'), { inputMode: 'numeric' })}
          {text('pauseMinutes', t('settings.board.pause'), { inputMode: 'numeric' })}
        </div>
      </Section>

      <div>
        <SaveButton busy={busy} label={t('settings.save')} />
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-300 bg-white p-4">
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
