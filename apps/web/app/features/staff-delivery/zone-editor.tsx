import { useId } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { controlClass } from '../../lib/form-field.tsx';
import { DELIVERY_ZONE_NAME_MAX_LENGTH, type Locale } from '@ordina/contracts';
import { MoneyField } from '../../lib/business-document/fields/money-field.tsx';
import { TextField } from '../../lib/form-field.tsx';
import {
  MONEY_FIELDS,
  coordinateText,
  emptyZoneRules,
  vertexKey,
  type DraftProblem,
  type VertexDraft,
  type ZoneRulesDraft,
} from './delivery-document.ts';

/*
 * The delivery zone's points, one row each (issue 35, docs/decisions/057): the accessible way to draw
 * a zone. Each point has its latitude and longitude fields and buttons to add a point after it
 * (halfway to the next one), remove it, and move it up or down the ring. The map beside it is a
 * preview whose markers can be dragged; this list is the editor.
 */

const buttonClass =
  'min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none disabled:opacity-50';

/** The point halfway between two points as typed (the first one's own texts when either is not a number). */
function midpoint(a: VertexDraft, b: VertexDraft | undefined): VertexDraft {
  const [alat, alng, blat, blng] = [a.lat, a.lng, b?.lat ?? a.lat, b?.lng ?? a.lng].map((text) =>
    Number(text.replace(',', '.')),
  ) as [number, number, number, number];
  if ([alat, alng, blat, blng].some((n) => !Number.isFinite(n))) return { ...a, key: vertexKey() };
  return {
    key: vertexKey(),
    lat: coordinateText((alat + blat) / 2),
    lng: coordinateText((alng + blng) / 2),
  };
}

/** The problem text of a zone (too few points, sides that cross), or null. */
export function zoneProblemText(t: StaffTranslator, problem: DraftProblem): string | null {
  if (problem.field !== 'zone') return null;
  return problem.code === 'too_few_points'
    ? t('delivery.zone_too_few')
    : t('delivery.zone_crosses', {
        a: (problem.sides?.[0] ?? 0) + 1,
        b: (problem.sides?.[1] ?? 0) + 1,
      });
}

/** The editor of every zone's points: `zones` as typed, `onChange` with the new list. */
export function ZoneEditor({
  zones,
  problems,
  onChange,
  rules = [],
  onRulesChange = () => undefined,
  locale = 'it',
  t,
}: {
  zones: readonly VertexDraft[][];
  problems: readonly DraftProblem[];
  onChange: (zones: VertexDraft[][]) => void;
  /** Each zone's name and own figures (docs/decisions/072), by the zone's index. */
  rules?: readonly ZoneRulesDraft[];
  onRulesChange?: (rules: ZoneRulesDraft[]) => void;
  locale?: Locale;
  t: StaffTranslator;
}) {
  const id = useId();
  const setZone = (zi: number, zone: VertexDraft[]) =>
    onChange(zones.map((other, i) => (i === zi ? zone : other)));
  const rulesOf = (zi: number) => rules[zi] ?? emptyZoneRules();
  const setRules = (zi: number, change: Partial<ZoneRulesDraft>) =>
    onRulesChange(zones.map((_, i) => (i === zi ? { ...rulesOf(i), ...change } : rulesOf(i))));

  return (
    <div className="flex flex-col gap-4">
      {zones.map((zone, zi) => {
        const zoneTitle = t('delivery.zone', { n: zi + 1 });
        const zoneIssues = problems
          .filter((p) => p.field === 'zone' && p.zone === zi)
          .map((p) => zoneProblemText(t, p));
        const issueId = `${id}-zone-${zi}-issue`;
        return (
          <fieldset
            key={zi}
            aria-describedby={zoneIssues.length > 0 ? issueId : undefined}
            className="rounded-lg border border-stone-300 p-3"
          >
            <legend className="px-1 font-semibold">{zoneTitle}</legend>
            {zoneIssues.length > 0 ? (
              <p id={issueId} role="alert" className="mb-2 text-sm font-medium text-red-700">
                {zoneIssues.join(' ')}
              </p>
            ) : null}
            <div className="mb-3 grid gap-3 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <TextField
                  id={`${id}-zone-${zi}-name`}
                  label={t('delivery.zone_name', { zone: zi + 1 })}
                  hint={t('delivery.zone_name_hint')}
                  value={rulesOf(zi).name}
                  maxLength={DELIVERY_ZONE_NAME_MAX_LENGTH}
                  autoComplete="off"
                  error={
                    problems.some((p) => p.field === 'zoneName' && p.zone === zi)
                      ? t('delivery.zone_name_needed')
                      : undefined
                  }
                  onChange={(event) => setRules(zi, { name: event.target.value })}
                />
              </div>
              {MONEY_FIELDS.map((figure) => (
                <MoneyField
                  key={figure}
                  id={`${id}-zone-${zi}-${figure}`}
                  label={`${t(`delivery.${figure}`)} — ${zoneTitle}`}
                  hint={t('delivery.zone_figure_hint')}
                  value={rulesOf(zi)[figure]}
                  error={
                    problems.some((p) => p.field === 'zoneFigure' && p.zone === zi && p.figure === figure)
                      ? t('delivery.money_wrong')
                      : undefined
                  }
                  locale={locale}
                  onChange={(value) => setRules(zi, { [figure]: value })}
                />
              ))}
            </div>
            <ol className="flex flex-col gap-3">
              {zone.map((vertex, vi) => {
                const n = vi + 1;
                const pointName = t('delivery.point', { zone: zi + 1, n });
                const wrong = problems.some((p) => p.field === 'vertex' && p.zone === zi && p.vertex === vi);
                const errorId = `${id}-${vertex.key}-error`;
                // The point's latitude or longitude as typed, its label naming the point to a screen reader.
                const coordinate = (axis: 'lat' | 'lng', label: string) => (
                  <div>
                    <label htmlFor={`${id}-${vertex.key}-${axis}`} className="block text-sm text-stone-800">
                      {label}
                      <span className="sr-only"> ({pointName})</span>
                    </label>
                    <input
                      id={`${id}-${vertex.key}-${axis}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={vertex[axis]}
                      aria-invalid={wrong ? true : undefined}
                      aria-describedby={wrong ? errorId : undefined}
                      onChange={(event) =>
                        setZone(
                          zi,
                          zone.map((v) => (v === vertex ? { ...v, [axis]: event.target.value } : v)),
                        )
                      }
                      className={`mt-1 ${controlClass}`}
                    />
                  </div>
                );
                const move = (to: number) => {
                  const next = [...zone];
                  const [moved] = next.splice(vi, 1);
                  if (moved) next.splice(to, 0, moved);
                  setZone(zi, next);
                };
                return (
                  <li key={vertex.key} className="rounded-lg bg-stone-50 p-2">
                    <p className="text-sm font-semibold text-stone-800">{pointName}</p>
                    <div className="mt-1 grid grid-cols-2 gap-2">
                      {coordinate('lat', t('delivery.lat'))}
                      {coordinate('lng', t('delivery.lng'))}
                    </div>
                    {wrong ? (
                      <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                        {t('delivery.point_wrong')}
                      </p>
                    ) : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={buttonClass}
                        onClick={() => {
                          const next = [...zone];
                          next.splice(vi + 1, 0, midpoint(vertex, zone[(vi + 1) % zone.length]));
                          setZone(zi, next);
                        }}
                      >
                        {t('delivery.add_after_short')}
                        <span className="sr-only"> {pointName}</span>
                      </button>
                      <button
                        type="button"
                        className={buttonClass}
                        disabled={vi === 0}
                        onClick={() => move(vi - 1)}
                      >
                        {t('delivery.move_up_short')}
                        <span className="sr-only"> {pointName}</span>
                      </button>
                      <button
                        type="button"
                        className={buttonClass}
                        disabled={vi === zone.length - 1}
                        onClick={() => move(vi + 1)}
                      >
                        {t('delivery.move_down_short')}
                        <span className="sr-only"> {pointName}</span>
                      </button>
                      <button
                        type="button"
                        className={buttonClass}
                        onClick={() =>
                          setZone(
                            zi,
                            zone.filter((v) => v !== vertex),
                          )
                        }
                      >
                        {t('delivery.remove_point_short')}
                        <span className="sr-only"> {pointName}</span>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="mt-3 flex flex-wrap gap-2">
              {zone.length === 0 ? (
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => setZone(zi, [{ key: vertexKey(), lat: '', lng: '' }])}
                >
                  {t('delivery.add_point', { zone: zi + 1 })}
                </button>
              ) : null}
              <button
                type="button"
                className={buttonClass}
                onClick={() => {
                  onChange(zones.filter((_, i) => i !== zi));
                  onRulesChange(zones.map((_, i) => rulesOf(i)).filter((_, i) => i !== zi));
                }}
              >
                {t('delivery.remove_zone', { zone: zi + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            onChange([
              ...zones,
              [
                { key: vertexKey(), lat: '', lng: '' },
                { key: vertexKey(), lat: '', lng: '' },
                { key: vertexKey(), lat: '', lng: '' },
              ],
            ]);
            onRulesChange([...zones.map((_, i) => rulesOf(i)), emptyZoneRules()]);
          }}
        >
          {t('delivery.add_zone')}
        </button>
      </div>
    </div>
  );
}
