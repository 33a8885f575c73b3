import { useId, useState } from 'react';
import { DELIVERY_METHODS, deliveryZonePolygon, type LatLng, type Locale } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { DocumentFormPage, type DocumentFormProps } from '../../lib/business-document/document-page.tsx';
import { SaveButton } from '../../lib/business-document/editor-form.tsx';
import { CheckList, RadioRow } from '../../lib/business-document/fields/choice-fields.tsx';
import { LanguageTextsField } from '../../lib/business-document/fields/language-texts-field.tsx';
import { MoneyField } from '../../lib/business-document/fields/money-field.tsx';
import { TextField } from '../../lib/form-field.tsx';
import {
  businessLanguages,
  changesOf,
  coordinateText,
  deliveryDocumentOf,
  draftOf,
  MONEY_FIELDS,
  zonePoints,
  zoneProblems,
  type DeliveryDocument,
  type DeliveryDraft,
  type DraftProblem,
} from './delivery-document.ts';
import { ZoneEditor } from './zone-editor.tsx';
import { ZoneMap } from './zone-map.tsx';

/**
 * /gestione/consegna, the owner's delivery editor (issue 35, docs/decisions/052, 057): the costs and
 * the minimum order (spec §4 shipping, §5), the slots' length and capacity, the delay notice, the
 * delivery methods with the payment types each accepts, and the delivery zone (spec §4 "Address
 * check"). One save replaces the `delivery` and `configuration` sections on the version the page
 * loaded; a stale save brings the current document, which the page shows instead.
 */
export function StaffDeliveryPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  return (
    <DocumentFormPage
      name="delivery"
      title={t('title.delivery')}
      intro={t('delivery.intro')}
      read={deliveryDocumentOf}
      form={DeliveryForm}
      texts={{
        saved: (version) => t('delivery.saved', { version }),
        conflict: t('delivery.conflict'),
        invalid: t('delivery.invalid'),
      }}
      t={t}
      locale={locale}
    />
  );
}

const sectionClass = 'mt-6 rounded-xl border border-stone-300 bg-white p-4';
const legendClass = 'px-1 text-xl font-bold text-stone-900';

function DeliveryForm({ document, t, locale, busy, onSubmit }: DocumentFormProps<DeliveryDocument>) {
  const id = useId();
  const [draft, setDraft] = useState<DeliveryDraft>(() => draftOf(document));
  const [wrong, setWrong] = useState<readonly DraftProblem[]>([]);
  const set = (change: Partial<DeliveryDraft>) => setDraft((d) => ({ ...d, ...change }));
  const isWrong = (field: DraftProblem['field']) => wrong.some((p) => p.field === field);
  const languages = businessLanguages(document.configuration);
  const anagraphic = (
    document as unknown as { anagraphic?: { latitude: number | null; longitude: number | null } }
  ).anagraphic;
  const firstZone = document.delivery_order.deliveryZones[0];
  const firstPoint = firstZone ? deliveryZonePolygon(firstZone)[0] : undefined;
  const center: LatLng =
    anagraphic?.latitude != null && anagraphic.longitude != null
      ? { lat: anagraphic.latitude, lng: anagraphic.longitude }
      : (firstPoint ?? { lat: 41.9, lng: 12.5 });
  // The zone's own problems show as the points change; the rest on save.
  const zoneIssues = zoneProblems(draft.zones);
  const shownProblems = [...wrong.filter((p) => p.field !== 'vertex' && p.field !== 'zone'), ...zoneIssues];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = changesOf(document, draft);
    if ('problems' in result) {
      setWrong(result.problems);
      return;
    }
    setWrong([]);
    onSubmit(result.changes);
  }

  const wholeField = (field: 'slotMinutes' | 'maxOrders' | 'maxItems', label: string, hint: string) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      error={isWrong(field) ? t('delivery.whole_wrong') : undefined}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('delivery.costs')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {MONEY_FIELDS.map((field) => (
            <MoneyField
              key={field}
              id={`${id}-${field}`}
              label={t(`delivery.${field}`)}
              hint={t('delivery.money_hint')}
              value={draft[field]}
              error={isWrong(field) ? t('delivery.money_wrong') : undefined}
              locale={locale}
              onChange={(value) => set({ [field]: value })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('delivery.slots')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {wholeField('slotMinutes', t('delivery.slot_minutes'), t('delivery.slot_minutes_hint'))}
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-stone-800">{t('delivery.capacity')}</legend>
          <RadioRow
            name={`${id}-capacity`}
            choices={(['orders', 'items'] as const).map((mode) => ({
              value: mode,
              label: t(`delivery.capacity_${mode}`),
            }))}
            value={draft.capacity}
            onChange={(capacity) => set({ capacity })}
            className="mt-1 flex flex-wrap gap-x-6"
          />
        </fieldset>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {draft.capacity === 'orders'
            ? wholeField('maxOrders', t('delivery.max_orders'), t('delivery.max_orders_hint'))
            : wholeField('maxItems', t('delivery.max_items'), t('delivery.max_items_hint'))}
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('delivery.notice')}</legend>
        <p className="text-sm text-stone-700">{t('delivery.notice_hint')}</p>
        <LanguageTextsField
          idPrefix={`${id}-notice`}
          languages={languages}
          values={draft.notice}
          label={(language) => t('delivery.notice_in', { language })}
          onChange={(notice) => set({ notice })}
          className="mt-2 grid gap-4 lg:grid-cols-2"
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('delivery.methods')}</legend>
        <p className="text-sm text-stone-700">{t('delivery.methods_hint')}</p>
        {isWrong('methods') ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {t('delivery.methods_none')}
          </p>
        ) : null}
        <ul className="mt-2 flex flex-col gap-3">
          {DELIVERY_METHODS.map((code) => {
            const method = draft.methods[code];
            const methodName = t(`delivery.method.${code}`);
            const setMethod = (change: Partial<typeof method>) =>
              set({ methods: { ...draft.methods, [code]: { ...method, ...change } } });
            return (
              <li key={code} className="rounded-lg border border-stone-200 p-3">
                <label className="flex min-h-11 items-center gap-2 font-semibold">
                  <input
                    type="checkbox"
                    checked={method.on}
                    onChange={(event) => setMethod({ on: event.target.checked })}
                    className="size-5"
                  />
                  {methodName}
                </label>
                {method.on ? (
                  <fieldset className="mt-1 pl-7">
                    <legend className="text-sm text-stone-800">
                      {t('delivery.payments_of', { method: methodName })}
                    </legend>
                    <CheckList
                      choices={document.configuration.payment_methods.map((payment) => ({
                        value: payment.code,
                        label: payment.name,
                      }))}
                      chosen={method.paymentTypes}
                      onChange={(paymentTypes) => setMethod({ paymentTypes })}
                      className="flex flex-wrap gap-x-4"
                    />
                    {method.paymentTypes.length === 0 ? (
                      <p className="text-sm font-medium text-amber-800">{t('delivery.no_payments')}</p>
                    ) : null}
                  </fieldset>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('delivery.zones')}</legend>
        <p className="mb-3 text-sm text-stone-700">{t('delivery.zones_hint')}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          <ZoneEditor
            zones={draft.zones}
            problems={shownProblems}
            onChange={(zones) => set({ zones })}
            rules={draft.zoneRules}
            onRulesChange={(zoneRules) => set({ zoneRules })}
            locale={locale}
            t={t}
          />
          <ZoneMap
            zones={draft.zones.map((zone) => zonePoints(zone) ?? null)}
            center={center}
            t={t}
            onMove={(zi, vi, point) =>
              setDraft((d) => ({
                ...d,
                zones: d.zones.map((zone, i) =>
                  i === zi
                    ? zone.map((v, k) =>
                        k === vi
                          ? { ...v, lat: coordinateText(point.lat), lng: coordinateText(point.lng) }
                          : v,
                      )
                    : zone,
                ),
              }))
            }
          />
        </div>
      </fieldset>

      <div className="mt-6">
        <SaveButton busy={busy} label={t('delivery.save')} />
      </div>
    </form>
  );
}
