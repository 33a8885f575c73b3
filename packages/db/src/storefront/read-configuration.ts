import {
  WEEKDAYS,
  closureSchema,
  localizedTextSchema,
  paymentMethodSchema,
  tipsSchema,
  type Anagraphic,
  type Configuration,
  type DeliveryOrder,
  type LatLng,
  type Locale,
  type Timetable,
} from '@ordina/contracts';
import type { Kysely } from 'kysely';
import type { Database, Row, TimetableKind } from '../tables.ts';

/** The configuration, delivery settings, languages and anagraphic of one business. */
export interface BusinessSettings {
  configuration: Configuration;
  deliveryOrder: DeliveryOrder;
  /** Configured locales, the default first. */
  locales: Locale[];
  anagraphic: Anagraphic;
}

/** Reads a business's settings (a fixed number of queries); undefined when it has never been imported. */
export async function readBusinessSettings(
  db: Kysely<Database>,
  businessId: number,
): Promise<BusinessSettings | undefined> {
  const config = await db
    .selectFrom('business_configurations')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  const anagraphic = await db
    .selectFrom('anagraphics')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (config === undefined || anagraphic === undefined) return undefined;
  const params = await db
    .selectFrom('business_params')
    .select(['param_name', 'value'])
    .where('business_id', '=', businessId)
    .orderBy('position')
    .execute();
  const languages = await db
    .selectFrom('business_languages')
    .select(['locale', 'is_default'])
    .where('business_id', '=', businessId)
    .orderBy('position')
    .execute();
  const payments = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('position')
    .execute();
  const deliveries = await db
    .selectFrom('delivery_methods')
    .select(['code', 'name'])
    .where('business_id', '=', businessId)
    .orderBy('position')
    .execute();
  const paymentTypes = await db
    .selectFrom('delivery_method_payment_types')
    .select(['delivery_method_code', 'payment_method_code'])
    .where('business_id', '=', businessId)
    .orderBy('delivery_method_code')
    .orderBy('position')
    .execute();
  const timetables = await db
    .selectFrom('timetables')
    .select(['kind', 'weekday', 'from_time', 'to_time'])
    .where('business_id', '=', businessId)
    .orderBy('kind')
    .orderBy('weekday')
    .orderBy('position')
    .execute();
  const closures = await db
    .selectFrom('business_closures')
    .select(['from_date', 'to_date', 'is_closed', 'intervals_json', 'note_json'])
    .where('business_id', '=', businessId)
    .orderBy('position')
    .execute();
  // A zone's own rules (migration 0030) come with its points, on every point of the zone.
  const zonePoints = await db
    .selectFrom('delivery_zone_points as p')
    .leftJoin('delivery_zone_rules as r', (join) =>
      join.onRef('r.business_id', '=', 'p.business_id').onRef('r.zone_index', '=', 'p.zone_index'),
    )
    .select([
      'p.zone_index',
      'p.lat',
      'p.lng',
      'r.name',
      'r.delivery_price',
      'r.delivery_price_per_product',
      'r.delivery_threshold_free',
      'r.delivery_min_order',
    ])
    .where('p.business_id', '=', businessId)
    .orderBy('p.zone_index')
    .orderBy('p.point_index')
    .execute();

  const configuration: Configuration = {
    languages: languages.map((l) => ({ locale: l.locale, default: l.is_default === 1 })),
    colors: {
      primary: config.color_primary,
      secondary: config.color_secondary,
      navbar_background: config.color_navbar_background,
      navbar_text: config.color_navbar_text,
      coupon: config.color_coupon,
      button_color: config.color_button,
      button_text: config.color_button_text,
    },
    logo: config.logo,
    params: params.map((p) => ({ param_name: p.param_name, value: p.value })),
    payment_methods: payments.map((p) => ({
      code: p.code,
      name: p.name,
      label: p.label,
      description: p.description,
      online: p.is_online === 1,
      languages: paymentMethodSchema.shape.languages.parse(JSON.parse(p.languages_json)),
    })),
    delivery_method: deliveries.map((m) => ({
      code: m.code,
      name: m.name,
      paymentTypes: paymentTypes
        .filter((t) => t.delivery_method_code === m.code)
        .map((t) => ({ code: t.payment_method_code })),
    })),
    has_sms_to_spend: config.has_sms_to_spend === 1,
    image_format: {
      box_list: config.image_box_list === 1,
      box_product_list: config.image_box_product_list === 1,
    },
    routes: {
      privacy_policy: config.route_privacy_policy,
      oauth_google: config.route_oauth_google,
      oauth_facebook: config.route_oauth_facebook,
    },
    customer_auth_type: config.customer_auth_type,
    menu_delivery_mode: config.menu_delivery_mode,
    link_menu_delivery: config.link_menu_delivery,
    order_verify_data: config.order_verify_data,
    time_zone: config.time_zone,
    notice: localizedTextSchema.parse(JSON.parse(config.notice_json)),
    food_intolerance_text: localizedTextSchema.parse(JSON.parse(config.food_intolerance_text_json)),
    removable_items_title: localizedTextSchema.parse(JSON.parse(config.removable_items_title_json)),
    delivery_delay_notice: localizedTextSchema.parse(JSON.parse(config.delivery_delay_notice_json)),
    // Absent, not undefined, for a business that never set tips: the document reads back as imported.
    ...(config.tips_json === null ? {} : { tips: tipsSchema.parse(JSON.parse(config.tips_json)) }),
    // Absent for a business that never switched them on (opt-in): the document reads back as imported.
    ...(config.show_allergens === 1 ? { show_allergens: true } : {}),
    web_push: config.web_push === 1,
  };

  const rings: LatLng[][] = [];
  for (const point of zonePoints) (rings[point.zone_index] ??= []).push({ lat: point.lat, lng: point.lng });
  // A zone with a rules row reads back as the object the file wrote, its absent figures left out.
  const zones: DeliveryOrder['deliveryZones'] = rings.map((polygon, index) => {
    const rules = zonePoints.find((row) => row.zone_index === index);
    if (rules?.name == null) return polygon;
    return {
      name: rules.name,
      polygon,
      ...(rules.delivery_price === null ? {} : { deliveryPrice: rules.delivery_price }),
      ...(rules.delivery_price_per_product === null
        ? {}
        : { deliveryPricePerProduct: rules.delivery_price_per_product }),
      ...(rules.delivery_threshold_free === null
        ? {}
        : { deliveryThresholdFree: rules.delivery_threshold_free }),
      ...(rules.delivery_min_order === null ? {} : { deliveryMinOrder: rules.delivery_min_order }),
    };
  });

  const deliveryOrder: DeliveryOrder = {
    orderAcceptTimetables: timetableOf(timetables, 'order_accept'),
    publicOpenTimetables: timetableOf(timetables, 'public_open'),
    deliveryTimetables: timetableOf(timetables, 'delivery'),
    deliveryPrice: config.delivery_price,
    deliveryThresholdFree: config.delivery_threshold_free,
    deliveryMinOrder: config.delivery_min_order,
    deliveryPricePerProduct: config.delivery_price_per_product,
    deliveryZones: zones,
    deliverySlotMinutes: config.delivery_slot_minutes,
    deliverySlotMaxOrders: config.delivery_slot_max_orders,
    deliverySlotMaxItems: config.delivery_slot_max_items,
    // A single day is stored with to_date = from_date and read back without `to`, as the file wrote it.
    closures: closures.map((row) =>
      closureSchema.parse({
        from: row.from_date,
        ...(row.to_date === row.from_date ? {} : { to: row.to_date }),
        closed: row.is_closed === 1,
        intervals: JSON.parse(row.intervals_json) as unknown,
        note: JSON.parse(row.note_json) as unknown,
      }),
    ),
  };

  return {
    configuration,
    deliveryOrder,
    locales: localesDefaultFirst(configuration.languages),
    anagraphic: anagraphicFromRow(anagraphic),
  };
}

/** Configured locales in file order, with the default one (if any is flagged) moved first. */
export function localesDefaultFirst(languages: Configuration['languages']): Locale[] {
  const defaults = languages.filter((l) => l.default).map((l) => l.locale);
  return [...defaults, ...languages.filter((l) => !l.default).map((l) => l.locale)];
}

function timetableOf(
  rows: readonly Pick<Row<'timetables'>, 'kind' | 'weekday' | 'from_time' | 'to_time'>[],
  kind: TimetableKind,
): Timetable {
  const timetable = Object.fromEntries(
    WEEKDAYS.map((day) => [day, [] as Timetable[typeof day]]),
  ) as Timetable;
  for (const row of rows)
    if (row.kind === kind) timetable[row.weekday].push({ from: row.from_time, to: row.to_time });
  return timetable;
}

function anagraphicFromRow(row: Row<'anagraphics'>): Anagraphic {
  return {
    id: row.anagraphic_id,
    idAttivita: row.id_attivita,
    name: row.name,
    address: row.address,
    zipCode: row.zip_code,
    city: row.city,
    province: row.province,
    phone: row.phone,
    mobilePhone: row.mobile_phone,
    website: row.website,
    facebook: row.facebook,
    instagram: row.instagram,
    whatsapp: row.whatsapp,
    googleMapUrl: row.google_map_url,
    latitude: row.latitude,
    longitude: row.longitude,
    logo: row.logo,
    email: row.email,
  };
}
