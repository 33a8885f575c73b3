import { WEEKDAYS, type Coupon, type Weekday } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import { normalizeCouponCode } from '../coupon-code.ts';
import { indexTranslations, type Translations } from '../storefront/translations.ts';
import type { Database, Row } from '../tables.ts';

/** A stored coupon in the business file's shape (spec §3 coupon fields). */
export function couponFromRow(row: Row<'coupons'>, languages: Translations): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    value: row.value,
    value_mode: row.value_mode,
    free_shipping: row.free_shipping === 1,
    min_order_amount: row.min_order_amount,
    validity_from: row.validity_from,
    validity_to: row.validity_to,
    validity_hour_from: row.validity_hour_from,
    validity_hour_to: row.validity_hour_to,
    validity_week_days: weekdaysFromText(row.validity_week_days),
    at_first_order: row.at_first_order === 1,
    automatic_order_binding: row.automatic_order_binding,
    public: row.is_public === 1,
    usage_limit: row.usage_limit,
    usage_limit_per_customer: row.usage_limit_per_customer,
    languages,
  };
}

/** Finds a business's coupon by the code a customer typed, ignoring case and surrounding spaces. */
export async function findCouponByCode(
  db: Kysely<Database>,
  businessId: number,
  code: string,
): Promise<Coupon | undefined> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('code_normalized', '=', normalizeCouponCode(code))
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const translations = await db
    .selectFrom('translations')
    .select(['entity_type', 'entity_id', 'locale', 'name', 'description'])
    .where('business_id', '=', businessId)
    .where('entity_type', '=', 'coupon')
    .where('entity_id', '=', row.id)
    .execute();
  return couponFromRow(row, indexTranslations(translations)('coupon', row.id));
}

/** The stored comma list back to weekday codes, in the file's order. */
function weekdaysFromText(text: string): Weekday[] {
  return text.split(',').filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day));
}
