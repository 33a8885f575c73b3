import { isDeepStrictEqual } from 'node:util';
import { STORED_INTEGER_MAX, deliveryZonePolygon, type BusinessFile } from '@ordina/contracts';
import { zoneShapeIssues } from '@ordina/domain';
import { normalizeCouponCode } from '../coupon-code.ts';
import { formatJsonPath } from './json-path.ts';

/** A problem found in an already schema-valid file, with its raw JSON path. */
export interface IntegrityIssue {
  path: (string | number)[];
  message: string;
}

/** The largest value an INTEGER column holds on PostgreSQL (the contracts' bound for request ids too). */
export const MAX_STORED_INTEGER = STORED_INTEGER_MAX;

/**
 * Rules the database needs beyond the shared schema. File ids become database
 * ids (scoped per business), so each kind's ids must be unique: option groups
 * (categories point at them), options and option items (the cart keys an entry
 * by the chosen item ids). A removable item is an ingredient that many products
 * may list under one id, so every listing of an id must be the same ingredient.
 * Codes that key a row (locale, param, payment and delivery method, coupon code
 * ignoring case and surrounding spaces) must be unique.
 */
export function catalogueIntegrityIssues(file: BusinessFile): IntegrityIssue[] {
  const issues: IntegrityIssue[] = [];
  const firstSeen = <K>(
    seen: Map<K, (string | number)[]>,
    key: K,
    path: (string | number)[],
    what: string,
  ) => {
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, path);
    else issues.push({ path, message: `duplicate ${what} (first at ${formatJsonPath(earlier)})` });
  };

  const locales = new Map<string, (string | number)[]>();
  file.configuration.languages.forEach((l, i) =>
    firstSeen(locales, l.locale, ['configuration', 'languages', i, 'locale'], `language ${l.locale}`),
  );
  const params = new Map<string, (string | number)[]>();
  file.configuration.params.forEach((p, i) =>
    firstSeen(params, p.param_name, ['configuration', 'params', i, 'param_name'], `param ${p.param_name}`),
  );
  const payments = new Map<string, (string | number)[]>();
  file.configuration.payment_methods.forEach((p, i) =>
    firstSeen(payments, p.code, ['configuration', 'payment_methods', i, 'code'], `payment method ${p.code}`),
  );
  const deliveries = new Map<string, (string | number)[]>();
  file.configuration.delivery_method.forEach((m, mi) => {
    firstSeen(
      deliveries,
      m.code,
      ['configuration', 'delivery_method', mi, 'code'],
      `delivery method ${m.code}`,
    );
    const types = new Map<string, (string | number)[]>();
    m.paymentTypes.forEach((t, ti) =>
      firstSeen(
        types,
        t.code,
        ['configuration', 'delivery_method', mi, 'paymentTypes', ti, 'code'],
        `payment type ${t.code}`,
      ),
    );
  });

  const groups = new Map<number, (string | number)[]>();
  const options = new Map<number, (string | number)[]>();
  const items = new Map<number, (string | number)[]>();
  file.category_options.forEach((g, gi) => {
    firstSeen(groups, g.id, ['category_options', gi, 'id'], `category option group id ${g.id}`);
    g.options.forEach((o, oi) => {
      firstSeen(options, o.id, ['category_options', gi, 'options', oi, 'id'], `option id ${o.id}`);
      const excluded = new Map<number, (string | number)[]>();
      o.excluded_products_id.forEach((pid, k) =>
        firstSeen(
          excluded,
          pid,
          ['category_options', gi, 'options', oi, 'excluded_products_id', k],
          `excluded product ${pid}`,
        ),
      );
      o.items.forEach((item, ii) =>
        firstSeen(
          items,
          item.id,
          ['category_options', gi, 'options', oi, 'items', ii, 'id'],
          `option item id ${item.id}`,
        ),
      );
    });
  });

  const ingredients = new Map<number, { path: (string | number)[]; name: string; languages: unknown }>();
  file.products.forEach((p, pi) => {
    const inProduct = new Map<number, (string | number)[]>();
    p.removable_items.forEach((r, ri) => {
      const path = ['products', pi, 'removable_items', ri];
      firstSeen(inProduct, r.id, [...path, 'id'], `removable item id ${r.id}`);
      const known = ingredients.get(r.id);
      if (known === undefined) ingredients.set(r.id, { path, name: r.name, languages: r.languages });
      else if (known.name !== r.name || !isDeepStrictEqual(known.languages, r.languages))
        issues.push({
          path,
          message: `removable item ${r.id} is defined differently at ${formatJsonPath(known.path)} (same id, same name and translations)`,
        });
    });
  });

  const couponCodes = new Map<string, (string | number)[]>();
  file.coupons.forEach((coupon, i) =>
    firstSeen(
      couponCodes,
      normalizeCouponCode(coupon.code),
      ['coupons', i, 'code'],
      `coupon code ${coupon.code.trim()}`,
    ),
  );

  // The same rule as the back office's zone editor (decision 057): a simple polygon of three or more points.
  file.delivery_order.deliveryZones.forEach((zone, zi) => {
    for (const issue of zoneShapeIssues(deliveryZonePolygon(zone)))
      issues.push({
        path: ['delivery_order', 'deliveryZones', zi],
        message:
          issue.code === 'too_few_points'
            ? `a delivery zone needs at least 3 distinct points (it has ${issue.points})`
            : `the delivery zone crosses itself (sides ${issue.sides[0] + 1} and ${issue.sides[1] + 1})`,
      });
  });

  collectOversizedIntegers(file, [], issues);
  return issues;
}

function collectOversizedIntegers(value: unknown, path: (string | number)[], issues: IntegrityIssue[]): void {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) > MAX_STORED_INTEGER)
      issues.push({ path, message: `number too large (at most ${MAX_STORED_INTEGER})` });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => collectOversizedIntegers(v, [...path, i], issues));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) collectOversizedIntegers(v, [...path, key], issues);
  }
}
