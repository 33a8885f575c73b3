import { z } from 'zod';
import { ALLERGENS, ALLERGEN_LEVELS } from './allergens.ts';
import { closureIssues } from './closures.ts';
import { boardSafetySchema } from './operations.ts';
import { businessPlacesSchema, placesIssues } from './places.ts';
import { socialLoginSchema } from './social-sign-in.ts';

/**
 * The business file: one JSON document describing a whole business with the
 * spec's field names (spec §3). Money is in integer cents everywhere
 * (docs/decisions/001-money-in-cents.md); a percent coupon's `value` is the
 * percentage.
 */

export const LOCALES = ['it', 'en', 'fr', 'de'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const DELIVERY_METHODS = [
  'home_delivery',
  'pick_up',
  'take_away',
  'table_delivery',
  'beach_umbrella_delivery',
  'car_delivery',
] as const;
export const deliveryMethodCodeSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethodCode = z.infer<typeof deliveryMethodCodeSchema>;

export const CUSTOMER_AUTH_TYPES = ['solo_guest', 'guest_or_login', 'solo_login'] as const;
export const MENU_DELIVERY_MODES = ['solo_delivery', 'solo_menu', 'delivery_and_menu'] as const;
export const ORDER_VERIFY_DATA = ['no', 'email', 'email_sms'] as const;

const cents = z.number().int().min(0);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lower-case letters, digits and dashes');
const id = z.number().int().positive();
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb');

/** Per-locale translation of an entity's name and description. */
export const translationSchema = z.object({
  name: z.string().min(1).optional(),
  description: z.string().optional(),
});
export const translationsSchema = z.partialRecord(localeSchema, translationSchema);
/** Per-locale free text (notice, food-intolerance text). */
export const localizedTextSchema = z.partialRecord(localeSchema, z.string());

export const intervalSchema = z.object({ from: hhmm, to: hhmm });
export type Interval = z.infer<typeof intervalSchema>;
export const timetableSchema = z.object({
  mon: z.array(intervalSchema).default([]),
  tue: z.array(intervalSchema).default([]),
  wed: z.array(intervalSchema).default([]),
  thu: z.array(intervalSchema).default([]),
  fri: z.array(intervalSchema).default([]),
  sat: z.array(intervalSchema).default([]),
  sun: z.array(intervalSchema).default([]),
});
export type Timetable = z.infer<typeof timetableSchema>;

export const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof latLngSchema>;

/**
 * The gateways an online payment method can take the money through
 * (docs/decisions/018): the built-in sandbox (demo and tests: no money moves),
 * Stripe Checkout, PayPal. Their keys live in the server's configuration, never here.
 */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe', 'paypal'] as const;
export const paymentGatewaySchema = z.enum(PAYMENT_GATEWAYS);
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

export const paymentMethodSchema = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  label: z.string().default(''),
  description: z.string().default(''),
  online: z.boolean().default(false),
  /** The gateway of an online method (required there, refused on an offline one). */
  gateway: paymentGatewaySchema.optional(),
  languages: z
    .partialRecord(
      localeSchema,
      z.object({ label: z.string().optional(), description: z.string().optional() }),
    )
    .default({}),
});
/** A payment method as the storefront shows it: which gateway serves it is the server's business. */
export const publicPaymentMethodSchema = paymentMethodSchema.omit({ gateway: true });

export const deliveryMethodSchema = z.object({
  code: deliveryMethodCodeSchema,
  name: z.string().min(1),
  paymentTypes: z.array(z.object({ code: z.string().min(1) })),
});

/**
 * Tips at checkout (issue 37, docs/decisions/067): off unless `enabled`. The customer picks a preset
 * (a percentage of the cart after its discounts, rounded half up to the cent), types an amount in
 * euros, or leaves the default "no tip". `max_amount` caps every tip (cents): a typed amount above it
 * is refused (WRONG_TIP), a preset's percentage stops at it. A tip never counts toward the minimum
 * order or the free-delivery threshold.
 */
export const TIP_PERCENT_MIN = 1;
export const TIP_PERCENT_MAX = 50;
export const TIP_PRESETS_MAX = 4;
/** The cap's own bounds (cents): 1 € to 500 €. */
export const TIP_MAX_AMOUNT_MIN = 100;
export const TIP_MAX_AMOUNT_MAX = 50_000;
/** What a business file that switches tips on without saying more gets. */
export const TIPS_DEFAULT = { enabled: false, presets: [5, 10, 15], max_amount: 5000 };

export const tipsSchema = z.object({
  enabled: z.boolean().default(false),
  presets: z
    .array(z.number().int().min(TIP_PERCENT_MIN).max(TIP_PERCENT_MAX))
    .max(TIP_PRESETS_MAX)
    .refine((presets) => new Set(presets).size === presets.length, 'tip presets must differ')
    .default(TIPS_DEFAULT.presets),
  max_amount: z
    .number()
    .int()
    .min(TIP_MAX_AMOUNT_MIN)
    .max(TIP_MAX_AMOUNT_MAX)
    .default(TIPS_DEFAULT.max_amount),
});
export type Tips = z.infer<typeof tipsSchema>;

export const configurationSchema = z.object({
  languages: z.array(z.object({ locale: localeSchema, default: z.boolean().default(false) })).min(1),
  colors: z.object({
    primary: color,
    secondary: color,
    navbar_background: color,
    navbar_text: color,
    coupon: color,
    button_color: color,
    button_text: color,
  }),
  logo: z.string().min(1),
  params: z.array(z.object({ param_name: z.string().min(1), value: z.string() })).default([]),
  payment_methods: z.array(paymentMethodSchema).min(1),
  delivery_method: z.array(deliveryMethodSchema).min(1),
  has_sms_to_spend: z.boolean().default(false),
  image_format: z.object({
    box_list: z.boolean().default(false),
    box_product_list: z.boolean().default(false),
  }),
  routes: z.object({
    privacy_policy: z.string().min(1),
    oauth_google: z.string().default(''),
    oauth_facebook: z.string().default(''),
  }),
  customer_auth_type: z.enum(CUSTOMER_AUTH_TYPES),
  menu_delivery_mode: z.enum(MENU_DELIVERY_MODES),
  link_menu_delivery: z.enum(['0', '1']).default('1'),
  order_verify_data: z.enum(ORDER_VERIFY_DATA).default('email'),
  time_zone: z.string().min(1).default('Europe/Rome'),
  notice: localizedTextSchema.default({}),
  food_intolerance_text: localizedTextSchema.default({}),
  removable_items_title: localizedTextSchema.default({}),
  /**
   * The checkout's delivery-delay notice per language (issue 31 item 6); the
   * parameter DELIVERY_DELAY_NOTICE stays its text in the business's own language.
   */
  delivery_delay_notice: localizedTextSchema.default({}),
  /** Tips at checkout (tipsSchema); absent: the checkout offers none. */
  tips: tipsSchema.optional(),
  /**
   * Whether the storefront shows the catalogue's allergens, the filter and the lines' allergens
   * (issue 37, docs/decisions/070): opt-in, absent or false: off.
   */
  show_allergens: z.boolean().optional(),
  /**
   * Web Push status notifications (issue 37, docs/decisions/069): off by default; off, the order-sent
   * page offers no opt-in, the key and subscription endpoints answer 404 and nothing is sent.
   */
  web_push: z.boolean().default(false),
});
export type Configuration = z.infer<typeof configurationSchema>;

/**
 * A closure or special day by date (issue 35, docs/decisions/053): `from`, and
 * `to` for a range (inclusive; absent: the one day), calendar days on the
 * business clock. Closed all day (`closed: true`, no intervals), or a special
 * day whose intervals replace the weekday's intervals of every timetable
 * (opening, order acceptance, delivery) for those dates, read with the same
 * 00:00 rules (spec §4). The note says why, per language. The rules between
 * entries are closureIssues' (closures.ts).
 */
/** The longest note of a closure, per language: a line on the storefront's hours. */
export const CLOSURE_NOTE_MAX_LENGTH = 200;

export const closureSchema = z.object({
  from: isoDate,
  to: isoDate.optional(),
  closed: z.boolean(),
  intervals: z.array(intervalSchema).default([]),
  note: z.partialRecord(localeSchema, z.string().max(CLOSURE_NOTE_MAX_LENGTH)).default({}),
});
export type Closure = z.infer<typeof closureSchema>;
export type ClosureInput = z.input<typeof closureSchema>;

/** The longest name of a delivery zone (issue 37): a line of the address check and the costs popup. */
export const DELIVERY_ZONE_NAME_MAX_LENGTH = 60;

/** A delivery zone's ring: a closed polygon of at least three points (lat/lng). */
export const deliveryZonePolygonSchema = z.array(latLngSchema).min(3);

/**
 * A delivery zone with its own rules (issue 37, docs/decisions/072): a name, its polygon, and any of the
 * four figures of delivery_order (cents); a figure left out is the business's own (spec §4 "Shipping and
 * total": the single set stays the default).
 */
export const deliveryZoneRulesSchema = z.object({
  name: z.string().trim().min(1).max(DELIVERY_ZONE_NAME_MAX_LENGTH),
  polygon: deliveryZonePolygonSchema,
  deliveryPrice: cents.optional(),
  deliveryPricePerProduct: cents.optional(),
  deliveryThresholdFree: cents.optional(),
  deliveryMinOrder: cents.optional(),
});
export type DeliveryZoneRules = z.infer<typeof deliveryZoneRulesSchema>;

/** A zone of delivery_order.deliveryZones: a bare polygon (as the spec writes it) or a zone with its own rules. */
export const deliveryZoneSchema = z.union([deliveryZonePolygonSchema, deliveryZoneRulesSchema]);
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** The ring of a zone, bare or with rules. */
export function deliveryZonePolygon(zone: DeliveryZone): LatLng[] {
  return Array.isArray(zone) ? zone : zone.polygon;
}

export const deliveryOrderSchema = z.object({
  orderAcceptTimetables: timetableSchema,
  publicOpenTimetables: timetableSchema,
  deliveryTimetables: timetableSchema,
  deliveryPrice: cents,
  deliveryThresholdFree: cents,
  deliveryMinOrder: cents,
  deliveryPricePerProduct: cents,
  /**
   * One or more zones: each a closed ring of at least three points, or a zone with its own rules
   * (deliveryZoneRulesSchema); where zones overlap, the smallest holds.
   */
  deliveryZones: z.array(deliveryZoneSchema),
  /** Length of a delivery time slot in minutes, and orders accepted per slot. */
  deliverySlotMinutes: z.number().int().min(5).max(240).default(15),
  deliverySlotMaxOrders: z.number().int().min(1).default(4),
  /**
   * Kitchen load: when set, a slot's capacity is counted in items (products
   * ordered, quantities summed) and holds this many, instead of
   * deliverySlotMaxOrders orders (docs/decisions/007).
   */
  deliverySlotMaxItems: z.number().int().min(1).nullable().default(null),
  /** Closures and special days by date (closureSchema); none: the weekly timetables alone. */
  closures: z.array(closureSchema).default([]),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const anagraphicSchema = z.object({
  id: id,
  idAttivita: id,
  name: z.string().min(1),
  address: z.string().min(1),
  zipCode: z.string().default(''),
  city: z.string().min(1),
  province: z.string().default(''),
  phone: z.string().default(''),
  mobilePhone: z.string().default(''),
  website: z.string().default(''),
  facebook: z.string().default(''),
  instagram: z.string().default(''),
  whatsapp: z.string().default(''),
  googleMapUrl: z.string().default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  logo: z.string().default(''),
  email: z.string().default(''),
});
export type Anagraphic = z.infer<typeof anagraphicSchema>;

export const categorySchema = z.object({
  id,
  slug,
  position: z.number().int().default(0),
  name: z.string().min(1),
  description: z.string().default(''),
  image: z.string().nullable().default(null),
  icon: z.string().nullable().default(null),
  /** The category option group offered for this category's products. */
  options_id: id.nullable().default(null),
  languages: translationsSchema.default({}),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * What a product, removable ingredient or option item carries of the EU's 14 allergens (issue 37,
 * docs/decisions/070): `{ "gluten": "contains", "milk": "traces" }`. A product's own are those of the
 * product without its removable ingredients; each ingredient and option item names its own.
 */
export const allergensSchema = z.partialRecord(z.enum(ALLERGENS), z.enum(ALLERGEN_LEVELS));

export const removableItemSchema = z.object({
  id,
  name: z.string().min(1),
  allergens: allergensSchema.optional(),
  languages: translationsSchema.default({}),
});

export const productSchema = z.object({
  id,
  categoryId: id,
  position: z.number().int().default(0),
  name: z.string().min(1),
  description: z.string().default(''),
  image: z.string().nullable().default(null),
  icon: z.string().nullable().default(null),
  price: cents.nullable(),
  price_menu: cents.nullable().default(null),
  view_on_delivery: z.boolean(),
  view_on_digital_menu: z.boolean(),
  removable_items: z.array(removableItemSchema).default([]),
  allergens: allergensSchema.optional(),
  languages: translationsSchema.default({}),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The longest name and description of an option group, option or option item, in every language
 * (issue 35): a line of the product dialog, the cart and the kitchen ticket, where a pasted paragraph
 * would push the prices out of sight. The back office's fields name these; an import is held to them too.
 */
export const OPTION_NAME_MAX_LENGTH = 100;
export const OPTION_DESCRIPTION_MAX_LENGTH = 300;
/** The longest operand: '+' adds, anything else ('-', 'meno') subtracts. */
export const OPTION_OPERAND_MAX_LENGTH = 10;

const optionName = z.string().min(1).max(OPTION_NAME_MAX_LENGTH);
const optionDescription = z.string().max(OPTION_DESCRIPTION_MAX_LENGTH).default('');
const optionTranslationsSchema = z
  .partialRecord(
    localeSchema,
    z.object({
      name: optionName.optional(),
      description: z.string().max(OPTION_DESCRIPTION_MAX_LENGTH).optional(),
    }),
  )
  .default({});

export const optionItemSchema = z.object({
  id,
  name: optionName,
  description: optionDescription,
  price: cents,
  /** '+' adds the price; anything else subtracts it (shown as '- '). */
  operand: z.string().min(1).max(OPTION_OPERAND_MAX_LENGTH).default('+'),
  allergens: allergensSchema.optional(),
  languages: optionTranslationsSchema,
});

export const optionSchema = z.object({
  id,
  name: optionName,
  description: optionDescription,
  multi_select: z.boolean(),
  min_select: z.number().int().min(0),
  max_select: z.number().int().min(0),
  excluded_products_id: z.array(id).default([]),
  items: z.array(optionItemSchema).min(1),
  /**
   * The item the dialog starts with chosen (issue 34): ticked in a checkbox group, picked in a radio
   * group, so a required group need not fail the first "Add". One of this option's items; null: none.
   */
  default_item_id: id.nullable().default(null),
  languages: optionTranslationsSchema,
});

export const categoryOptionGroupSchema = z.object({
  id,
  position: z.number().int().default(0),
  /** The owner's label of the group (chosen in a category's editor); customers see its options' names. */
  name: optionName,
  options: z.array(optionSchema),
});
export type CategoryOptionGroup = z.infer<typeof categoryOptionGroupSchema>;

export const couponSchema = z.object({
  id,
  code: z.string().min(4),
  description: z.string().default(''),
  value: z.number().int().min(0),
  value_mode: z.string().default('%'),
  free_shipping: z.boolean().default(false),
  min_order_amount: cents.default(0),
  validity_from: isoDate.nullable().default(null),
  validity_to: isoDate.nullable().default(null),
  validity_hour_from: hhmm.nullable().default(null),
  validity_hour_to: hhmm.nullable().default(null),
  validity_week_days: z.array(weekdaySchema).default([]),
  at_first_order: z.boolean().default(false),
  automatic_order_binding: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Shown in the home page's promotions. */
  public: z.boolean().default(true),
  /** How many orders may use the coupon in all; null means no limit (docs/decisions/007). */
  usage_limit: z.number().int().min(1).nullable().default(null),
  /** How many orders one customer (same e-mail or same phone) may use it in; null means no limit. */
  usage_limit_per_customer: z.number().int().min(1).nullable().default(null),
  languages: translationsSchema.default({}),
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * How the business hears of orders and sends SMS (docs/decisions/017):
 * where new-order e-mails go (until the order board exists, this is how the
 * restaurant learns of an order), and how many SMS it has bought. An import
 * sets the SMS credit only when the file gives it: the counter is taken down
 * as SMS are sent, and re-importing the menu must not refill it.
 */
export const messagingSchema = z.object({
  new_order_email: z.email().nullable().default(null),
  sms_credit: z.number().int().min(0).optional(),
});
export type Messaging = z.infer<typeof messagingSchema>;

export const businessFileSchema = z
  .object({
    $schema: z.string().optional(),
    /** Stable key of the business in a multi-business deployment. */
    business: z.object({ key: slug, name: z.string().min(1) }),
    configuration: configurationSchema,
    delivery_order: deliveryOrderSchema,
    anagraphic: anagraphicSchema,
    categories: z.array(categorySchema).min(1),
    products: z.array(productSchema),
    category_options: z.array(categoryOptionGroupSchema).default([]),
    coupons: z.array(couponSchema).default([]),
    messaging: messagingSchema.default({ new_order_email: null }),
    /** Client ids of the sign-in buttons (docs/decisions/024); the secrets are server configuration. */
    social_login: socialLoginSchema.default({ google_client_id: null, facebook_app_id: null }),
    /** The safety net's and board health's minutes (docs/decisions/046). */
    board: boardSafetySchema.default({
      alert_unaccepted_after_minutes: 5,
      reject_unaccepted_after_minutes: 15,
      pause_without_board_after_minutes: 3,
    }),
    /** The named tables, umbrellas and parking bays, each with its QR code (docs/decisions/068); none: free text. */
    places: businessPlacesSchema.default({}),
  })
  .superRefine((file, ctx) => {
    const categoryIds = new Set(file.categories.map((c) => c.id));
    const groupIds = new Set(file.category_options.map((g) => g.id));
    const productIds = new Set(file.products.map((p) => p.id));
    const paymentCodes = new Set(file.configuration.payment_methods.map((p) => p.code));
    unique(
      ctx,
      file.categories.map((c) => c.id),
      ['categories'],
      'id',
    );
    unique(
      ctx,
      file.categories.map((c) => c.slug),
      ['categories'],
      'slug',
    );
    unique(
      ctx,
      file.products.map((p) => p.id),
      ['products'],
      'id',
    );
    unique(
      ctx,
      file.coupons.map((c) => c.code.toUpperCase()),
      ['coupons'],
      'code',
    );
    unique(
      ctx,
      file.coupons.map((c) => c.id),
      ['coupons'],
      'id',
    );
    file.categories.forEach((c, i) => {
      if (c.options_id !== null && !groupIds.has(c.options_id))
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i, 'options_id'],
          message: `unknown category option group ${c.options_id}`,
        });
    });
    file.products.forEach((p, i) => {
      if (!categoryIds.has(p.categoryId))
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'categoryId'],
          message: `unknown category ${p.categoryId}`,
        });
    });
    file.category_options.forEach((g, gi) =>
      g.options.forEach((o, oi) => {
        const at = ['category_options', gi, 'options', oi];
        if (o.max_select > 0 && o.min_select > o.max_select)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'min_select'],
            message: 'min_select is above max_select',
          });
        // A limit past the items could never be met (a minimum) or never be reached (a maximum).
        if (o.min_select > o.items.length)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'min_select'],
            message: `min_select ${o.min_select} is above the number of items (${o.items.length})`,
          });
        if (o.max_select > o.items.length)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'max_select'],
            message: `max_select ${o.max_select} is above the number of items (${o.items.length})`,
          });
        if (o.default_item_id !== null && !o.items.some((item) => item.id === o.default_item_id))
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'default_item_id'],
            message: `default item ${o.default_item_id} is not an item of this option`,
          });
        o.excluded_products_id.forEach((pid, k) => {
          if (!productIds.has(pid))
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'excluded_products_id', k],
              message: `unknown product ${pid}`,
            });
        });
      }),
    );
    file.configuration.delivery_method.forEach((m, mi) =>
      m.paymentTypes.forEach((t, ti) => {
        if (!paymentCodes.has(t.code))
          ctx.addIssue({
            code: 'custom',
            path: ['configuration', 'delivery_method', mi, 'paymentTypes', ti, 'code'],
            message: `unknown payment method ${t.code}`,
          });
      }),
    );
    file.configuration.payment_methods.forEach((p, i) => {
      // An online method without a gateway could take no payment; a gateway on an offline one would suggest it does.
      if (p.online && p.gateway === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['configuration', 'payment_methods', i, 'gateway'],
          message: `online payment method ${p.code} needs a gateway (${PAYMENT_GATEWAYS.join(', ')})`,
        });
      if (!p.online && p.gateway !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['configuration', 'payment_methods', i, 'gateway'],
          message: `payment method ${p.code} is not online: it takes no gateway`,
        });
    });
    for (const issue of closureIssues(file.delivery_order.closures))
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_order', 'closures', ...issue.path],
        message: issue.message,
      });
    for (const issue of placesIssues(file.places))
      ctx.addIssue({ code: 'custom', path: ['places', ...issue.path], message: issue.message });
    if (file.configuration.languages.filter((l) => l.default).length > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['configuration', 'languages'],
        message: 'only one language can be the default',
      });
  });
export type BusinessFile = z.infer<typeof businessFileSchema>;
export type BusinessFileInput = z.input<typeof businessFileSchema>;

function unique(
  ctx: z.RefinementCtx,
  values: readonly (string | number)[],
  path: (string | number)[],
  field: string,
) {
  const seen = new Set<string | number>();
  values.forEach((v, i) => {
    if (seen.has(v))
      ctx.addIssue({ code: 'custom', path: [...path, i, field], message: `duplicate ${field} ${v}` });
    seen.add(v);
  });
}
