import type { BoardSafety, BusinessChange, Configuration, Locale } from '@ordina/contracts';
import type { StaffMessageKey } from '@ordina/i18n/staff';
import { centsToEuroText, euroTextToCents } from '../../lib/business-document/euro-text.ts';
import { contrastRatio, WCAG_AA_NORMAL_TEXT } from './contrast.ts';
import { menuSearchParamOn, paramsWithMenuSearch } from './menu-search-param.ts';

/*
 * The settings as the owner edits them (issue 35): part of the business file's configuration (spec §3
 * "Configuration": colours, notice, languages, customer_auth_type, order_verify_data, menu_delivery_mode,
 * routes.privacy_policy), the new-order e-mail (messaging) and the order board's safety-net minutes
 * (board, docs/decisions/046), the checkout's tips (configuration.tips, docs/decisions/067) and the storefront's
 * menu search (the parameter MENU_SEARCH, docs/decisions/071). The checks mirror the schema (packages/contracts/src/business.ts,
 * operations.ts); the server checks the whole file again on every save.
 */

/*
 * The choices as values of their own (the schema's enums are the same lists): imports of the storefront's
 * shared modules would grow its first-load chunk by an export each.
 */
export const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];
export const CUSTOMER_AUTH_TYPES: readonly Configuration['customer_auth_type'][] = [
  'solo_guest',
  'guest_or_login',
  'solo_login',
];
export const ORDER_VERIFY_DATA: readonly Configuration['order_verify_data'][] = ['no', 'email', 'email_sms'];
export const MENU_DELIVERY_MODES: readonly Configuration['menu_delivery_mode'][] = [
  'solo_delivery',
  'solo_menu',
  'delivery_and_menu',
];

/** The tip settings' bounds and defaults, as tipsSchema holds them (values of their own, like the lists above). */
export const TIP_PRESET_SLOTS = 4;
const TIP_PERCENT = { min: 1, max: 50 };
const TIP_MAX_AMOUNT = { min: 100, max: 50_000 };
const TIPS_DEFAULT: NonNullable<Configuration['tips']> = {
  enabled: false,
  presets: [5, 10, 15],
  max_amount: 5000,
};

export const COLOR_KEYS = [
  'primary',
  'secondary',
  'navbar_background',
  'navbar_text',
  'coupon',
  'button_color',
  'button_text',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

/** The part of the business document the settings page reads. */
export interface SettingsDocument {
  configuration: Configuration;
  messaging: { new_order_email: string | null; sms_credit?: number };
  board: BoardSafety;
}

export function settingsDocumentOf(document: Readonly<Record<string, unknown>>): SettingsDocument {
  const read = document as unknown as Partial<SettingsDocument> & { configuration: Configuration };
  return {
    configuration: read.configuration,
    messaging: read.messaging ?? { new_order_email: null },
    board: read.board ?? {
      alert_unaccepted_after_minutes: 5,
      reject_unaccepted_after_minutes: 15,
      pause_without_board_after_minutes: 3,
    },
  };
}

export interface SettingsDraft {
  colors: Record<ColorKey, string>;
  /** configuration.logo: the address of the uploaded picture (required by the schema). */
  logo: string;
  boxList: boolean;
  boxProductList: boolean;
  notice: Partial<Record<Locale, string>>;
  languages: Locale[];
  defaultLanguage: Locale;
  customerAuthType: Configuration['customer_auth_type'];
  orderVerifyData: Configuration['order_verify_data'];
  menuDeliveryMode: Configuration['menu_delivery_mode'];
  privacyPolicy: string;
  newOrderEmail: string;
  alertMinutes: string;
  rejectMinutes: string;
  pauseMinutes: string;
  tipsEnabled: boolean;
  /** One box per preset (TIP_PRESET_SLOTS): a percentage, or '' for none. */
  tipPresets: string[];
  /** The largest tip in euros, as typed ("50,00"). */
  tipMaxAmount: string;
  /** The storefront's menu search (configuration.params MENU_SEARCH). */
  menuSearch: boolean;
  /** configuration.show_allergens (docs/decisions/070): opt-in, off when the file never said. */
  showAllergens: boolean;
}

export type SettingsField =
  | ColorKey
  | 'languages'
  | 'privacyPolicy'
  | 'newOrderEmail'
  | 'alertMinutes'
  | 'rejectMinutes'
  | 'pauseMinutes'
  | 'tipPresets'
  | 'tipMaxAmount';

/** A refused field: the message key and its parameters. */
export type SettingsIssues = Partial<
  Record<SettingsField, { key: StaffMessageKey; params?: Record<string, number> }>
>;

export function settingsDraftOf(document: SettingsDocument): SettingsDraft {
  const c = document.configuration;
  const languages = LOCALES.filter((locale) => c.languages.some((l) => l.locale === locale));
  const tips = c.tips ?? TIPS_DEFAULT;
  return {
    colors: { ...c.colors },
    logo: c.logo,
    boxList: c.image_format.box_list,
    boxProductList: c.image_format.box_product_list,
    notice: { ...c.notice },
    languages,
    defaultLanguage: (c.languages.find((l) => l.default) ?? c.languages[0])?.locale ?? 'it',
    customerAuthType: c.customer_auth_type,
    orderVerifyData: c.order_verify_data,
    menuDeliveryMode: c.menu_delivery_mode,
    privacyPolicy: c.routes.privacy_policy,
    newOrderEmail: document.messaging.new_order_email ?? '',
    alertMinutes: String(document.board.alert_unaccepted_after_minutes),
    rejectMinutes: String(document.board.reject_unaccepted_after_minutes),
    pauseMinutes: String(document.board.pause_without_board_after_minutes),
    tipsEnabled: tips.enabled,
    tipPresets: Array.from({ length: TIP_PRESET_SLOTS }, (_, i) => {
      const preset = tips.presets[i];
      return preset === undefined ? '' : String(preset);
    }),
    tipMaxAmount: centsToEuroText(tips.max_amount),
    menuSearch: menuSearchParamOn(c.params),
    showAllergens: c.show_allergens === true,
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;
// The schema's z.email() is stricter; this catches the typing slips, the server the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The board's minutes as the schema bounds them (boardSafetySchema). */
const MINUTES: Record<'alertMinutes' | 'rejectMinutes' | 'pauseMinutes', { min: number; max: number }> = {
  alertMinutes: { min: 1, max: 120 },
  rejectMinutes: { min: 2, max: 240 },
  pauseMinutes: { min: 1, max: 60 },
};

function minutesOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function settingsIssues(draft: SettingsDraft): SettingsIssues {
  const issues: SettingsIssues = {};
  for (const key of COLOR_KEYS)
    if (!HEX.test(draft.colors[key].trim())) issues[key] = { key: 'settings.issue.color' };
  if (draft.languages.length === 0) issues.languages = { key: 'settings.issue.languages' };
  if (draft.privacyPolicy.trim() === '') issues.privacyPolicy = { key: 'settings.issue.privacy' };
  const email = draft.newOrderEmail.trim();
  if (email !== '' && !EMAIL.test(email)) issues.newOrderEmail = { key: 'settings.issue.email' };
  for (const field of ['alertMinutes', 'rejectMinutes', 'pauseMinutes'] as const) {
    const value = minutesOf(draft[field]);
    const { min, max } = MINUTES[field];
    if (value === undefined || value < min || value > max)
      issues[field] = { key: 'settings.issue.minutes', params: { min, max } };
  }
  const alert = minutesOf(draft.alertMinutes);
  const reject = minutesOf(draft.rejectMinutes);
  if (issues.rejectMinutes === undefined && alert !== undefined && reject !== undefined && reject <= alert)
    issues.rejectMinutes = { key: 'settings.issue.reject_after_alert' };
  if (tipPresetsOf(draft.tipPresets) === undefined)
    issues.tipPresets = { key: 'settings.issue.tip_presets', params: TIP_PERCENT };
  const max = euroTextToCents(draft.tipMaxAmount);
  if (typeof max !== 'number' || max < TIP_MAX_AMOUNT.min || max > TIP_MAX_AMOUNT.max)
    issues.tipMaxAmount = { key: 'settings.issue.tip_max' };
  return issues;
}

/** The presets typed: whole percentages within bounds, each once, blanks left out; undefined when one is wrong. */
function tipPresetsOf(boxes: readonly string[]): number[] | undefined {
  const presets: number[] = [];
  for (const box of boxes) {
    const text = box.trim();
    if (text === '') continue;
    if (!/^\d{1,2}$/.test(text)) return undefined;
    const percent = Number(text);
    if (percent < TIP_PERCENT.min || percent > TIP_PERCENT.max || presets.includes(percent)) return undefined;
    presets.push(percent);
  }
  return presets;
}

/**
 * The tips the draft sets; undefined to leave them out where the business never set any and the draft
 * is still the defaults (a save of other settings does not add them).
 */
function tipsOf(document: SettingsDocument, draft: SettingsDraft): Configuration['tips'] {
  const tips = {
    enabled: draft.tipsEnabled,
    presets: tipPresetsOf(draft.tipPresets) ?? [],
    max_amount: euroTextToCents(draft.tipMaxAmount) ?? 0,
  };
  if (document.configuration.tips === undefined && sameJson(tips, TIPS_DEFAULT)) return undefined;
  return tips;
}

/**
 * The changes of one save: a `replace` of each section that differs from the document loaded
 * (configuration, messaging without sms_credit — the counter is the server's —, board); none when
 * nothing changed. Null with the issues when a field is wrong.
 */
export function settingsChanges(
  document: SettingsDocument,
  draft: SettingsDraft,
): { changes: BusinessChange[] } | { issues: SettingsIssues } {
  const issues = settingsIssues(draft);
  if (Object.keys(issues).length > 0) return { issues };
  const c = document.configuration;
  const defaultLanguage = draft.languages.includes(draft.defaultLanguage)
    ? draft.defaultLanguage
    : (draft.languages[0] ?? 'it');
  const notice: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = draft.notice[locale]?.trim() ?? '';
    if (text !== '') notice[locale] = text;
  }
  const colors = Object.fromEntries(
    COLOR_KEYS.map((key) => [key, draft.colors[key].trim()]),
  ) as Configuration['colors'];
  const configuration: Configuration = {
    ...c,
    colors,
    logo: draft.logo,
    image_format: { box_list: draft.boxList, box_product_list: draft.boxProductList },
    notice,
    languages: draft.languages.map((locale) => ({ locale, default: locale === defaultLanguage })),
    customer_auth_type: draft.customerAuthType,
    order_verify_data: draft.orderVerifyData,
    menu_delivery_mode: draft.menuDeliveryMode,
    routes: { ...c.routes, privacy_policy: draft.privacyPolicy.trim() },
    params: paramsWithMenuSearch(c.params, draft.menuSearch),
  };
  // Left out where the business never said and the draft keeps it off: the document reads back as it was.
  if (draft.showAllergens || c.show_allergens !== undefined)
    configuration.show_allergens = draft.showAllergens;
  const tips = tipsOf(document, draft);
  if (tips !== undefined) configuration.tips = tips;
  const email = draft.newOrderEmail.trim();
  const messaging = { new_order_email: email === '' ? null : email };
  const board: BoardSafety = {
    alert_unaccepted_after_minutes: minutesOf(draft.alertMinutes) ?? 0,
    reject_unaccepted_after_minutes: minutesOf(draft.rejectMinutes) ?? 0,
    pause_without_board_after_minutes: minutesOf(draft.pauseMinutes) ?? 0,
  };
  const changes: BusinessChange[] = [];
  if (!sameJson(configuration, c))
    changes.push({ op: 'replace', section: 'configuration', value: configuration });
  if (messaging.new_order_email !== (document.messaging.new_order_email ?? null))
    changes.push({ op: 'replace', section: 'messaging', value: messaging });
  if (!sameJson(board, document.board)) changes.push({ op: 'replace', section: 'board', value: board });
  return { changes };
}

/** Equal as JSON with the keys in any order (the server's document and the page's draft build objects differently). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
}

/** The colour pairs whose text a customer reads, foreground on background. */
export const CONTRAST_PAIRS: readonly {
  readonly pair: StaffMessageKey;
  readonly foreground: ColorKey;
  readonly background: ColorKey | '#ffffff';
}[] = [
  { pair: 'settings.pair.button', foreground: 'button_text', background: 'button_color' },
  { pair: 'settings.pair.navbar', foreground: 'navbar_text', background: 'navbar_background' },
  { pair: 'settings.pair.primary', foreground: 'primary', background: '#ffffff' },
  { pair: 'settings.pair.coupon', foreground: 'coupon', background: '#ffffff' },
];

/** Each pair's contrast (null while a colour is not #rrggbb) and whether it is below WCAG AA. */
export function contrastChecks(colors: Record<ColorKey, string>) {
  return CONTRAST_PAIRS.map(({ pair, foreground, background }) => {
    const ratio = contrastRatio(
      colors[foreground],
      background === '#ffffff' ? background : colors[background],
    );
    return { pair, ratio, low: ratio !== null && ratio < WCAG_AA_NORMAL_TEXT };
  });
}
