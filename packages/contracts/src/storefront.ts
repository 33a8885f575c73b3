import { z } from 'zod';
import {
  allergensSchema,
  anagraphicSchema,
  categoryOptionGroupSchema,
  categorySchema,
  configurationSchema,
  couponSchema,
  deliveryOrderSchema,
  localeSchema,
  productSchema,
  publicPaymentMethodSchema,
} from './business.ts';
import { operationsSchema } from './operations.ts';

/**
 * The initial data of spec §1 that every page carries inline
 * (`<script id="initial-data" type="application/json">`): configuration,
 * languages, anagraphic, categories, products, category options.
 */

/** A coupon as the browser may see it: never the code of a manual coupon. */
export const publicCouponSchema = couponSchema.omit({ code: true, public: true });
export type PublicCoupon = z.infer<typeof publicCouponSchema>;

export const categoryCountsSchema = z.object({
  deliveryNumber: z.number().int(),
  menuNumber: z.number().int(),
  at_least_one_with_an_image: z.boolean(),
  at_least_one_with_an_image_menu: z.boolean(),
});

/**
 * A time zone's UTC offsets over a span, as the changes within it: from `at`
 * (ms since the epoch) on, the clock is `offsetMinutes` ahead of UTC. The first
 * change is at `from`; the span is [from, to). docs/decisions/029.
 */
export const zoneOffsetsSchema = z.object({
  timeZone: z.string().min(1),
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(z.object({ at: z.number().int(), offsetMinutes: z.number() })).min(1),
});
export type ZoneOffsets = z.infer<typeof zoneOffsetsSchema>;

/**
 * A product as the storefront sends it: the business file's, and, where the business shows allergens,
 * `menu_allergens`: what it contains as the options dialog opens (its own, its ingredients', its options'
 * starting items'), worked out by the server (productMenuAllergens) for the card and the menu's filter
 * (docs/decisions/070). Absent when it contains none or the business does not show them.
 */
export const storefrontProductSchema = productSchema.extend({ menu_allergens: allergensSchema.optional() });
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontSchema = z.object({
  configuration: configurationSchema.extend({
    payment_methods: z.array(publicPaymentMethodSchema),
    delivery_order: deliveryOrderSchema,
    coupons: z.array(publicCouponSchema),
    has_coupons: z.boolean(),
  }),
  languages: z.array(localeSchema),
  anagraphic: anagraphicSchema,
  categories: z.array(categorySchema.extend({ products: categoryCountsSchema })),
  products: z.array(storefrontProductSchema),
  category_options: z.array(categoryOptionGroupSchema),
  /**
   * The browser's error reporting (docs/decisions/026): the public DSN, environment and
   * release when the server has SENTRY_DSN_BROWSER, else null (absent from older data).
   * Server configuration, not the business file's: the server adds it when it loads the business.
   */
  errorReporting: z
    .object({ dsn: z.string(), environment: z.string(), release: z.string() })
    .nullable()
    .optional(),
  /**
   * The business clock's offsets for the coming months (`configuration.time_zone`), read by the server
   * from its zone data, so the browser converts times without Intl (docs/decisions/029). Absent from
   * older data: the browser then converts through Intl.
   */
  zoneOffsets: zoneOffsetsSchema.optional(),
  /**
   * The board's switches on when the business was loaded (docs/decisions/046): a pause, busy mode,
   * what is sold out; each with its end, read against the clock. Absent from older data: none on.
   */
  operations: operationsSchema.optional(),
});
export type Storefront = z.infer<typeof storefrontSchema>;
export type StorefrontCategory = Storefront['categories'][number];
