import {
  DELIVERY_METHODS,
  deliveryZonePolygon,
  type BusinessChange,
  type Configuration,
  type DeliveryMethodCode,
  type DeliveryOrder,
  type DeliveryZone,
  type LatLng,
  type Locale,
} from '@ordina/contracts';
import { zoneShapeIssues } from '@ordina/domain';
import { staffTranslate } from '@ordina/i18n/staff';
import { centsToEuroText, euroTextToCents } from '../../lib/business-document/euro-text.ts';

/*
 * The delivery editor's reading of the business document (issue 35, docs/decisions/052, 057): the
 * `delivery` section (delivery_order without its timetables and closures: prices, zones, slots) and
 * the configuration's delivery methods with their payment types and the delay notice. A save
 * replaces both sections; every other configuration field goes back as loaded. Types only: the
 * server checks the whole document on every save.
 */

/** The part of the business document the delivery editor reads. */
export interface DeliveryDocument {
  configuration: Configuration;
  delivery_order: DeliveryOrder;
}

/** The document as the API answers it, read as the delivery editor needs it. */
export function deliveryDocumentOf(document: Readonly<Record<string, unknown>>): DeliveryDocument {
  return document as unknown as DeliveryDocument;
}

/** One point of a zone as typed: its text fields and a key that stays with it when it moves. */
export interface VertexDraft {
  readonly key: number;
  readonly lat: string;
  readonly lng: string;
}

/** The editor's state: texts as typed, turned into the document's values on save. */
export interface DeliveryDraft {
  deliveryPrice: string;
  deliveryPricePerProduct: string;
  deliveryThresholdFree: string;
  deliveryMinOrder: string;
  slotMinutes: string;
  capacity: 'orders' | 'items';
  maxOrders: string;
  maxItems: string;
  notice: Partial<Record<Locale, string>>;
  methods: Record<DeliveryMethodCode, { on: boolean; name: string; paymentTypes: string[] }>;
  zones: VertexDraft[][];
  /** Each zone's own rules as typed, by the zone's index (docs/decisions/072): empty texts are the business's. */
  zoneRules: ZoneRulesDraft[];
}

/** A zone's name and four figures as typed; an empty figure is the business's own, no name and no figure a bare polygon. */
export interface ZoneRulesDraft {
  name: string;
  deliveryPrice: string;
  deliveryPricePerProduct: string;
  deliveryThresholdFree: string;
  deliveryMinOrder: string;
}

/** A zone with no rules of its own (a bare polygon). */
export function emptyZoneRules(): ZoneRulesDraft {
  return {
    name: '',
    deliveryPrice: '',
    deliveryPricePerProduct: '',
    deliveryThresholdFree: '',
    deliveryMinOrder: '',
  };
}

function zoneRulesDraft(zone: DeliveryZone): ZoneRulesDraft {
  if (Array.isArray(zone)) return emptyZoneRules();
  const text = (cents: number | undefined) => (cents === undefined ? '' : centsToEuroText(cents));
  return {
    name: zone.name,
    deliveryPrice: text(zone.deliveryPrice),
    deliveryPricePerProduct: text(zone.deliveryPricePerProduct),
    deliveryThresholdFree: text(zone.deliveryThresholdFree),
    deliveryMinOrder: text(zone.deliveryMinOrder),
  };
}

let nextKey = 1;
/** A fresh vertex key (unique for the page's life). */
export function vertexKey(): number {
  nextKey += 1;
  return nextKey;
}

/** A coordinate as the editor writes it: up to six decimals, a dot. */
export function coordinateText(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/** "44,0692" or "44.0692" → 44.0692 within ±limit; anything else → undefined. */
export function coordinateOf(text: string, limit: 90 | 180): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(?:\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : undefined;
}

/** The zone's points when every one is a valid coordinate pair, else undefined. */
export function zonePoints(zone: readonly VertexDraft[]): LatLng[] | undefined {
  const points: LatLng[] = [];
  for (const vertex of zone) {
    const lat = coordinateOf(vertex.lat, 90);
    const lng = coordinateOf(vertex.lng, 180);
    if (lat === undefined || lng === undefined) return undefined;
    points.push({ lat, lng });
  }
  return points;
}

/** The business's languages, its default first. */
export function businessLanguages(configuration: Configuration): Locale[] {
  const languages = configuration.languages;
  const first = languages.find((l) => l.default) ?? languages[0];
  return first === undefined
    ? ['it']
    : [first.locale, ...languages.filter((l) => l !== first).map((l) => l.locale)];
}

/** The editor's draft of a loaded document. */
export function draftOf(document: DeliveryDocument): DeliveryDraft {
  const d = document.delivery_order;
  const c = document.configuration;
  const defaultLocale = businessLanguages(c)[0] ?? 'it';
  const methods = Object.fromEntries(
    DELIVERY_METHODS.map((code) => {
      const loaded = c.delivery_method.find((m) => m.code === code);
      return [
        code,
        {
          on: loaded !== undefined,
          name: loaded?.name ?? staffTranslate(defaultLocale, `delivery.method.${code}`),
          paymentTypes: loaded?.paymentTypes.map((p) => p.code) ?? [],
        },
      ];
    }),
  ) as DeliveryDraft['methods'];
  return {
    deliveryPrice: centsToEuroText(d.deliveryPrice),
    deliveryPricePerProduct: centsToEuroText(d.deliveryPricePerProduct),
    deliveryThresholdFree: centsToEuroText(d.deliveryThresholdFree),
    deliveryMinOrder: centsToEuroText(d.deliveryMinOrder),
    slotMinutes: String(d.deliverySlotMinutes),
    capacity: d.deliverySlotMaxItems === null ? 'orders' : 'items',
    maxOrders: String(d.deliverySlotMaxOrders),
    maxItems: d.deliverySlotMaxItems === null ? '' : String(d.deliverySlotMaxItems),
    notice: { ...c.delivery_delay_notice },
    methods,
    zones: d.deliveryZones.map((zone) =>
      deliveryZonePolygon(zone).map((p) => ({
        key: vertexKey(),
        lat: coordinateText(p.lat),
        lng: coordinateText(p.lng),
      })),
    ),
    zoneRules: d.deliveryZones.map(zoneRulesDraft),
  };
}

/** The money fields, in the page's order. */
export const MONEY_FIELDS = [
  'deliveryPrice',
  'deliveryPricePerProduct',
  'deliveryThresholdFree',
  'deliveryMinOrder',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** A field the draft cannot be saved with: a money field, a slot field, a method, or a zone's problem. */
export type DraftProblem =
  | { readonly field: MoneyField | 'slotMinutes' | 'maxOrders' | 'maxItems' | 'methods' }
  | { readonly field: 'vertex'; readonly zone: number; readonly vertex: number }
  /** A zone's figure that is not an amount, or figures without the zone's name (docs/decisions/072). */
  | { readonly field: 'zoneFigure'; readonly zone: number; readonly figure: MoneyField }
  | { readonly field: 'zoneName'; readonly zone: number }
  | {
      readonly field: 'zone';
      readonly zone: number;
      readonly code: 'too_few_points' | 'self_intersecting';
      readonly sides?: readonly [number, number];
    };

function wholeIn(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** Every problem of a zone as typed: a point whose coordinates are not numbers, too few points, sides that cross. */
export function zoneProblems(zones: readonly (readonly VertexDraft[])[]): DraftProblem[] {
  const problems: DraftProblem[] = [];
  zones.forEach((zone, zi) => {
    zone.forEach((vertex, vi) => {
      if (coordinateOf(vertex.lat, 90) === undefined || coordinateOf(vertex.lng, 180) === undefined)
        problems.push({ field: 'vertex', zone: zi, vertex: vi });
    });
    const points = zonePoints(zone);
    if (points === undefined) return;
    for (const issue of zoneShapeIssues(points))
      problems.push(
        issue.code === 'too_few_points'
          ? { field: 'zone', zone: zi, code: issue.code }
          : { field: 'zone', zone: zi, code: issue.code, sides: issue.sides },
      );
  });
  return problems;
}

/** The save's two changes (delivery, configuration), or every problem found. */
export function changesOf(
  document: DeliveryDocument,
  draft: DeliveryDraft,
): { changes: BusinessChange[] } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const cents = {} as Record<MoneyField, number>;
  for (const field of MONEY_FIELDS) {
    const value = euroTextToCents(draft[field]);
    if (typeof value === 'number') cents[field] = value;
    else problems.push({ field });
  }
  const slotMinutes = wholeIn(draft.slotMinutes, 5, 240);
  if (slotMinutes === undefined) problems.push({ field: 'slotMinutes' });
  const maxOrders = wholeIn(draft.maxOrders, 1, 999_999);
  if (maxOrders === undefined) problems.push({ field: 'maxOrders' });
  const maxItems = draft.capacity === 'items' ? wholeIn(draft.maxItems, 1, 999_999) : null;
  if (maxItems === undefined) problems.push({ field: 'maxItems' });
  // The loaded methods keep their order (the checkout lists them so); a method switched on comes after.
  const loadedOrder = document.configuration.delivery_method.map((m) => m.code);
  const methods = [...loadedOrder, ...DELIVERY_METHODS.filter((code) => !loadedOrder.includes(code))].filter(
    (code) => draft.methods[code].on,
  );
  if (methods.length === 0) problems.push({ field: 'methods' });
  problems.push(...zoneProblems(draft.zones));
  const zones = draft.zones.map((zone, zi): DeliveryZone => {
    const polygon = zonePoints(zone) ?? [];
    const rules = draft.zoneRules[zi] ?? emptyZoneRules();
    const name = rules.name.trim();
    const figures: Partial<Record<MoneyField, number>> = {};
    for (const figure of MONEY_FIELDS) {
      if (rules[figure].trim() === '') continue;
      const value = euroTextToCents(rules[figure]);
      if (typeof value === 'number') figures[figure] = value;
      else problems.push({ field: 'zoneFigure', zone: zi, figure });
    }
    if (name === '' && Object.keys(figures).length === 0) return polygon;
    if (name === '') problems.push({ field: 'zoneName', zone: zi });
    return { name, polygon, ...figures };
  });
  if (problems.length > 0) return { problems };

  const rest: Record<string, unknown> = { ...document.delivery_order };
  for (const name of ['orderAcceptTimetables', 'publicOpenTimetables', 'deliveryTimetables', 'closures'])
    delete rest[name];
  const delivery = {
    ...rest,
    ...cents,
    deliverySlotMinutes: slotMinutes,
    deliverySlotMaxOrders: maxOrders,
    deliverySlotMaxItems: maxItems,
    deliveryZones: zones,
  };
  const notice = Object.fromEntries(
    Object.entries(draft.notice).filter(([, text]) => (text ?? '').trim() !== ''),
  );
  const configuration: Configuration = {
    ...document.configuration,
    delivery_method: methods.map((code) => ({
      code,
      name: draft.methods[code].name,
      paymentTypes: draft.methods[code].paymentTypes.map((p) => ({ code: p })),
    })),
    delivery_delay_notice: notice,
  };
  return {
    changes: [
      { op: 'replace', section: 'delivery', value: delivery },
      { op: 'replace', section: 'configuration', value: configuration },
    ],
  };
}
