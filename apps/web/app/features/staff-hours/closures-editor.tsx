import { useId } from 'react';
import { closureIssues, CLOSURE_NOTE_MAX_LENGTH } from '@ordina/contracts';
import type { Closure, ClosureIssue, Interval, Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffMessageKey, StaffTranslator } from '@ordina/i18n/staff';
import { FieldNotes, notesDescribedBy } from '../../lib/form-field.tsx';
import { RadioRow } from '../../lib/business-document/fields/choice-fields.tsx';
import { hoursButtonClass, hoursFieldClass } from './hours-controls.ts';
import { IntervalRow } from './interval-row.tsx';

/*
 * The back office's editor of the business file's `delivery_order.closures`
 * (issue 35, docs/decisions/053): a controlled component — it holds no state
 * of its own, every change goes to `onChange` as the whole new list, and the
 * page that mounts it saves the document. The refusals shown are the
 * schema's own (closureIssues), at the field they name, so what the editor
 * lets through is what the import accepts.
 */

export interface ClosuresEditorProps {
  value: readonly Closure[];
  onChange: (next: Closure[]) => void;
  /** The business's configured languages: one note field each. */
  locales: readonly Locale[];
  t: StaffTranslator;
}

/** The refusal messages of one field (`path` below the list, e.g. [0, 'from']). */
function messagesAt(issues: readonly ClosureIssue[], path: readonly (string | number)[], t: StaffTranslator) {
  return issues
    .filter((issue) => issue.path.length === path.length && issue.path.every((part, i) => part === path[i]))
    .map((issue) => t(`closures.issue.${issue.code}` as StaffMessageKey));
}

/** A new entry: today's date is the caller's to choose; an empty date is refused until filled. */
function newEntry(): Closure {
  return { from: '', closed: true, intervals: [], note: {} };
}

export function ClosuresEditor({ value, onChange, locales, t }: ClosuresEditorProps) {
  const base = useId();
  const issues = closureIssues(value);
  const update = (index: number, next: Closure) =>
    onChange(value.map((entry, i) => (i === index ? next : entry)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  return (
    <section aria-labelledby={`${base}-title`} className="space-y-4">
      <h2 id={`${base}-title`} className="text-xl font-bold text-stone-900">
        {t('closures.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('closures.hint')}</p>
      {value.length === 0 && <p className="text-sm text-stone-700">{t('closures.empty')}</p>}
      <ol className="space-y-4">
        {value.map((entry, index) => (
          <li key={index}>
            <EntryFields
              entry={entry}
              index={index}
              id={`${base}-${index}`}
              issues={issues}
              locales={locales}
              t={t}
              onChange={(next) => update(index, next)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <button type="button" className={hoursButtonClass} onClick={() => onChange([...value, newEntry()])}>
        {t('closures.add')}
      </button>
    </section>
  );
}

function EntryFields({
  entry,
  index,
  id,
  issues,
  locales,
  t,
  onChange,
  onRemove,
}: {
  entry: Closure;
  index: number;
  id: string;
  issues: readonly ClosureIssue[];
  locales: readonly Locale[];
  t: StaffTranslator;
  onChange: (next: Closure) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const fromErrors = messagesAt(issues, [index, 'from'], t);
  const toErrors = messagesAt(issues, [index, 'to'], t);
  const intervalErrors = messagesAt(issues, [index, 'intervals'], t);
  const setIntervals = (intervals: Interval[]) => onChange({ ...entry, intervals });
  return (
    <fieldset className="rounded-xl border border-stone-300 p-4">
      <legend className="px-1 font-semibold">{t('closures.entry', { n })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="font-semibold">
            {t('closures.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={hoursFieldClass}
            value={entry.from}
            required
            aria-invalid={fromErrors.length > 0}
            aria-describedby={notesDescribedBy(`${id}-from`, { error: fromErrors.join(' ') })}
            onChange={(event) => onChange({ ...entry, from: event.target.value })}
          />
          <FieldNotes id={`${id}-from`} error={fromErrors.join(' ')} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="font-semibold">
            {t('closures.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={hoursFieldClass}
            value={entry.to ?? ''}
            aria-invalid={toErrors.length > 0}
            aria-describedby={notesDescribedBy(`${id}-to`, { error: toErrors.join(' ') })}
            onChange={(event) => {
              const { to: _previous, ...rest } = entry;
              const to = event.target.value;
              onChange(to === '' ? rest : { ...rest, to });
            }}
          />
          <FieldNotes id={`${id}-to`} error={toErrors.join(' ')} />
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold">{t('closures.kind')}</legend>
        <RadioRow
          name={`${id}-kind`}
          choices={[
            { value: 'closed', label: t('closures.closed') },
            { value: 'special', label: t('closures.special') },
          ]}
          value={entry.closed ? 'closed' : 'special'}
          onChange={(kind) =>
            onChange(
              kind === 'closed'
                ? { ...entry, closed: true, intervals: [] }
                : {
                    ...entry,
                    closed: false,
                    intervals:
                      entry.intervals.length > 0 ? entry.intervals : [{ from: '12:00', to: '15:00' }],
                  },
            )
          }
          className="mt-1 flex flex-wrap gap-x-4"
        />
      </fieldset>
      {!entry.closed && (
        <div className="mt-4 space-y-2">
          {entry.intervals.map((interval, k) => {
            const kn = k + 1;
            const intervalId = `${id}-interval-${k}`;
            const errors = [
              ...messagesAt(issues, [index, 'intervals', k, 'from'], t),
              ...messagesAt(issues, [index, 'intervals', k, 'to'], t),
            ];
            const setInterval = (next: Interval) =>
              setIntervals(entry.intervals.map((old, j) => (j === k ? next : old)));
            return (
              <IntervalRow
                key={k}
                id={intervalId}
                legend={t('closures.interval', { k: kn })}
                fromLabel={t('closures.interval_from')}
                toLabel={t('closures.interval_to')}
                removeLabel={t('closures.remove_interval', { k: kn })}
                interval={interval}
                errors={errors}
                onChange={setInterval}
                onRemove={() => setIntervals(entry.intervals.filter((_, j) => j !== k))}
              />
            );
          })}
          <button
            type="button"
            className={hoursButtonClass}
            onClick={() => setIntervals([...entry.intervals, { from: '19:00', to: '23:00' }])}
          >
            {t('closures.add_interval')}
          </button>
        </div>
      )}
      <FieldNotes id={`${id}-intervals`} error={intervalErrors.join(' ')} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {locales.map((noteLocale) => (
          <div key={noteLocale} className="flex flex-col gap-1">
            <label htmlFor={`${id}-note-${noteLocale}`} className="font-semibold">
              {/* Each language by its own name, as the menu editor's: @ordina/i18n's languageName, used by no first-load page, would join every page's first load (+41 B on `/`). */}
              {t('closures.note', { language: nativeLanguageName(noteLocale) })}
            </label>
            <input
              id={`${id}-note-${noteLocale}`}
              type="text"
              lang={noteLocale}
              maxLength={CLOSURE_NOTE_MAX_LENGTH}
              className={hoursFieldClass}
              value={entry.note[noteLocale] ?? ''}
              onChange={(event) => {
                const note = { ...entry.note };
                if (event.target.value === '') delete note[noteLocale];
                else note[noteLocale] = event.target.value;
                onChange({ ...entry, note });
              }}
            />
          </div>
        ))}
      </div>
      <button type="button" className={`${hoursButtonClass} mt-4`} onClick={onRemove}>
        {t('closures.remove', { n })}
      </button>
    </fieldset>
  );
}
