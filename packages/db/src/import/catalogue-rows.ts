import {
  LOCALES,
  WEEKDAYS,
  type Allergens,
  deliveryZonePolygon,
  type BusinessFile,
  type Locale,
  type Timetable,
} from '@ordina/contracts';
import { normalizeCouponCode } from '../coupon-code.ts';
import type { Flag, NewRow, TimetableKind, TranslatedEntity } from '../tables.ts';

/**
 * The catalogue tables a business file fills, parents before children: the
 * importer inserts in this order and deletes in the reverse one.
 */
export const CATALOGUE_TABLES = [
  'business_configurations',
  'business_params',
  'business_languages',
  'anagraphics',
  'timetables',
  'business_closures',
  'delivery_zone_points',
  'delivery_zone_rules',
  'payment_methods',
  'delivery_methods',
  'delivery_method_payment_types',
  'category_option_groups',
  'categories',
  'products',
  'removable_items',
  'product_removable_items',
  'category_options',
  'category_option_items',
  'option_excluded_products',
  'translations',
  'coupons',
] as const;

export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];
/** Every row a business file becomes, by table. */
export type CatalogueRows = { [T in CatalogueTable]: NewRow<T>[] };

type Translations = Partial<Record<Locale, { name?: string | undefined; description?: string | undefined }>>;

/** 0/1 for a boolean: the stored form of every flag. */
export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

/** The stored form of a catalogue row's allergens (migration 0029): null when it carries none. */
export function allergensJson(allergens: Allergens | undefined): string | null {
  return allergens === undefined || Object.keys(allergens).length === 0 ? null : JSON.stringify(allergens);
}

/**
 * Turns a validated business file into table rows for one business. File ids
 * are kept as the rows' ids (primary keys are (business_id, id)), so importing
 * the same file twice yields the same rows.
 */
export function catalogueRows(file: BusinessFile, businessId: number): CatalogueRows {
  const c = file.configuration;
  const d = file.delivery_order;
  const a = file.anagraphic;
  const translations: NewRow<'translations'>[] = [];
  const translate = (entity_type: TranslatedEntity, entity_id: number, languages: Translations) => {
    for (const locale of LOCALES) {
      const text = languages[locale];
      if (text === undefined) continue;
      translations.push({
        business_id: businessId,
        entity_type,
        entity_id,
        locale,
        name: text.name ?? null,
        description: text.description ?? null,
      });
    }
  };

  const timetables: NewRow<'timetables'>[] = [];
  const addTimetable = (kind: TimetableKind, timetable: Timetable) => {
    for (const weekday of WEEKDAYS) {
      timetable[weekday].forEach((interval, position) =>
        timetables.push({
          business_id: businessId,
          kind,
          weekday,
          position,
          from_time: interval.from,
          to_time: interval.to,
        }),
      );
    }
  };
  addTimetable('order_accept', d.orderAcceptTimetables);
  addTimetable('public_open', d.publicOpenTimetables);
  addTimetable('delivery', d.deliveryTimetables);

  const removableItems = new Map<number, NewRow<'removable_items'>>();
  const productRemovableItems: NewRow<'product_removable_items'>[] = [];
  for (const product of file.products) {
    translate('product', product.id, product.languages);
    product.removable_items.forEach((item, position) => {
      productRemovableItems.push({
        business_id: businessId,
        product_id: product.id,
        removable_item_id: item.id,
        position,
      });
      if (removableItems.has(item.id)) return;
      removableItems.set(item.id, {
        business_id: businessId,
        id: item.id,
        name: item.name,
        allergens_json: allergensJson(item.allergens),
      });
      translate('removable_item', item.id, item.languages);
    });
  }
  for (const category of file.categories) translate('category', category.id, category.languages);

  const options: NewRow<'category_options'>[] = [];
  const optionItems: NewRow<'category_option_items'>[] = [];
  const excluded: NewRow<'option_excluded_products'>[] = [];
  for (const group of file.category_options) {
    group.options.forEach((option, position) => {
      options.push({
        business_id: businessId,
        id: option.id,
        group_id: group.id,
        position,
        name: option.name,
        description: option.description,
        multi_select: toFlag(option.multi_select),
        min_select: option.min_select,
        max_select: option.max_select,
        default_item_id: option.default_item_id,
      });
      translate('option', option.id, option.languages);
      option.excluded_products_id.forEach((productId, index) =>
        excluded.push({
          business_id: businessId,
          option_id: option.id,
          product_id: productId,
          position: index,
        }),
      );
      option.items.forEach((item, itemPosition) => {
        optionItems.push({
          business_id: businessId,
          id: item.id,
          option_id: option.id,
          position: itemPosition,
          name: item.name,
          description: item.description,
          price: item.price,
          operand: item.operand,
          allergens_json: allergensJson(item.allergens),
        });
        translate('option_item', item.id, item.languages);
      });
    });
  }
  for (const coupon of file.coupons) translate('coupon', coupon.id, coupon.languages);

  return {
    business_configurations: [
      {
        business_id: businessId,
        logo: c.logo,
        color_primary: c.colors.primary,
        color_secondary: c.colors.secondary,
        color_navbar_background: c.colors.navbar_background,
        color_navbar_text: c.colors.navbar_text,
        color_coupon: c.colors.coupon,
        color_button: c.colors.button_color,
        color_button_text: c.colors.button_text,
        has_sms_to_spend: toFlag(c.has_sms_to_spend),
        image_box_list: toFlag(c.image_format.box_list),
        image_box_product_list: toFlag(c.image_format.box_product_list),
        route_privacy_policy: c.routes.privacy_policy,
        route_oauth_google: c.routes.oauth_google,
        route_oauth_facebook: c.routes.oauth_facebook,
        customer_auth_type: c.customer_auth_type,
        menu_delivery_mode: c.menu_delivery_mode,
        link_menu_delivery: c.link_menu_delivery,
        order_verify_data: c.order_verify_data,
        time_zone: c.time_zone,
        notice_json: JSON.stringify(c.notice),
        food_intolerance_text_json: JSON.stringify(c.food_intolerance_text),
        removable_items_title_json: JSON.stringify(c.removable_items_title),
        delivery_delay_notice_json: JSON.stringify(c.delivery_delay_notice),
        tips_json: c.tips === undefined ? null : JSON.stringify(c.tips),
        show_allergens: toFlag(c.show_allergens === true),
        web_push: toFlag(c.web_push),
        delivery_price: d.deliveryPrice,
        delivery_threshold_free: d.deliveryThresholdFree,
        delivery_min_order: d.deliveryMinOrder,
        delivery_price_per_product: d.deliveryPricePerProduct,
        delivery_slot_minutes: d.deliverySlotMinutes,
        delivery_slot_max_orders: d.deliverySlotMaxOrders,
        delivery_slot_max_items: d.deliverySlotMaxItems,
      },
    ],
    business_params: c.params.map((p, position) => ({
      business_id: businessId,
      param_name: p.param_name,
      value: p.value,
      position,
    })),
    business_languages: c.languages.map((l, position) => ({
      business_id: businessId,
      locale: l.locale,
      is_default: toFlag(l.default),
      position,
    })),
    anagraphics: [
      {
        business_id: businessId,
        anagraphic_id: a.id,
        id_attivita: a.idAttivita,
        name: a.name,
        address: a.address,
        zip_code: a.zipCode,
        city: a.city,
        province: a.province,
        phone: a.phone,
        mobile_phone: a.mobilePhone,
        website: a.website,
        facebook: a.facebook,
        instagram: a.instagram,
        whatsapp: a.whatsapp,
        google_map_url: a.googleMapUrl,
        latitude: a.latitude,
        longitude: a.longitude,
        logo: a.logo,
        email: a.email,
      },
    ],
    timetables,
    business_closures: d.closures.map((closure, position) => ({
      business_id: businessId,
      position,
      from_date: closure.from,
      to_date: closure.to ?? closure.from,
      is_closed: toFlag(closure.closed),
      intervals_json: JSON.stringify(closure.intervals),
      note_json: JSON.stringify(closure.note),
    })),
    delivery_zone_points: d.deliveryZones.flatMap((zone, zone_index) =>
      deliveryZonePolygon(zone).map((point, point_index) => ({
        business_id: businessId,
        zone_index,
        point_index,
        lat: point.lat,
        lng: point.lng,
      })),
    ),
    delivery_zone_rules: d.deliveryZones.flatMap((zone, zone_index) =>
      Array.isArray(zone)
        ? []
        : [
            {
              business_id: businessId,
              zone_index,
              name: zone.name,
              delivery_price: zone.deliveryPrice ?? null,
              delivery_price_per_product: zone.deliveryPricePerProduct ?? null,
              delivery_threshold_free: zone.deliveryThresholdFree ?? null,
              delivery_min_order: zone.deliveryMinOrder ?? null,
            },
          ],
    ),
    payment_methods: c.payment_methods.map((p, position) => ({
      business_id: businessId,
      code: p.code,
      position,
      name: p.name,
      label: p.label,
      description: p.description,
      is_online: toFlag(p.online),
      gateway: p.gateway ?? null,
      languages_json: JSON.stringify(p.languages),
    })),
    delivery_methods: c.delivery_method.map((m, position) => ({
      business_id: businessId,
      code: m.code,
      position,
      name: m.name,
    })),
    delivery_method_payment_types: c.delivery_method.flatMap((m) =>
      m.paymentTypes.map((t, position) => ({
        business_id: businessId,
        delivery_method_code: m.code,
        payment_method_code: t.code,
        position,
      })),
    ),
    category_option_groups: file.category_options.map((g) => ({
      business_id: businessId,
      id: g.id,
      position: g.position,
      name: g.name,
    })),
    categories: file.categories.map((cat) => ({
      business_id: businessId,
      id: cat.id,
      slug: cat.slug,
      position: cat.position,
      name: cat.name,
      description: cat.description,
      image: cat.image,
      icon: cat.icon,
      options_group_id: cat.options_id,
    })),
    products: file.products.map((p) => ({
      business_id: businessId,
      id: p.id,
      category_id: p.categoryId,
      position: p.position,
      name: p.name,
      description: p.description,
      image: p.image,
      icon: p.icon,
      price: p.price,
      price_menu: p.price_menu,
      view_on_delivery: toFlag(p.view_on_delivery),
      view_on_digital_menu: toFlag(p.view_on_digital_menu),
      allergens_json: allergensJson(p.allergens),
    })),
    removable_items: [...removableItems.values()],
    product_removable_items: productRemovableItems,
    category_options: options,
    category_option_items: optionItems,
    option_excluded_products: excluded,
    translations,
    coupons: file.coupons.map((coupon, position) => ({
      business_id: businessId,
      id: coupon.id,
      position,
      code: coupon.code,
      code_normalized: normalizeCouponCode(coupon.code),
      description: coupon.description,
      value: coupon.value,
      value_mode: coupon.value_mode,
      free_shipping: toFlag(coupon.free_shipping),
      min_order_amount: coupon.min_order_amount,
      validity_from: coupon.validity_from,
      validity_to: coupon.validity_to,
      validity_hour_from: coupon.validity_hour_from,
      validity_hour_to: coupon.validity_hour_to,
      validity_week_days: coupon.validity_week_days.join(','),
      at_first_order: toFlag(coupon.at_first_order),
      automatic_order_binding: toFlag(coupon.automatic_order_binding === 1),
      is_public: toFlag(coupon.public),
      usage_limit: coupon.usage_limit,
      usage_limit_per_customer: coupon.usage_limit_per_customer,
    })),
  };
}
