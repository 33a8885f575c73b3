import type { Storefront } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import { couponFromRow } from '../repositories/coupons.ts';
import type { Database } from '../tables.ts';
import { readCatalogue } from './read-catalogue.ts';
import { readBusinessSettings } from './read-configuration.ts';
import { indexTranslations } from './translations.ts';

/**
 * The initial data every page of a business carries (spec §1): configuration
 * with delivery settings and the coupons a browser may see, languages (default
 * first), anagraphic, categories with product counts, products and category
 * options. Read in one read-only snapshot so an import running meanwhile is
 * seen whole or not at all. Undefined when no business has this key.
 */
export async function loadStorefront(
  db: Kysely<Database>,
  businessKey: string,
): Promise<Storefront | undefined> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const business = await trx
        .selectFrom('businesses')
        .select(['id', 'sms_credit'])
        .where('key', '=', businessKey)
        .executeTakeFirst();
      if (business === undefined) return undefined;
      const settings = await readBusinessSettings(trx, business.id);
      if (settings === undefined) return undefined;
      const translationRows = await trx
        .selectFrom('translations')
        .select(['entity_type', 'entity_id', 'locale', 'name', 'description'])
        .where('business_id', '=', business.id)
        .orderBy('entity_type')
        .orderBy('entity_id')
        .orderBy('locale')
        .execute();
      const translations = indexTranslations(translationRows);
      const catalogue = await readCatalogue(trx, business.id, translations);
      const couponRows = await trx
        .selectFrom('coupons')
        .selectAll()
        .where('business_id', '=', business.id)
        .orderBy('position')
        .execute();

      // Only promoted (public) and automatic coupons reach the browser, and never with their code.
      const coupons = couponRows
        .filter((row) => row.is_public === 1 || row.automatic_order_binding === 1)
        .map((row) => {
          const {
            code: _code,
            public: _public,
            ...visible
          } = couponFromRow(row, translations('coupon', row.id));
          return visible;
        });

      return {
        configuration: {
          ...settings.configuration,
          // SMS verification is offered while the business both offers it and has credit left (docs/decisions/017).
          has_sms_to_spend: settings.configuration.has_sms_to_spend && business.sms_credit > 0,
          delivery_order: settings.deliveryOrder,
          coupons,
          has_coupons: couponRows.length > 0,
        },
        languages: settings.locales,
        anagraphic: settings.anagraphic,
        categories: catalogue.categories,
        products: catalogue.products,
        category_options: catalogue.category_options,
      };
    });
}
