import { isDeepStrictEqual } from 'node:util';
import {
  BUSINESS_ENTITIES,
  BUSINESS_SECTIONS,
  BUSINESS_SUMMARY_FIELDS,
  BUSINESS_SUMMARY_LIMIT,
  type BusinessEntity,
  type BusinessSection,
  type BusinessSummaryField,
  type BusinessVersionChange,
} from '@ordina/contracts';
import { entitiesOf, type BusinessDocument } from './business-document.ts';

/*
 * What a version changed, for the history page (issue 35 "who, when, what changed";
 * docs/decisions/060): its stored change keys (`product:12`, `section:coupons`, computed against the
 * version before when it was written) read again against the two documents, so the page can say
 * "Product 12 Margherita: price" or "Coupons" in the owner's language. Data, not text: the web
 * translates. Computed when the history is read, so every version has one, those written before
 * this summary existed included.
 */

/** A version's summary: its first changes (entities first, then sections) and how many more there are. */
export interface BusinessVersionSummaryOf {
  summary: BusinessVersionChange[];
  summaryMore: number;
}

const KNOWN_FIELDS = new Set<string>(BUSINESS_SUMMARY_FIELDS);

/** The fields of an edited entity that differ, in the business file's order; any unnamed one as `other`, once. */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): BusinessSummaryField[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (key) => key !== 'id' && !isDeepStrictEqual(before[key], after[key]),
  );
  const named = BUSINESS_SUMMARY_FIELDS.filter((field) => keys.includes(field));
  return keys.some((key) => !KNOWN_FIELDS.has(key)) ? [...named, 'other'] : named;
}

function entityChange(
  entity: BusinessEntity,
  id: number,
  before: BusinessDocument | undefined,
  after: BusinessDocument,
): BusinessVersionChange {
  const old = before === undefined ? undefined : entitiesOf(before, entity).find((e) => e.id === id);
  const now = entitiesOf(after, entity).find((e) => e.id === id);
  const named = now ?? old;
  const name = typeof named?.name === 'string' ? named.name : null;
  if (old === undefined) return { entity, id, name, change: 'added', fields: [] };
  if (now === undefined) return { entity, id, name, change: 'removed', fields: [] };
  return { entity, id, name, change: 'edited', fields: changedFields(old, now) };
}

/**
 * The summary of a version whose change keys are `changes`, from `before` (the previous version's
 * document; undefined for the business's first, whose summary is empty: everything was new) to `after`.
 */
export function businessVersionSummary(
  before: BusinessDocument | undefined,
  after: BusinessDocument,
  changes: readonly string[],
): BusinessVersionSummaryOf {
  if (before === undefined) return { summary: [], summaryMore: 0 };
  const all: BusinessVersionChange[] = [];
  for (const key of changes) {
    const [kind, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (kind === 'section' && (BUSINESS_SECTIONS as readonly string[]).includes(rest))
      all.push({ section: rest as BusinessSection });
    else if ((BUSINESS_ENTITIES as readonly string[]).includes(kind) && /^\d+$/.test(rest))
      all.push(entityChange(kind as BusinessEntity, Number(rest), before, after));
  }
  return {
    summary: all.slice(0, BUSINESS_SUMMARY_LIMIT),
    summaryMore: Math.max(0, all.length - BUSINESS_SUMMARY_LIMIT),
  };
}
