import type { BusinessChange, BusinessPlaces, LocalPlaceMethod } from '@ordina/contracts';
import type { StaffMessageKey } from '@ordina/i18n/staff';

/*
 * The places page's draft (decision 068): each method's rows as typed, checked with the business
 * file's rules (lengths, characters, a code once in the whole file, a name once per method) before a
 * save, which replaces the `places` section whole; the server checks the same again.
 *
 * The rules are copies of contracts' place-links.ts and places.ts (the page's test keeps them
 * equal): a value of those modules imported here would join the chunk of the cart summary's rules
 * (business.ts imports them), and the schemas all of zod with it, into the checkout's first load.
 */

export const LOCAL_PLACE_METHODS = ['table_delivery', 'beach_umbrella_delivery', 'car_delivery'] as const;
export const PLACE_NAME_MAX_LENGTH = 40;
export const PLACE_CODE_MAX_LENGTH = 24;
export const PLACES_PER_METHOD_MAX = 500;
export const PLACE_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PLACE_NAME = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** One row as typed: a code left empty is made from the name when saved. */
export interface PlaceRow {
  readonly key: number;
  readonly name: string;
  readonly code: string;
}
export type PlacesDraft = Readonly<Record<LocalPlaceMethod, readonly PlaceRow[]>>;
/** What is wrong with a row's name or code, by method and row key. */
export type PlaceIssues = Partial<Record<string, StaffMessageKey>>;

export const issueKey = (method: LocalPlaceMethod, key: number, field: 'name' | 'code') =>
  `${method}-${key}-${field}`;

let nextKey = 1;
/** A fresh row key: rows keep their identity (focus, React keys) while others are added or removed. */
export const rowKey = () => nextKey++;

/** The `places` section of a loaded document (the server checked it as part of the business file). */
export function placesDocumentOf(document: Readonly<Record<string, unknown>>): BusinessPlaces {
  const places: unknown = document.places;
  return typeof places === 'object' && places !== null ? places : {};
}

export function placesDraftOf(places: BusinessPlaces): PlacesDraft {
  return Object.fromEntries(
    LOCAL_PLACE_METHODS.map((method) => [
      method,
      (places[method] ?? []).map((place) => ({ key: rowKey(), ...place })),
    ]),
  ) as unknown as PlacesDraft;
}

/** A code from a name: "Ombrellone B14" → "ombrellone-b14" (accents dropped, anything else a dash). */
export function placeCodeOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PLACE_CODE_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The rows of a numbered series: "Ombrellone" 1–3 → Ombrellone 1, Ombrellone 2, Ombrellone 3. */
export function placeSeries(prefix: string, from: number, to: number): PlaceRow[] {
  const name = prefix.trim().replace(/\s+/g, ' ');
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) return [];
  const count = Math.min(to - from + 1, PLACES_PER_METHOD_MAX);
  return Array.from({ length: count }, (_, i) => {
    const placeName = name === '' ? String(from + i) : `${name} ${from + i}`;
    return { key: rowKey(), name: placeName, code: placeCodeOf(placeName) };
  });
}

/** The draft as the business file's `places` (a method without rows left out), with each row's issues. */
export function placesChanges(
  loaded: BusinessPlaces,
  draft: PlacesDraft,
): { changes: BusinessChange[] } | { issues: PlaceIssues; tooMany: LocalPlaceMethod[] } {
  const issues: PlaceIssues = {};
  const tooMany: LocalPlaceMethod[] = [];
  const places: BusinessPlaces = {};
  const codes = new Set<string>();
  for (const method of LOCAL_PLACE_METHODS) {
    const rows = draft[method];
    if (rows.length === 0) continue;
    if (rows.length > PLACES_PER_METHOD_MAX) tooMany.push(method);
    const names = new Set<string>();
    places[method] = rows.map((row) => {
      const name = row.name.trim().replace(/\s+/g, ' ');
      const code = row.code.trim() === '' ? placeCodeOf(name) : row.code.trim();
      if (name.length > PLACE_NAME_MAX_LENGTH || !PLACE_NAME.test(name))
        issues[issueKey(method, row.key, 'name')] = 'places.issue.name';
      if (code.length > PLACE_CODE_MAX_LENGTH || !PLACE_CODE.test(code))
        issues[issueKey(method, row.key, 'code')] = 'places.issue.code';
      if (codes.has(code)) issues[issueKey(method, row.key, 'code')] ??= 'places.issue.duplicate_code';
      codes.add(code);
      const lower = name.toLocaleLowerCase('it');
      if (names.has(lower)) issues[issueKey(method, row.key, 'name')] ??= 'places.issue.duplicate_name';
      names.add(lower);
      return { name, code };
    });
  }
  if (Object.keys(issues).length > 0 || tooMany.length > 0) return { issues, tooMany };
  if (JSON.stringify(places) === JSON.stringify(placesOrdered(loaded))) return { changes: [] };
  return { changes: [{ op: 'replace', section: 'places', value: places }] };
}

/** The loaded places in the draft's order of methods, empty lists left out: comparable with a draft's. */
function placesOrdered(places: BusinessPlaces): BusinessPlaces {
  const ordered: BusinessPlaces = {};
  for (const method of LOCAL_PLACE_METHODS) {
    const list = places[method] ?? [];
    if (list.length > 0) ordered[method] = list.map(({ name, code }) => ({ name, code }));
  }
  return ordered;
}
