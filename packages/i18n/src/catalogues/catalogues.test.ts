import { DELIVERY_METHODS, ERROR_CODES, LOCALES, WEEKDAYS, type Locale } from '@ordina/contracts';
import { MESSAGE_KEYS } from '@ordina/domain';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../message-key.ts';
import { MONEY_PLACEHOLDERS, placeholdersOf } from '../translate.ts';
import { en } from './en.ts';
import { catalogues } from './index.ts';

const keys = Object.keys(en) as MessageKey[];
const translations = LOCALES.filter((locale) => locale !== 'en');

/** Brand names, written the same in every language. */
const BRAND_KEYS: readonly MessageKey[] = [
  'contacts.facebook',
  'contacts.instagram',
  'contacts.whatsapp',
  'payment_method.paypal',
];
/** Words a language really writes exactly as English does (loanwords and cognates). */
const SAME_AS_ENGLISH: Readonly<Record<Exclude<Locale, 'en'>, readonly MessageKey[]>> = {
  it: [
    'page.home',
    'nav.home',
    'contacts.email',
    'field.email',
    'field.password',
    'mail.order.field',
    'checkout.tip.percent',
  ],
  fr: ['contacts.email', 'summary.total', 'orders.date', 'allergen.gluten', 'allergen.lupin'],
  de: [
    'contacts.website',
    'orders.status',
    'orders.details',
    'mail.order.field',
    'checkout.tip.percent',
    'allergen.gluten',
  ],
};

describe('catalogue completeness', () => {
  it.each(LOCALES)('%s has exactly the English keys, none empty or padded', (locale) => {
    const catalogue: Readonly<Record<string, string>> = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const text = catalogue[key] ?? '';
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(text, `${locale} ${key} has leading/trailing whitespace`).toBe(text.trim());
    }
  });

  it.each(translations)('%s uses the same placeholders as English in every message', (locale) => {
    for (const key of keys) {
      expect(placeholdersOf(catalogues[locale][key]).sort(), `${locale} ${key}`).toEqual(
        placeholdersOf(en[key]).sort(),
      );
    }
  });

  it.each(LOCALES)('%s has no stray braces outside {name} placeholders', (locale) => {
    for (const key of keys) {
      const withoutPlaceholders = catalogues[locale][key].replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, '');
      expect(withoutPlaceholders, `${locale} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it.each(translations)('%s is translated: no text equals English except whitelisted ones', (locale) => {
    const allowed = new Set<MessageKey>([...BRAND_KEYS, ...SAME_AS_ENGLISH[locale]]);
    const untranslated = keys.filter((key) => !allowed.has(key) && catalogues[locale][key] === en[key]);
    expect(untranslated).toEqual([]);
  });

  it.each(translations)(
    '%s whitelist is not stale: every whitelisted text really equals English',
    (locale) => {
      for (const key of [...BRAND_KEYS, ...SAME_AS_ENGLISH[locale]]) {
        expect(catalogues[locale][key], `${locale} ${key}`).toBe(en[key]);
      }
    },
  );

  it('the Italian catalogue differs from the others (no copy-paste between translations)', () => {
    for (const [a, b] of [
      ['it', 'fr'],
      ['it', 'de'],
      ['fr', 'de'],
    ] as const) {
      const same = keys.filter(
        (key) => !BRAND_KEYS.includes(key) && catalogues[a][key] === catalogues[b][key],
      );
      // Only cognates may coincide; a copied block would show up as dozens.
      expect(same.length, `${a}/${b}: ${same.join(', ')}`).toBeLessThan(6);
    }
  });
});

describe('keys other packages rely on', () => {
  it('has every message key @ordina/domain returns', () => {
    const missing = MESSAGE_KEYS.filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });

  it('has one errors.<CODE> text per contract error code', () => {
    const missing = ERROR_CODES.filter((code) => !(`errors.${code}` in en));
    expect(missing).toEqual([]);
    const extra = keys.filter((key) => key.startsWith('errors.') && key !== 'errors.attention');
    expect(extra.length).toBe(ERROR_CODES.length);
  });

  it('names every delivery method, weekday and locale', () => {
    for (const code of DELIVERY_METHODS) expect(en).toHaveProperty([`delivery_method.${code}`]);
    for (const day of WEEKDAYS) expect(en).toHaveProperty([`weekday.${day}`]);
    for (const locale of LOCALES) expect(en).toHaveProperty([`language.${locale}`]);
  });

  it('no message writes a € sign: money placeholders print it in the locale format (decision 023)', () => {
    for (const locale of LOCALES) {
      for (const key of keys) expect(catalogues[locale][key], `${locale} ${key}`).not.toContain('€');
    }
  });

  it('the money placeholders are the ones the messages use for amounts', () => {
    expect([...MONEY_PLACEHOLDERS].sort()).toEqual(['euro', 'importo']);
  });
});

describe('English wording follows the spec', () => {
  // Written by hand from docs/message-keys.md and the spec (§2, §4, §5, §8). Three keep the spec's meaning in
  // plain English where its words mislead (decision 051, issue 34 item 14): the coupon not valid now, the
  // fields to check, a cancelled order.
  const spec: Partial<Record<MessageKey, string>> = {
    'options.min_selections': 'Minimum number of selections: {n}',
    'options.select_an_option': 'Select an option',
    'options.some_mandatory': 'Some options are mandatory',
    'options.max_info': 'Choose up to {n}',
    'options.min_info': 'Choose at least {n}',
    // The spec's '€ {euro}': the € comes with the amount, in the locale's place (decision 023).
    'order.min_order_amount': 'Minimum order amount {euro}',
    'order.not_accepting': 'We do not accept orders at this time',
    'order.login_required': 'To complete your order you need to log in.',
    'order.click_here': 'Click here',
    'time_left.minutes': 'You have {minuti} minutes to finish',
    'time_left.closed': 'From now on we do not accept orders',
    'hours.closed_today': 'Closed today',
    'validation.required': 'Mandatory field',
    'validation.invalid_email': 'Invalid e-mail format',
    'validation.phone_format': 'Accepted format +39 555 4444444',
    'validation.invalid_number': 'Invalid number',
    'validation.invalid_format': 'Invalid format',
    'validation.not_valid': 'not valid',
    'validation.password_rule':
      'At least 8 characters, with a lowercase letter, an uppercase letter and a digit',
    'validation.password_match': 'The password must match the one just entered',
    'validation.max_length': 'Maximum {max} characters',
    'validation.privacy_required': 'You must accept the privacy policy to continue',
    'validation.address_required': 'You must specify an address',
    'validation.failed': 'Validation failed',
    'validation.recheck_fields': 'Please check the highlighted fields',
    'validation.fill_all_mandatory': 'Attention: fill in all mandatory fields',
    'address.incomplete': 'Incomplete address: please fill in the following info',
    'address.not_found': 'Address not found',
    'address.outside_zone': 'The address entered is outside the delivery area.',
    'address.inside_zone': 'Perfect! We deliver to this address.',
    'address.floor_bell_hint': 'Please indicate floor and/or bell.',
    'coupon.not_existing': 'Coupon code does not exist',
    'coupon.not_valid_temporarily': "This coupon code can't be used at this date or time",
    'coupon.min_order': 'Coupon code valid for a minimum order of {importo}',
    'coupon.valid': 'Coupon code is valid!',
    'errors.attention': 'Attention: {messages}',
    'errors.NO_RECAPTCHA_TOKEN': 'reCAPTCHA code not transmitted',
    'errors.WRONG_RECAPTCHA': 'reCAPTCHA code incorrect',
    'errors.NO_MAIL_FOUND': 'The email address you entered is not linked to an account',
    'errors.GENERIC_ERROR': 'Procedure failed.',
    'errors.NO_EMAIL': 'Email required',
    'errors.WRONG_EMAIL': 'Email not valid',
    'errors.EMAIL_EXISTS': 'Email already exists',
    'errors.WRONG_LOGIN_DATA': 'Wrong email or password',
    'errors.NO_TOKEN_USER_MISMATCH': 'You cannot create a token for another user',
    'errors.USER_NOT_EXISTS': 'Requested user does not exist or is not active',
    'errors.WRONG_PHONE': 'Phone number not correct',
    'errors.CART_EMPTY': 'Cart is empty',
    'errors.WRONG_ORDER_VERIFICATION_CODE': 'Verification code non-existent',
    'errors.NOT_FOUND': 'Not found',
    'errors.HTTP_UNAUTHORIZED': 'Unauthorised action',
    'category.no_products': 'No products',
    'category.add': 'Add',
    'category.insert': 'insert',
    'category.change': 'Change category',
    'common.read_more': 'read more',
    'common.read_less': 'read less',
    'cart.added_to_order': 'Added to order',
    'cart.added_to_the_order': 'Added to the order',
    'options.removable_items_title': 'Do you want to remove an ingredient?',
    'summary.products': 'Products',
    'summary.coupon': 'Coupon',
    'summary.shipping': 'Shipping',
    'summary.free_shipping': 'Free shipping',
    'summary.total': 'Total',
    'summary.proceed': 'Proceed',
    'summary.empty': 'No product',
    'summary.manual_discount': 'Manual extra discount',
    'summary.shipping_cost': 'Shipping cost',
    'field.last_name': 'Surname',
    'field.notes': 'Notes',
    'field.table_number': 'Table number',
    'field.umbrella_number': 'Umbrella number',
    'field.car_plate': 'Car plate',
    'checkout.confirm_via_email': 'Confirm order via e-mail',
    'checkout.do_not_confirm': 'Do not confirm',
    'common.confirm': 'Confirm',
    'order_status.to_confirm': 'To confirm',
    'order_status.confirmed': 'Confirmed',
    'order_status.deleted': 'Cancelled',
    'order_status.awaiting_payment': 'Awaiting payment',
    'account.verified': 'Account verified',
    'account.verification_failed': 'It was not possible to verify the account',
    'messages.error_occurred': 'An error has occurred',
    'order_verify.already_verified': 'Order already verified or no longer valid.',
    'messages.apologies': 'Apologies, an error has occurred.',
    'messages.try_again_new_order': 'Try again and place a new order.',
    'payment.unsuccessful': 'Payment unsuccessful',
    'success.data_saved': 'Data saved correctly',
    'success.address_deleted': 'Address deleted',
    'success.user_removed': 'User removed',
    'success.logged_in': 'Logged in successfully',
    'success.check_mail': 'Check your mail',
    'success.logged_out': 'Logged out',
    'page.not_found': 'Page not found',
  };
  // The copy pass (decision 051, issue 34 item 14, the rest): the spec's meaning in plain, friendly English.
  // The table above keeps the spec's own words; these replace them.
  const plain: Partial<Record<MessageKey, string>> = {
    'options.some_mandatory': 'Some options are required',
    'order.min_order_amount': 'Minimum order: {euro}',
    'order.not_accepting': "We're not taking orders right now",
    'order.login_required': 'Please log in to complete your order.',
    'time_left.closed': "We're no longer taking orders",
    'validation.required': 'Required field',
    'validation.invalid_email': 'Please enter a valid e-mail address',
    'validation.phone_format': 'Use the format +39 555 4444444',
    'validation.password_match': "The passwords don't match",
    'validation.privacy_required': 'Please accept the privacy policy to continue',
    'validation.address_required': 'Please enter an address',
    'validation.fill_all_mandatory': 'Please fill in all the required fields',
    'address.incomplete': 'The address is incomplete: please add the following',
    'address.outside_zone': 'This address is outside our delivery area.',
    'address.floor_bell_hint': 'Please tell us the floor or the name on the doorbell.',
    'coupon.not_existing': "This coupon code doesn't exist",
    'coupon.min_order': 'This coupon code is valid on orders of {importo} or more',
    'coupon.valid': 'Your coupon code is valid!',
    'errors.NO_RECAPTCHA_TOKEN': 'The reCAPTCHA check is missing',
    'errors.WRONG_RECAPTCHA': 'The reCAPTCHA check failed',
    'errors.NO_MAIL_FOUND': "There's no account with this e-mail address",
    'errors.GENERIC_ERROR': 'Something went wrong.',
    'errors.NO_EMAIL': 'E-mail address required',
    'errors.WRONG_EMAIL': 'This e-mail address is not valid',
    'errors.EMAIL_EXISTS': 'An account with this e-mail address already exists',
    'errors.WRONG_LOGIN_DATA': 'Wrong e-mail or password',
    'errors.USER_NOT_EXISTS': "This user doesn't exist or is not active",
    'errors.WRONG_PHONE': 'This phone number is not valid',
    'errors.CART_EMPTY': 'Your cart is empty',
    'errors.WRONG_ORDER_VERIFICATION_CODE': "This confirmation code doesn't exist",
    'errors.HTTP_UNAUTHORIZED': "You're not allowed to do this",
    'summary.shipping': 'Delivery',
    'summary.free_shipping': 'Free delivery',
    'summary.proceed': 'Continue',
    'summary.empty': 'No products yet',
    'summary.manual_discount': 'Extra discount from the restaurant',
    'summary.shipping_cost': 'Delivery cost',
    'field.umbrella_number': 'Beach umbrella number',
    'field.car_plate': 'Number plate',
    'checkout.confirm_via_email': 'Confirm by e-mail',
    'checkout.do_not_confirm': "Don't confirm",
    'order_status.to_confirm': 'Awaiting confirmation',
    'account.verification_failed': "We couldn't verify your account",
    'messages.error_occurred': 'Something went wrong',
    'order_verify.already_verified': 'This order has already been confirmed or is no longer valid.',
    'messages.apologies': 'Sorry, something went wrong.',
    'messages.try_again_new_order': 'Please try again with a new order.',
    'success.data_saved': 'Changes saved',
    'success.logged_in': "You're logged in",
    'success.check_mail': 'Check your inbox',
    'success.logged_out': "You're logged out",
  };
  it.each(Object.entries(spec))("%s keeps the spec's meaning (%j)", (key, text) => {
    expect(en[key as MessageKey]).toBe(plain[key as MessageKey] ?? text);
  });

  it('every plain rewording replaces a spec text and differs from it', () => {
    for (const [key, text] of Object.entries(plain)) {
      expect(spec, key).toHaveProperty([key]);
      expect(text, key).not.toBe(spec[key as MessageKey]);
    }
  });
});

describe('translations of spec texts', () => {
  it('Italian keeps the wording the spec quotes in Italian', () => {
    expect(catalogues.it['address.not_found']).toBe('Indirizzo non trovato');
  });

  it('address.not_found is translated in every other language', () => {
    expect(catalogues.fr['address.not_found']).toBe('Adresse introuvable');
    expect(catalogues.de['address.not_found']).toBe('Adresse nicht gefunden');
  });

  it('prefixes errors with the local word for "Attention"', () => {
    expect(catalogues.it['errors.attention']).toBe('Attenzione: {messages}');
    expect(catalogues.fr['errors.attention']).toBe('Attention\u00a0: {messages}');
    expect(catalogues.de['errors.attention']).toBe('Achtung: {messages}');
  });
});

describe('one register per language (issue 11)', () => {
  it('German addresses the customer as "Sie" throughout, never "du"', () => {
    const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
    expect(Object.entries(catalogues.de).filter(([, text]) => informal.test(text))).toEqual([]);
    expect(Object.values(catalogues.de).some((text) => /\bSie\b/.test(text))).toBe(true);
  });
});
