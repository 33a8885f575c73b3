import type {
  BusinessVersionOrigin,
  DeliveryMethodCode,
  Locale,
  OrderEndReason,
  OrderEventKind,
  OrderStatusCode,
  PaymentGateway,
  Weekday,
} from '@ordina/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * Row types of every table, exactly as the migrations create them. Flags are
 * 0/1 integers, money is integer cents, timestamps are ISO-8601 UTC text, dates
 * `YYYY-MM-DD`, times `HH:mm`. `Generated` marks columns the database fills.
 */

export type Flag = 0 | 1;
/** A timestamp the database fills on insert (ISO-8601 UTC text). */
type CreatedAt = Generated<string>;
/** An auto-increment id: chosen by the database, never updated. */
type AutoId = ColumnType<number, never, never>;

export interface BusinessesTable {
  id: AutoId;
  key: string;
  name: string;
  /** SMS the business may still send (migration 0009); taken one by one as SMS are queued. */
  sms_credit: Generated<number>;
  /** Where new-order e-mails go (business file `messaging.new_order_email`); null: none. */
  new_order_email: string | null;
  /** The business file's `social_login.google_client_id` (migration 0011); null: no Google sign-in. */
  oauth_google_client_id: string | null;
  /** The business file's `social_login.facebook_app_id` (migration 0011); null: no Facebook sign-in. */
  oauth_facebook_app_id: string | null;
  /** The business file's `board` minutes (migration 0019, docs/decisions/046): alert, auto-reject, pause without a board. */
  board_alert_after_minutes: Generated<number>;
  board_reject_after_minutes: Generated<number>;
  board_absent_pause_minutes: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BusinessConfigurationsTable {
  business_id: number;
  logo: string;
  color_primary: string;
  color_secondary: string;
  color_navbar_background: string;
  color_navbar_text: string;
  color_coupon: string;
  color_button: string;
  color_button_text: string;
  has_sms_to_spend: Flag;
  image_box_list: Flag;
  image_box_product_list: Flag;
  route_privacy_policy: string;
  route_oauth_google: string;
  route_oauth_facebook: string;
  customer_auth_type: 'solo_guest' | 'guest_or_login' | 'solo_login';
  menu_delivery_mode: 'solo_delivery' | 'solo_menu' | 'delivery_and_menu';
  link_menu_delivery: '0' | '1';
  order_verify_data: 'no' | 'email' | 'email_sms';
  time_zone: string;
  notice_json: string;
  food_intolerance_text_json: string;
  removable_items_title_json: string;
  /** The checkout's delivery-delay notice per language (migration 0014). */
  delivery_delay_notice_json: Generated<string>;
  /** The business file's `configuration.tips` as JSON (migration 0027); null: no tips. */
  tips_json: Generated<string | null>;
  /** The business file's `configuration.show_allergens` (migration 0029). */
  show_allergens: Generated<Flag>;
  /** The business file's `configuration.web_push` (migration 0030): 1 sends status notifications. */
  web_push: Generated<Flag>;
  delivery_price: number;
  delivery_threshold_free: number;
  delivery_min_order: number;
  delivery_price_per_product: number;
  delivery_slot_minutes: number;
  delivery_slot_max_orders: number;
  /** Kitchen load (migration 0008): when set, slots count items, not orders. */
  delivery_slot_max_items: number | null;
}

export interface BusinessParamsTable {
  business_id: number;
  param_name: string;
  value: string;
  position: number;
}

export interface BusinessLanguagesTable {
  business_id: number;
  locale: Locale;
  is_default: Flag;
  position: number;
}

export interface AnagraphicsTable {
  business_id: number;
  /** `anagraphic.id` of the business file. */
  anagraphic_id: number;
  id_attivita: number;
  name: string;
  address: string;
  zip_code: string;
  city: string;
  province: string;
  phone: string;
  mobile_phone: string;
  website: string;
  facebook: string;
  instagram: string;
  whatsapp: string;
  google_map_url: string;
  latitude: number | null;
  longitude: number | null;
  logo: string;
  email: string;
}

export type TimetableKind = 'order_accept' | 'public_open' | 'delivery';

export interface TimetablesTable {
  business_id: number;
  kind: TimetableKind;
  weekday: Weekday;
  position: number;
  from_time: string;
  to_time: string;
}

/** A closure or special day by date (migration 0024, docs/decisions/053). */
export interface BusinessClosuresTable {
  business_id: number;
  position: number;
  /** `YYYY-MM-DD` on the business clock. */
  from_date: string;
  /** `YYYY-MM-DD`, inclusive; equal to from_date for one day. */
  to_date: string;
  is_closed: Flag;
  /** The special day's intervals, `[{from, to}]`; `[]` when closed. */
  intervals_json: string;
  /** The note per language. */
  note_json: string;
}

export interface DeliveryZonePointsTable {
  business_id: number;
  zone_index: number;
  point_index: number;
  lat: number;
  lng: number;
}

/** A zone's own figures (migration 0030), by the zone's index; null: the business's own figure. */
export interface DeliveryZoneRulesTable {
  business_id: number;
  zone_index: number;
  name: string;
  delivery_price: number | null;
  delivery_price_per_product: number | null;
  delivery_threshold_free: number | null;
  delivery_min_order: number | null;
}

export interface PaymentMethodsTable {
  business_id: number;
  code: string;
  position: number;
  name: string;
  label: string;
  description: string;
  is_online: Flag;
  /** The gateway of an online method (migration 0010); null for offline ones. */
  gateway: PaymentGateway | null;
  languages_json: string;
}

export interface DeliveryMethodsTable {
  business_id: number;
  code: DeliveryMethodCode;
  position: number;
  name: string;
}

export interface DeliveryMethodPaymentTypesTable {
  business_id: number;
  delivery_method_code: DeliveryMethodCode;
  payment_method_code: string;
  position: number;
}

export interface CategoryOptionGroupsTable {
  business_id: number;
  id: number;
  position: number;
  name: string;
}

export interface CategoriesTable {
  business_id: number;
  id: number;
  slug: string;
  position: number;
  name: string;
  description: string;
  image: string | null;
  icon: string | null;
  options_group_id: number | null;
}

export interface ProductsTable {
  business_id: number;
  id: number;
  category_id: number;
  position: number;
  name: string;
  description: string;
  image: string | null;
  icon: string | null;
  price: number | null;
  price_menu: number | null;
  view_on_delivery: Flag;
  view_on_digital_menu: Flag;
  /** The business file's `allergens` as JSON (migration 0029); null: none said. */
  allergens_json: Generated<string | null>;
}

export interface RemovableItemsTable {
  business_id: number;
  id: number;
  name: string;
  /** The business file's `allergens` as JSON (migration 0029); null: none said. */
  allergens_json: Generated<string | null>;
}

export interface ProductRemovableItemsTable {
  business_id: number;
  product_id: number;
  removable_item_id: number;
  position: number;
}

export interface CategoryOptionsTable {
  business_id: number;
  id: number;
  group_id: number;
  position: number;
  name: string;
  description: string;
  multi_select: Flag;
  min_select: number;
  max_select: number;
  /** The item the dialog starts with chosen (migration 0021); null: none. */
  default_item_id: number | null;
}

export interface CategoryOptionItemsTable {
  business_id: number;
  id: number;
  option_id: number;
  position: number;
  name: string;
  description: string;
  price: number;
  operand: string;
  /** The business file's `allergens` as JSON (migration 0029); null: none said. */
  allergens_json: Generated<string | null>;
}

export interface OptionExcludedProductsTable {
  business_id: number;
  option_id: number;
  product_id: number;
  position: number;
}

export type TranslatedEntity =
  'category' | 'product' | 'removable_item' | 'option' | 'option_item' | 'coupon';

export interface TranslationsTable {
  business_id: number;
  entity_type: TranslatedEntity;
  entity_id: number;
  locale: Locale;
  name: string | null;
  description: string | null;
}

export interface CouponsTable {
  business_id: number;
  id: number;
  position: number;
  code: string;
  code_normalized: string;
  description: string;
  value: number;
  value_mode: string;
  free_shipping: Flag;
  min_order_amount: number;
  validity_from: string | null;
  validity_to: string | null;
  validity_hour_from: string | null;
  validity_hour_to: string | null;
  validity_week_days: string;
  at_first_order: Flag;
  automatic_order_binding: Flag;
  is_public: Flag;
  /** Orders that may use the coupon in all / per customer (migration 0008); null means no limit. */
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
}

export interface UsersTable {
  id: AutoId;
  business_id: number;
  /** Null only on a deleted (anonymised) account (CHECK users_email_unless_deleted); a new account always has one. */
  email: ColumnType<string | null, string, string | null>;
  password_hash: string | null;
  name: string;
  lastname: string;
  phone: Generated<string>;
  privacy_policy_accepted: Generated<Flag>;
  privacy_policy_accepted_at: string | null;
  newsletter: Generated<Flag>;
  has_ordered: Generated<Flag>;
  email_verified_at: string | null;
  google_subject: string | null;
  facebook_subject: string | null;
  deleted_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A one-time code a provider's return lands on the page with, traded once for a session (migration 0011). */
export interface SocialSignInCodesTable {
  business_id: number;
  /** SHA-256 of the code (hex): the code itself is never stored. */
  code_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  business_id: number;
  user_id: number;
  created_at: CreatedAt;
  expires_at: string;
  revoked_at: string | null;
}

export interface SavedAddressesTable {
  id: AutoId;
  business_id: number;
  user_id: number;
  address: string;
  street_number: string;
  zipcode: Generated<string>;
  city: string;
  country: Generated<string>;
  floor: Generated<string>;
  intercom_name: Generated<string>;
  lat: number;
  lng: number;
  google_place_id: string | null;
  is_default: Generated<Flag>;
  created_at: CreatedAt;
}

/** The status codes of the API's contracts. */
export type { OrderStatusCode };

/**
 * What orders.status_code stores: the API's codes plus two internal ones
 * (migration 0008, docs/decisions/007) that no customer or board API answers:
 * `unverified` (waiting for the guest's e-mail/SMS code) and `expired` (the
 * code ran out).
 */
export type StoredOrderStatus = OrderStatusCode | 'unverified' | 'expired';

export interface OrdersTable {
  id: AutoId;
  business_id: number;
  code: string;
  hash: string;
  status_code: StoredOrderStatus;
  user_id: number | null;
  customer_name: string;
  customer_lastname: string;
  customer_email: string;
  customer_phone: string;
  /** The phone in E.164, as first-order and per-customer coupon rules match it (null on orders before migration 0008). */
  customer_phone_e164: string | null;
  customer_note: Generated<string>;
  delivery_method_code: DeliveryMethodCode;
  delivery_local_place: string | null;
  delivery_address: string | null;
  delivery_street_number: string | null;
  delivery_zip_code: string | null;
  delivery_city: string | null;
  delivery_country: string | null;
  delivery_floor: string | null;
  delivery_intercom_name: string | null;
  delivery_lat: number | null;
  delivery_lng: number | null;
  delivery_place_id: string | null;
  delivery_note: Generated<string>;
  delivery_date: string;
  delivery_time: string;
  payment_method_code: string;
  amount: number;
  amount_delivery: number;
  amount_discount: number;
  amount_manual_discount: Generated<number>;
  manual_discount: Generated<number>;
  manual_discount_mode: string | null;
  /** The tip in cents (migration 0027), part of amount_final. */
  amount_tip: Generated<number>;
  amount_final: number;
  coupon_id: number | null;
  coupon_code: string | null;
  coupon_discount_mode: string | null;
  coupon_discount_value: number | null;
  coupon_free_shipping: Generated<Flag>;
  locale: Locale;
  verify_method: 'verify_with_email' | 'verify_with_sms' | null;
  verified_at: string | null;
  newsletter_subscription: Generated<Flag>;
  privacy_policy_accepted: Generated<Flag>;
  /** What the order holds in its delivery slot (1, or its items); 0 once given back. */
  delivery_slot_units: Generated<number>;
  /** Why the order was cancelled, when customers are told (migration 0013); null otherwise. */
  cancel_reason: OrderCancelReason | null;
  /** What the order holds in its slot as a pending order; 0 once verified, paid or given back (migration 0015). */
  delivery_slot_pending_units: Generated<number>;
  /** The ready time the business promised (accept, then delays); null until accepted (migration 0017). */
  promised_at: string | null;
  accepted_at: string | null;
  ready_at: string | null;
  /** Delivered or collected. */
  delivered_at: string | null;
  /** Rejected, auto-rejected or cancelled by the business (not the unpaid-order sweep). */
  ended_at: string | null;
  /** The note of an 'other' reject ('' otherwise). */
  end_note: Generated<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/**
 * 'payment_expired': the sweep cancelled it, its time to pay ran out (docs/decisions/018); a
 * reject's reason, 'auto_rejected' (the safety net) or 'canceled' (the business cancelled an
 * accepted order) since migration 0017 (docs/decisions/044).
 */
export type OrderCancelReason = OrderEndReason;

export interface OrderLinesTable {
  id: AutoId;
  business_id: number;
  order_id: number;
  position: number;
  product_id: number;
  /** The business's language, as at order time (docs/decisions/041). */
  name: string;
  /** The order's language (`orders.locale`); null on orders before migration 0014. */
  name_in_order_locale: string | null;
  category_name: string;
  category_name_in_order_locale: string | null;
  qty: number;
  unit_price: number;
  unit_variations_price: number;
  final_price: number;
  /** What the placed line contained, as JSON (migration 0029); null: none, or placed before. */
  allergens_json: Generated<string | null>;
}

export interface OrderLineOptionsTable {
  id: AutoId;
  business_id: number;
  order_line_id: number;
  position: number;
  option_id: number;
  option_name: string;
  option_name_in_order_locale: string | null;
  item_id: number;
  item_name: string;
  item_name_in_order_locale: string | null;
  price: number;
  operand: string;
}

export interface OrderLineRemovedItemsTable {
  id: AutoId;
  business_id: number;
  order_line_id: number;
  position: number;
  removable_item_id: number;
  name: string;
  name_in_order_locale: string | null;
}

export interface DeliverySlotsTable {
  business_id: number;
  date: string;
  time: string;
  accepted: Generated<number>;
  max: number;
  /** The units of `accepted` held by pending (unverified, unpaid) orders (migration 0015). */
  pending: Generated<number>;
}

export interface VerificationCodesTable {
  id: AutoId;
  business_id: number;
  purpose: 'order' | 'account' | 'password_reset';
  code: string;
  hash: string;
  channel: 'email' | 'sms';
  user_id: number | null;
  order_id: number | null;
  payload_json: string | null;
  status: Generated<number>;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: string;
  used_at: string | null;
  /** How many times an order's confirmation mail was sent again (migration 0022). */
  resends: Generated<number>;
  /** When the code's last message went; null before migration 0022. */
  sent_at: string | null;
}

export interface OutboxMessagesTable {
  id: AutoId;
  business_id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
}

/**
 * Where a payment or refund stands (docs/decisions/018): `pending` (checkout
 * open, or refund asked), `paid` (the provider took the money), `failed`,
 * `canceled` (checkout expired, or the order expired first), `mismatch` (the
 * provider reported another amount or currency: recorded, not fulfilled),
 * `refunded` (a refund row the provider accepted).
 */
export type PaymentTransactionState = 'pending' | 'paid' | 'failed' | 'canceled' | 'mismatch' | 'refunded';

/** Money in (`payment`) or back out (`refund`) of an order, with the provider's reference. */
export interface PaymentTransactionsTable {
  id: AutoId;
  business_id: number;
  order_id: number;
  provider: string;
  /** The provider's id of the checkout (or of the refund): UNIQUE per provider. */
  provider_reference: string | null;
  status: PaymentTransactionState;
  amount: number;
  currency: Generated<string>;
  /** The page the customer pays on (spec §3 Order.transactions.resourceUrlPay). */
  resource_url_pay: string | null;
  kind: Generated<'payment' | 'refund'>;
  /** A refund row: the payment it gives back (UNIQUE: once). */
  refund_of: number | null;
  /** Which refund of `refund_of` this is: 0 the whole payment (or what is left of it), 1, 2, … a manual discount's difference (migration 0017). */
  refund_part: Generated<number>;
  /** A paid payment: what a refund is issued against (Stripe PaymentIntent, PayPal capture). */
  provider_capture_id: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A provider event, processed once (UNIQUE provider + event id), with what it reported and what became of it. */
export interface PaymentEventsTable {
  id: AutoId;
  business_id: number;
  provider: string;
  event_id: string;
  kind: string;
  type: string;
  reference: string | null;
  transaction_id: number | null;
  amount: number | null;
  currency: string | null;
  outcome: Generated<string>;
  received_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  id: AutoId;
  business_id: number;
  key: string;
  request_hash: string;
  order_id: number | null;
  response_json: string | null;
  created_at: CreatedAt;
}

/** How many orders used a coupon (customer_key ''), or one customer's orders (`email:…`, `phone:…`). */
export interface CouponUseCountsTable {
  business_id: number;
  coupon_id: number;
  customer_key: string;
  uses: Generated<number>;
}

/** Which coupon counters an order raised, so they are given back exactly once. */
export interface OrderCouponUsesTable {
  business_id: number;
  order_id: number;
  coupon_id: number;
  customer_key: string;
}

/** Pending orders per holder (an e-mail, phone or client address as SHA-256; migration 0015). */
export interface PendingOrderCountsTable {
  business_id: number;
  holder_key: string;
  count: Generated<number>;
}

/** Which pending-order counters an order raised, so they are given back exactly once. */
export interface OrderPendingHoldersTable {
  business_id: number;
  order_id: number;
  holder_key: string;
}

/** What happened to an order, as the board hears it (migration 0018; the contract's list). */
export type { OrderEventKind };

/** One change the business's board must see, written in the transaction that made it (migration 0018). */
export interface OrderEventsTable {
  id: Generated<number>;
  business_id: number;
  order_id: number;
  kind: OrderEventKind;
  created_at: string;
}

/** A bot-protection solution already accepted (migration 0005): refused again until it expires. */
export interface SpentCaptchaSolutionsTable {
  business_id: number;
  /** SHA-256 (hex) of the solved challenge. */
  solution_hash: string;
  /** ISO-8601 UTC: when the challenge expires; the row is useless afterwards. */
  expires_at: string;
  /**
   * Who spent it (migration 0009): the hash of an order submit's idempotency
   * key and body, so retries of that one submit may present it again; null
   * for every other use (never reusable).
   */
  owner: string | null;
}

/** A rate-limit counter (migration 0007): hits of one key in its current window. */
export interface RateLimitCountersTable {
  business_id: number;
  /** SHA-256 (hex) of the limited key (limit name + IP, account or recipient). */
  key_hash: string;
  /** Hits so far in the window. */
  count: number;
  /** ISO-8601 UTC: when the window ends; the next hit after it starts a new one. */
  expires_at: string;
}

/** A staff role (docs/decisions/043): `owner` manages staff and sees the audit trail; `staff` works the board. */
export type StaffRole = 'owner' | 'staff';

/** A member of a business's staff (migration 0016). */
export interface StaffMembersTable {
  id: AutoId;
  business_id: number;
  /** Lower-case, trimmed; unique per business. */
  email: string;
  name: string;
  role: StaffRole;
  /** Argon2id; null until the member sets it from the one-time link. */
  password_hash: string | null;
  locale: Generated<Locale>;
  /** Base32 TOTP secret, set at the start of the set-up; in force once `totp_enabled_at` is set. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The time step (Unix seconds / 30) of the last TOTP code accepted (migration 0020): only a later one is accepted. */
  totp_last_step: number | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  created_at: CreatedAt;
  revoked_at: string | null;
}

/** A TOTP recovery code of a member: its SHA-256, used once. */
export interface StaffRecoveryCodesTable {
  business_id: number;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A staff session: the SHA-256 of the cookie's opaque id. */
export interface StaffSessionsTable {
  id_hash: string;
  business_id: number;
  staff_id: number;
  created_at: CreatedAt;
  expires_at: string;
  revoked_at: string | null;
}

/** A one-time set-password link: the SHA-256 of its token, 24 h, single use. */
export interface StaffPasswordTokensTable {
  token_hash: string;
  business_id: number;
  staff_id: number;
  created_at: CreatedAt;
  expires_at: string;
  used_at: string | null;
}

/** One state-changing staff call (or a system action on an order), written in the change's transaction. */
export interface StaffAuditTable {
  id: AutoId;
  business_id: number;
  /** The member who acted; null for the system (the safety net) or a member since deleted. */
  staff_id: number | null;
  action: string;
  order_id: number | null;
  from_status: string | null;
  to_status: string | null;
  /** JSON object text. */
  detail: string | null;
  at: string;
}

/** One version of a business's document (migration 0023, docs/decisions/052): the whole business file as JSON. */
export interface BusinessVersionsTable {
  id: AutoId;
  business_id: number;
  /** 1, 2, 3… per business; unique per business. */
  version: number;
  /** The business file, JSON text, without the SMS credit (a counter, not a setting). */
  document: string;
  /** The owner who saved or restored it; null for an import (CLI, seed) or a member since deleted. */
  staff_member_id: number | null;
  /** JSON array of the entity keys it changed: `product:12`, `category:3`, `section:configuration`. */
  changes: Generated<string>;
  /** Where it came from (migration 0026): a CLI import or seed, a back-office save, a restore. */
  origin: Generated<BusinessVersionOrigin>;
  /** The version a restore brought back; null for an import or a save. */
  restored_from: number | null;
  created_at: CreatedAt;
}

/** Every table, by name: the type parameter of `Kysely<Database>`. */
/** The board's pause and busy mode, one row per business (migration 0019); each with its end. */
export interface BusinessOperationsTable {
  business_id: number;
  pause_reason: 'staff' | 'no_board' | null;
  pause_since: string | null;
  /** Null with `no_board`: until a board is back. */
  pause_until: string | null;
  busy_minutes: 15 | 30 | null;
  busy_since: string | null;
  busy_until: string | null;
  updated_at: CreatedAt;
}

/** A product or option item sold out until `until` (migration 0019). */
export interface SoldOutItemsTable {
  business_id: number;
  kind: 'product' | 'option_item';
  item_id: number;
  until: string;
  created_at: CreatedAt;
}

/** A board screen's last heartbeat and its own settings (migration 0019). */
export interface BoardScreensTable {
  business_id: number;
  screen_id: string;
  last_seen_at: string;
  auto_print: Generated<number>;
}

/** The owner told once that an order waits for acceptance (migration 0019). */
export interface OrderOwnerAlertsTable {
  order_id: number;
  business_id: number;
  alerted_at: string;
}

/** A kitchen ticket to print (migration 0019). */
export interface PrintJobsTable {
  id: AutoId;
  business_id: number;
  order_id: number;
  status: Generated<'pending' | 'printing' | 'printed' | 'failed'>;
  /** Set for the automatic ticket of an accepted order: one job per order however many screens ask. */
  auto_key: string | null;
  /** The screen that claimed it. */
  screen_id: string | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface Database {
  businesses: BusinessesTable;
  business_configurations: BusinessConfigurationsTable;
  business_params: BusinessParamsTable;
  business_languages: BusinessLanguagesTable;
  anagraphics: AnagraphicsTable;
  timetables: TimetablesTable;
  business_closures: BusinessClosuresTable;
  delivery_zone_points: DeliveryZonePointsTable;
  delivery_zone_rules: DeliveryZoneRulesTable;
  payment_methods: PaymentMethodsTable;
  delivery_methods: DeliveryMethodsTable;
  delivery_method_payment_types: DeliveryMethodPaymentTypesTable;
  category_option_groups: CategoryOptionGroupsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  removable_items: RemovableItemsTable;
  product_removable_items: ProductRemovableItemsTable;
  category_options: CategoryOptionsTable;
  category_option_items: CategoryOptionItemsTable;
  option_excluded_products: OptionExcludedProductsTable;
  translations: TranslationsTable;
  coupons: CouponsTable;
  users: UsersTable;
  sessions: SessionsTable;
  social_sign_in_codes: SocialSignInCodesTable;
  saved_addresses: SavedAddressesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_line_options: OrderLineOptionsTable;
  order_line_removed_items: OrderLineRemovedItemsTable;
  delivery_slots: DeliverySlotsTable;
  verification_codes: VerificationCodesTable;
  outbox_messages: OutboxMessagesTable;
  payment_transactions: PaymentTransactionsTable;
  payment_events: PaymentEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  spent_captcha_solutions: SpentCaptchaSolutionsTable;
  rate_limit_counters: RateLimitCountersTable;
  coupon_use_counts: CouponUseCountsTable;
  order_coupon_uses: OrderCouponUsesTable;
  pending_order_counts: PendingOrderCountsTable;
  order_pending_holders: OrderPendingHoldersTable;
  staff_members: StaffMembersTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_password_tokens: StaffPasswordTokensTable;
  staff_audit: StaffAuditTable;
  order_events: OrderEventsTable;
  business_operations: BusinessOperationsTable;
  sold_out_items: SoldOutItemsTable;
  board_screens: BoardScreensTable;
  order_owner_alerts: OrderOwnerAlertsTable;
  print_jobs: PrintJobsTable;
  business_versions: BusinessVersionsTable;
}

export type TableName = keyof Database;
/** A row as read. */
export type Row<T extends TableName> = Selectable<Database[T]>;
/** A row as written. */
export type NewRow<T extends TableName> = Insertable<Database[T]>;
