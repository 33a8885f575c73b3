import { useEffect, useId, useRef, useState } from 'react';
import type { BusinessPlaces, Locale, LocalPlaceMethod } from '@ordina/contracts';
import { deliveryMethodName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { DocumentFormPage, type DocumentFormProps } from '../../lib/business-document/document-page.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';
import { controlClass, FieldNotes, notesDescribedBy } from '../../lib/form-field.tsx';
import {
  LOCAL_PLACE_METHODS,
  PLACE_CODE_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
  issueKey,
  placeSeries,
  placesChanges,
  placesDocumentOf,
  placesDraftOf,
  rowKey,
} from './places-draft.ts';
import type { PlaceIssues, PlaceRow, PlacesDraft } from './places-draft.ts';

/** The sheet's address: a plain link, so the browser downloads it with the session's cookie (a GET needs no CSRF token). */
const SHEET_HREF = '/api/staff/places/qr.pdf';

const buttonClass =
  'min-h-11 rounded-lg px-4 font-semibold focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * /gestione/qr, the owner's places (issue 37, decision 068): the tables, beach umbrellas and parking
 * bays by name, per service, each with the code its QR link carries, and the PDF sheet of their QR
 * codes to print. One save replaces the business file's `places` (docs/decisions/052).
 */
export function StaffPlacesPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  return (
    <DocumentFormPage
      name="places"
      title={t('title.places')}
      intro={t('places.intro')}
      proseIntro
      lead={
        <div className="mt-4 rounded-lg border border-stone-300 bg-white p-4">
          <a
            href={SHEET_HREF}
            download
            aria-describedby="staff-places-download-hint"
            className={`${buttonClass} inline-flex items-center bg-stone-900 text-white hover:bg-stone-700`}
          >
            {t('places.download')}
          </a>
          <p id="staff-places-download-hint" className="mt-2 text-sm text-stone-700">
            {t('places.download_hint')}
          </p>
        </div>
      }
      read={placesDocumentOf}
      form={PlacesForm}
      texts={{
        saved: (version) => t('places.saved', { version }),
        conflict: t('places.conflict'),
        unchanged: t('places.unchanged'),
      }}
      t={t}
      locale={locale}
    />
  );
}

function PlacesForm({
  document: loaded,
  t,
  locale,
  busy,
  problems,
  onSubmit,
}: DocumentFormProps<BusinessPlaces>) {
  const id = useId();
  const [draft, setDraft] = useState<PlacesDraft>(() => placesDraftOf(loaded));
  const [issues, setIssues] = useState<PlaceIssues>({});
  const [tooMany, setTooMany] = useState<readonly LocalPlaceMethod[]>([]);
  // The field that takes focus once rendered: a new row's name, or the first with a problem.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    globalThis.document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const setFocusRow = (id: string) => {
    focusNext.current = id;
  };

  const setRows = (method: LocalPlaceMethod, rows: readonly PlaceRow[]) =>
    setDraft((d) => ({ ...d, [method]: rows }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = placesChanges(loaded, draft);
    if ('issues' in result) {
      setIssues(result.issues);
      setTooMany(result.tooMany);
      const first = Object.keys(result.issues)[0];
      if (first !== undefined) setFocusRow(`${id}-${first}`);
      return;
    }
    setIssues({});
    setTooMany([]);
    onSubmit(result.changes);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      {Object.keys(issues).length > 0 ? (
        <p role="alert" className="rounded-lg bg-red-100 p-3 text-red-900">
          {t('places.fix')}
        </p>
      ) : null}
      {problems.length > 0 ? <SaveProblems title={t('places.fix')} problems={problems} /> : null}
      {LOCAL_PLACE_METHODS.map((method) => (
        <MethodPlaces
          key={method}
          formId={id}
          method={method}
          title={deliveryMethodName(locale, method)}
          rows={draft[method]}
          issues={issues}
          tooMany={tooMany.includes(method)}
          onRows={(rows) => setRows(method, rows)}
          onAdded={(key) => setFocusRow(`${id}-${issueKey(method, key, 'name')}`)}
          t={t}
        />
      ))}
      <button
        type="submit"
        disabled={busy}
        className={`${buttonClass} bg-stone-900 text-white hover:bg-stone-700 disabled:opacity-60`}
      >
        {t('places.save')}
      </button>
    </form>
  );
}

function MethodPlaces({
  formId,
  method,
  title,
  rows,
  issues,
  tooMany,
  onRows,
  onAdded,
  t,
}: {
  formId: string;
  method: LocalPlaceMethod;
  title: string;
  rows: readonly PlaceRow[];
  issues: PlaceIssues;
  tooMany: boolean;
  onRows: (rows: readonly PlaceRow[]) => void;
  onAdded: (key: number) => void;
  t: StaffTranslator;
}) {
  const change = (key: number, value: Partial<PlaceRow>) =>
    onRows(rows.map((row) => (row.key === key ? { ...row, ...value } : row)));
  const fieldId = (key: number, field: 'name' | 'code') => `${formId}-${issueKey(method, key, field)}`;

  return (
    <fieldset className="rounded-lg border border-stone-300 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">{title}</legend>
      {rows.length === 0 ? <p className="text-stone-700">{t('places.none')}</p> : null}
      {tooMany ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {t('places.issue.too_many')}
        </p>
      ) : null}
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const nameIssue = issues[issueKey(method, row.key, 'name')];
          const codeIssue = issues[issueKey(method, row.key, 'code')];
          const label = row.name.trim() || t('places.place', { number: i + 1 });
          const nameId = fieldId(row.key, 'name');
          const codeId = fieldId(row.key, 'code');
          return (
            <li key={row.key} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <div>
                <label htmlFor={nameId} className="block text-sm font-medium text-stone-800">
                  {t('places.name')}
                </label>
                <input
                  id={nameId}
                  value={row.name}
                  maxLength={PLACE_NAME_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(event) => change(row.key, { name: event.target.value })}
                  aria-invalid={nameIssue ? true : undefined}
                  aria-describedby={notesDescribedBy(nameId, { error: nameIssue })}
                  className={controlClass}
                />
                <FieldNotes id={nameId} error={nameIssue ? t(nameIssue) : undefined} />
              </div>
              <div>
                <label htmlFor={codeId} className="block text-sm font-medium text-stone-800">
                  {t('places.code')}
                </label>
                <input
                  id={codeId}
                  value={row.code}
                  maxLength={PLACE_CODE_MAX_LENGTH}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => change(row.key, { code: event.target.value })}
                  aria-invalid={codeIssue ? true : undefined}
                  aria-describedby={notesDescribedBy(codeId, {
                    hint: t('places.code_hint'),
                    error: codeIssue,
                  })}
                  className={`${controlClass} font-mono`}
                />
                <FieldNotes
                  id={codeId}
                  hint={t('places.code_hint')}
                  error={codeIssue ? t(codeIssue) : undefined}
                />
              </div>
              <button
                type="button"
                onClick={() => onRows(rows.filter((other) => other.key !== row.key))}
                className={`${buttonClass} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 sm:mt-6`}
              >
                {t('places.remove', { name: label })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => {
          const key = rowKey();
          onRows([...rows, { key, name: '', code: '' }]);
          onAdded(key);
        }}
        className={`${buttonClass} mt-3 border border-stone-900 bg-white text-stone-900 hover:bg-stone-50`}
      >
        {t('places.add')}
      </button>
      <SeriesAdder
        formId={`${formId}-${method}`}
        onAdd={(series) => {
          if (series.length === 0) return;
          onRows([...rows, ...series]);
          onAdded(series[0]!.key);
        }}
        t={t}
      />
    </fieldset>
  );
}

/** "Add a numbered series": a common name and a range of numbers, for a beach of umbrellas. */
function SeriesAdder({
  formId,
  onAdd,
  t,
}: {
  formId: string;
  onAdd: (rows: PlaceRow[]) => void;
  t: StaffTranslator;
}) {
  const [prefix, setPrefix] = useState('');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('10');
  const input = (id: string, label: string, value: string, set: (v: string) => void, numeric = false) => (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 4 : PLACE_NAME_MAX_LENGTH - 5}
        onChange={(event) => set(event.target.value)}
        className={controlClass}
      />
    </div>
  );
  return (
    <details className="mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-stone-900 underline underline-offset-2">
        {t('places.series')}
      </summary>
      <div className="mt-2 grid items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
        {input(`${formId}-series-prefix`, t('places.series_prefix'), prefix, setPrefix)}
        {input(`${formId}-series-from`, t('places.series_from'), from, setFrom, true)}
        {input(`${formId}-series-to`, t('places.series_to'), to, setTo, true)}
        <button
          type="button"
          onClick={() => onAdd(placeSeries(prefix, Number(from), Number(to)))}
          className={`${buttonClass} border border-stone-900 bg-white text-stone-900 hover:bg-stone-50`}
        >
          {t('places.series_add')}
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('places.series_hint')}</p>
    </details>
  );
}
