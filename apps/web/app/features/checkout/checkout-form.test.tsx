import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import {
  ADDRESS_TEXT_MAX_LENGTH,
  COUPON_CODE_MAX_LENGTH,
  DELIVERY_PLACE_MAX_LENGTH,
  DOORBELL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FLOOR_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  cartEntryBuild,
} from '@ordina/domain';
import {
  clearSession,
  storeSessionUser,
  useSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { demoProduct, demoStorefront } from '../../test/demo-storefront.ts';
import { renderPage } from '../../test/render-page.tsx';
import { savedAddress } from '../../test/saved-address.ts';
import { checkAnswer } from './address/test/address-harness.tsx';
import { CHECKOUT_DRAFT_KEY } from './checkout-draft.ts';
import { CheckoutForm } from './checkout-form.tsx';
import type { CheckoutFormProps } from './checkout-form.tsx';
import {
  CHECKOUT_NOW,
  PLACED,
  PRICES,
  PRICING,
  renderCheckoutForm,
  slot,
  t,
  tap,
} from './test/checkout-harness.tsx';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import type { Answer } from '../../test/api-double.ts';

// Any string (a captcha token): typed, so the payload comparison stays type-checked.
const anyText: unknown = expect.any(String);
const SLOTS = [
  slot('2026-11-24', '12:00', '2026-11-24T11:00:00Z'),
  slot('2026-11-24', '12:15', '2026-11-24T11:15:00Z', 4, 4),
  slot('2026-11-25', '12:00', '2026-11-25T11:00:00Z'),
];
const TIMETABLE: Answer = { body: { data: { list: SLOTS } } };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(
  answers: Record<string, Answer>,
  options: { storefront?: Storefront; props?: Partial<CheckoutFormProps> } = {},
) {
  return renderCheckoutForm(
    {
      'GET /api/timetable/*': TIMETABLE,
      'GET /api/storefront/places': { body: { data: { places: [] } } },
      ...answers,
    },
    options,
  );
}

/** The customer's default saved address (31, Viale Vespucci 12, Rimini). */
const defaultHomeAddress = () =>
  savedAddress({ id: 31, address: 'Viale Vespucci', street_number: '12', city: 'Rimini', default: 1 });

/** The demo storefront with only the delivery methods `codes`. */
function withMethods(...codes: string[]): Storefront {
  const storefront = demoStorefront();
  storefront.configuration.delivery_method = storefront.configuration.delivery_method.filter((m) =>
    codes.includes(m.code),
  );
  return storefront;
}

/** The confirm dialog once it is open (the closed <dialog> is always in the page). */
async function openDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    return dialog;
  });
}

const radio = (name: string) => screen.getByRole('radio', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillPickUp() {
  tap(radio('Pick-up'));
  const select = screen.getByRole('combobox', { name: 'Pick-up time' });
  await within(select).findByRole('option', { name: 'As soon as possible (12:00)' });
  fireEvent.change(select, { target: { value: '2026-11-24 12:00' } });
  fireEvent.change(textbox('First name'), { target: { value: 'Giulia' } });
  fireEvent.change(textbox('Surname'), { target: { value: 'Bianchi' } });
  fireEvent.change(textbox('E-mail'), { target: { value: 'giulia@example.it' } });
  fireEvent.change(textbox('Phone'), { target: { value: '+39 333 123 4567' } });
  tap(radio('Cash on delivery'));
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('delivery method (spec §2)', () => {
  it('preselects a single method, shown alone without an edit button, with its single payment method', () => {
    const storefront = withMethods('car_delivery');
    storefront.configuration.delivery_method[0]!.paymentTypes = [{ code: 'cc_on_delivery' }];
    renderForm({}, { storefront });
    expect((radio('Delivery to your car') as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'deliveryMethod'),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect((radio('Card on delivery') as HTMLInputElement).checked).toBe(true);
  });

  it('offers only methods with a payment type; once chosen only that one shows, with an edit button bringing the others back', () => {
    const storefront = demoStorefront();
    storefront.configuration.delivery_method.find((m) => m.code === 'take_away')!.paymentTypes = [];
    renderForm({}, { storefront });
    expect(screen.queryByRole('radio', { name: 'Take-away' })).toBeNull();
    tap(radio('Pick-up'));
    expect(screen.queryByRole('radio', { name: 'Home delivery' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    expect(radio('Home delivery')).toBeTruthy();
  });

  it('changing the method keeps a payment still offered, preselects a single one, and clears one no longer offered', () => {
    renderForm({});
    tap(radio('Delivery to your beach umbrella'));
    tap(radio('Cash on delivery'));
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    tap(radio('Delivery to your car')); // car: card on delivery and PayPal only
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('name') === 'paymentMethod' && (r as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  // Issue 31 item 6: the business's descriptions were never shown (only the 'other' one's, once chosen).
  it("labels each payment method as the order pages do and describes it in the page's language, to choose by", () => {
    renderForm({});
    tap(radio('Delivery to your beach umbrella'));
    const cash = radio('Cash on delivery');
    expect(cash.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(cash.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pay in cash on delivery or collection.',
    );
    expect(
      screen.getByText(
        'For beach guests: the amount is added to your umbrella bill, which you settle at the till when you leave.',
      ),
    ).toBeTruthy();
    expect(radio('Charge to your beach umbrella')).toBeTruthy();
    expect(screen.queryByText(/Paghi in contanti/)).toBeNull();
  });

  it("asks table, umbrella and car service for the place, letters, digits and spaces only ('not valid')", async () => {
    renderForm({});
    tap(radio('Table service'));
    fireEvent.change(textbox('Table number'), { target: { value: '12!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm by e-mail' }));
    expect(await screen.findByText('not valid')).toBeTruthy();
    fireEvent.change(textbox('Table number'), { target: { value: 'A 12' } });
    await waitFor(() => expect(screen.queryByText('not valid')).toBeNull());
  });

  it('says the place rule with an example before typing, turns hyphens and dots into spaces, and checks after the first blur (issue 34, item 9)', async () => {
    renderForm({});
    tap(radio('Delivery to your car'));
    const plate = textbox('Number plate') as HTMLInputElement;
    expect(document.getElementById(plate.getAttribute('aria-describedby')!)?.textContent).toBe(
      'For example AB 123 CD: letters, digits and spaces',
    );
    fireEvent.change(plate, { target: { value: 'AB-123-CD' } });
    expect(plate.value).toBe('AB 123 CD');
    fireEvent.change(plate, { target: { value: 'AB 12!' } });
    // No message while first typing; leaving the field checks it, then each keystroke does.
    expect(screen.queryByText('not valid')).toBeNull();
    fireEvent.blur(plate);
    expect(await screen.findByText('not valid')).toBeTruthy();
    fireEvent.change(plate, { target: { value: 'AB 12' } });
    await waitFor(() => expect(screen.queryByText('not valid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    tap(radio('Delivery to your beach umbrella'));
    expect(screen.getByText('For example B 14: letters, digits and spaces')).toBeTruthy();
  });

  it('shows the structure address, map link and opening hours for pick-up, and the delay notice for home delivery', async () => {
    renderForm({});
    tap(radio('Pick-up'));
    expect(screen.getByRole('heading', { name: 'Collect your order from' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the map' }).getAttribute('href')).toContain('mlat=44.0488');
    expect(await screen.findByText('Opening hours')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    tap(radio('Home delivery'));
    // In the page's language (issue 31 item 6: the Italian parameter showed on English pages).
    expect(screen.getByText(/delivery may be up to 20 minutes late/)).toBeTruthy();
    expect(screen.queryByText(/la consegna può tardare/)).toBeNull();
  });
});

describe('field lengths (issue 11: maxlength from the contract)', () => {
  const maxLength = (name: string) => (textbox(name) as HTMLInputElement).maxLength;

  it('every text field stops at the length the server schema takes, and none is unbounded', () => {
    renderForm({});
    tap(radio('Home delivery'));
    expect(maxLength(t('field.first_name'))).toBe(PERSON_NAME_MAX_LENGTH);
    expect(maxLength(t('field.last_name'))).toBe(PERSON_NAME_MAX_LENGTH);
    expect(maxLength(t('field.email'))).toBe(EMAIL_MAX_LENGTH);
    expect(maxLength(t('field.phone'))).toBe(PHONE_MAX_LENGTH);
    expect(maxLength(t('field.notes'))).toBe(ORDER_NOTE_MAX_LENGTH);
    expect(maxLength(t('field.coupon'))).toBe(COUPON_CODE_MAX_LENGTH);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: t('address.search') }).maxLength).toBe(
      ADDRESS_TEXT_MAX_LENGTH,
    );
    expect(maxLength(t('field.street'))).toBe(ADDRESS_TEXT_MAX_LENGTH);
    expect(maxLength(t('field.street_number'))).toBe(STREET_NUMBER_MAX_LENGTH);
    expect(maxLength(t('field.floor'))).toBe(FLOOR_MAX_LENGTH);
    expect(maxLength(t('field.doorbell'))).toBe(DOORBELL_MAX_LENGTH);
    const unbounded = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input:not([type=radio]):not([type=checkbox]), textarea',
      ),
    ].filter((field) => field.maxLength <= 0);
    expect(unbounded.map((field) => field.name || field.id)).toEqual([]);

    fireEvent.click(screen.queryByRole('button', { name: /^Edit/ }) ?? radio('Table service'));
    tap(radio('Table service'));
    expect(maxLength(t('field.table_number'))).toBe(DELIVERY_PLACE_MAX_LENGTH);
  });
});

describe('delivery time (spec §4)', () => {
  it('offers only slots with room, a day then its times, polled every 60 s', async () => {
    // The poll waits with setTimeout (a sleep of the data-loading hook, lib/after-hydration-shared/use-api-query.ts).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = renderForm({});
    tap(radio('Pick-up'));
    const day = screen.getByRole('combobox', { name: 'Day' });
    const time = screen.getByRole('combobox', { name: 'Pick-up time' });
    await act(() => vi.advanceTimersByTimeAsync(10));
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    // 12:15 is full: not offered.
    expect(labels(day)).toEqual(['Today', 'Tomorrow']);
    expect(labels(time)).toEqual(['Choose a time', 'As soon as possible (12:00)']);
    expect(callsTo(calls, 'GET', '/api/timetable/pick_up')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(callsTo(calls, 'GET', '/api/timetable/pick_up')).toHaveLength(2);
  });

  it('clears the chosen time when a poll no longer offers it, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let polls = 0;
    renderForm({
      'GET /api/timetable/*': () => {
        polls += 1;
        // From the second poll on, tomorrow's 12:00 is full.
        return {
          body: {
            data: {
              list:
                polls === 1 ? SLOTS : SLOTS.map((s) => (s.day === '2026-11-25' ? { ...s, accepted: 4 } : s)),
            },
          },
        };
      },
    });
    tap(radio('Pick-up'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-25' } });
    const time = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Pick-up time' });
    fireEvent.change(time, { target: { value: '2026-11-25 12:00' } });
    expect(screen.queryByText(t('checkout.time_gone'))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(time.value).toBe('');
    expect(screen.getByText(t('checkout.time_gone')).getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Day' }).value).toBe('2026-11-24');
  });
});

describe('bot-protection tokens (decision 027)', () => {
  // The double answers the challenge without recording it: count the fetches.
  const challenges = (fetch: ReturnType<typeof renderForm>['fetch']) =>
    fetch.mock.calls.filter(([url]) => url === '/api/captcha/challenge').length;

  it("solves none while the page loads; a guest's first focus in the form prepares the order's, the coupon field the coupon's", async () => {
    const { fetch } = renderForm({});
    // The form's effects have run (the render is wrapped in act): nothing asked for a challenge.
    await act(() => Promise.resolve());
    expect(challenges(fetch)).toBe(0);
    fireEvent.focus(textbox('First name'));
    expect(challenges(fetch)).toBe(1);
    fireEvent.pointerDown(textbox('Surname'));
    expect(challenges(fetch)).toBe(1);
    fireEvent.focus(textbox('Coupon code'));
    expect(challenges(fetch)).toBe(2);
  });

  it('a logged-in customer prepares no order token (their order needs none)', async () => {
    const user = sessionUser();
    const { calls, fetch } = renderForm({ 'POST /api/coupons': { body: { data: [] } } }, { props: { user } });
    // The login's automatic-coupon lookup solves one for the coupons; focusing or tapping the form adds none.
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(1));
    fireEvent.focus(textbox('First name'));
    fireEvent.pointerDown(textbox('Surname'));
    expect(challenges(fetch)).toBe(1);
  });
});

describe('coupon (spec §5)', () => {
  const COUPONS = 'POST /api/coupons';
  const coupon = demoStorefront().configuration.coupons;

  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('looks a code up 1000 ms after typing, only when longer than 3 characters, with a captcha token', async () => {
    const { calls } = renderForm({ [COUPONS]: { body: { data: [] } } });
    fireEvent.change(textbox('Coupon code'), { target: { value: 'EST' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(0);
    fireEvent.change(textbox('Coupon code'), { target: { value: 'ESTA' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(0);
    fireEvent.change(textbox('Coupon code'), { target: { value: 'ESTATE10' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/coupons')[0]!.body).toMatchObject({
      code: 'ESTATE10',
      recaptchaToken: anyText,
    });
    expect(await screen.findByText("This coupon code doesn't exist")).toBeTruthy();
  });

  it.each([
    ['valid', coupon.find((c) => c.id === 1), 'Your coupon code is valid!'],
    [
      'below its minimum',
      coupon.find((c) => c.id === 6),
      'This coupon code is valid on orders of €30.00 or more',
    ],
    [
      'outside its hours',
      coupon.find((c) => c.id === 5),
      "This coupon code can't be used at this date or time",
    ],
  ])('says a coupon %s', async (_case, found, text) => {
    renderForm({ [COUPONS]: { body: { data: [found] } } });
    fireEvent.change(textbox('Coupon code'), { target: { value: 'CODE1' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('verification buttons (spec §2)', () => {
  it("a guest paying offline confirms via e-mail in a dialog; 'do not confirm' sends nothing", async () => {
    const { calls } = renderForm({ 'POST /api/order': PLACED });
    await fillPickUp();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm by e-mail' }));
    const dialog = await openDialog();
    expect(dialog?.textContent).toContain("We'll send an e-mail to giulia@example.it");
    fireEvent.click(within(dialog).getByRole('button', { name: "Don't confirm", hidden: true }));
    expect(callsTo(calls, 'POST', '/api/order')).toHaveLength(0);
  });

  it('offers the SMS variant for a mobile phone when SMS credit exists and the parameter is e-mail+SMS', async () => {
    const storefront = demoStorefront();
    storefront.configuration.has_sms_to_spend = true;
    storefront.configuration.params = storefront.configuration.params.map((p) =>
      p.param_name === 'ORDER_VERIFY_DATA' ? { ...p, value: 'email+SMS' } : p,
    );
    renderForm({}, { storefront });
    fireEvent.change(textbox('Phone'), { target: { value: '+39 0541 372418' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm by text message' })).toBeNull());
    fireEvent.change(textbox('Phone'), { target: { value: '+39 333 123 4567' } });
    expect(await screen.findByRole('button', { name: 'Confirm by text message' })).toBeTruthy();
  });

  it('a logged-in customer sends without verification, the e-mail locked, to the secured call with no captcha', async () => {
    const user = sessionUser();
    const { calls } = renderForm(
      { [`POST /api/secured/user/${user.id}/order`]: PLACED, 'POST /api/coupons': { body: { data: [] } } },
      { props: { user } },
    );
    expect(textbox('E-mail').hasAttribute('readonly')).toBe(true);
    expect((textbox('E-mail') as HTMLInputElement).value).toBe(user.email);
    await fillPickUp();
    fireEvent.change(textbox('E-mail'), { target: { value: user.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `/api/secured/user/${user.id}/order`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `/api/secured/user/${user.id}/order`)[0]!.body).toMatchObject({
      other: { recaptchaToken: null },
      verify_method: null,
    });
  });
});

describe('submit (spec §3, §4, decisions 015-016)', () => {
  async function confirmGuestOrder() {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm by e-mail' }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm', hidden: true }));
  }

  it('sends a UK mobile typed as 07911 123456 with the UK chosen as +44 7911 123456 (issue 34, item 5)', async () => {
    const { calls, onOrderPlaced } = renderForm({ 'POST /api/order': PLACED });
    await fillPickUp();
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
    await waitFor(() => expect(country.options.length).toBeGreaterThan(200));
    fireEvent.change(country, { target: { value: 'GB' } });
    fireEvent.change(textbox('Phone'), { target: { value: '07911 123456' } });
    await confirmGuestOrder();
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(callsTo(calls, 'POST', '/api/order')[0]!.body).toMatchObject({
      identity: { phone: '+44 7911 123456' },
    });
  });

  it('sends the order payload of the contract with an Idempotency-Key; success empties the cart and the draft', async () => {
    const { calls, onOrderPlaced } = renderForm({ 'POST /api/order': PLACED });
    await fillPickUp();
    expect(localStorage.getItem(CHECKOUT_DRAFT_KEY)).toContain('Giulia');
    expect(localStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toContain('privacy');
    await confirmGuestOrder();
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    const [order] = callsTo(calls, 'POST', '/api/order');
    expect(order!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(order!.body).toEqual({
      identity: {
        name: 'Giulia',
        lastname: 'Bianchi',
        email: 'giulia@example.it',
        phone: '+39 333 123 4567',
        note: null,
      },
      delivery: {
        method: 'pick_up',
        localPlace: null,
        deliveryAddress: null,
        note: null,
        timeLabel: '12:00',
        time: '12:00',
        day: '2026-11-24',
      },
      payment: { method: 'cash_on_delivery' },
      other: { privacyPolicy: true, newsletterSubscription: false, recaptchaToken: anyText },
      prices: PRICES,
      coupon: { manual: null, automatic: null },
      // No tip chosen (and the demo offers none): the request says so.
      tip: null,
      selectedAddress: null,
      cart: [{ productId: 102, itemIds: [], removedIds: [], qty: 1 }],
      locale: 'en',
      verify_method: 'verify_with_email',
      currentPage: '/',
    });
    expect(JSON.parse(localStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}')).toMatchObject({
      name: '',
      email: '',
    });
  });

  it('a lost reply says the order may have arrived, and "Try again" resends it with the same key (issue 34 item 11)', async () => {
    let answers = 0;
    const { calls, flash, onOrderPlaced } = renderForm({
      'POST /api/order': () => {
        answers += 1;
        if (answers <= 3) throw new TypeError('network down');
        return PLACED;
      },
    });
    await fillPickUp();
    await confirmGuestOrder();
    const title = await screen.findByText(t('submit_unsent.unanswered_title'), {}, { timeout: 8000 });
    const notice = title.closest<HTMLElement>('[role="alert"]')!;
    expect(notice.textContent).toContain(t('submit_unsent.unanswered'));
    expect(callsTo(calls, 'POST', '/api/order')).toHaveLength(3);
    // Not "Something went wrong." in the snackbar, and the cart is kept until an answer places the order.
    expect(flash).not.toHaveBeenCalled();
    expect(onOrderPlaced).not.toHaveBeenCalled();
    fireEvent.click(within(notice).getByRole('button', { name: t('offline.retry') }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledOnce());
    const keys = callsTo(calls, 'POST', '/api/order').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  }, 20_000);

  it('offline, says the order was not sent and keeps the form; a change makes the next send a new attempt', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls, flash, onOrderPlaced } = renderForm({
      'POST /api/order': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillPickUp();
    await confirmGuestOrder();
    const title = await screen.findByText(t('submit_unsent.not_sent_title'), {}, { timeout: 8000 });
    expect(title.closest('[role="alert"]')?.textContent).toContain(t('submit_unsent.not_sent'));
    expect(screen.queryByText(t('submit_unsent.unanswered_title'))).toBeNull();
    expect(flash).not.toHaveBeenCalled();
    expect(onOrderPlaced).not.toHaveBeenCalled();
    expect(textbox('First name')).toHaveProperty('value', 'Giulia');
    expect(JSON.parse(localStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}')).toMatchObject({ name: 'Giulia' });
    const keys = callsTo(calls, 'POST', '/api/order').map((call) => call.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    fireEvent.change(textbox('First name'), { target: { value: 'Giuliana' } });
    expect(screen.queryByText(t('submit_unsent.not_sent_title'))).toBeNull();
    await confirmGuestOrder();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/order')).toHaveLength(4));
    expect(callsTo(calls, 'POST', '/api/order')[3]!.idempotencyKey).not.toBe(keys[0]);
  }, 20_000);

  it("PRICES_CHANGED shows the server's prices, and the next send carries that total", async () => {
    const fresh = { cart: 1600, coupon: 0, shipping: 0, freeShipping: false, total: 1600 };
    let answers = 0;
    const { calls } = renderForm({
      'POST /api/order': () =>
        ++answers === 1
          ? { status: 409, body: { data: { errors: ['PRICES_CHANGED'], prices: fresh } } }
          : PLACED,
    });
    await fillPickUp();
    await confirmGuestOrder();
    const alert = await screen.findByText(
      'The prices have changed: check the new total and confirm the order again',
    );
    expect(alert.parentElement?.textContent).toContain('€16.00');
    await confirmGuestOrder();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/order')).toHaveLength(2));
    const [first, second] = callsTo(calls, 'POST', '/api/order');
    expect(second!.body).toMatchObject({ prices: { total: 1600 } });
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('PRICES_CHANGED says which line changed and why, and no delivery cost on a pick-up (issue 31 item 5)', async () => {
    // The customer saw 14,00 € with no discount (PRICING); the server took a first-order discount off.
    const fresh = { cart: 1400, coupon: -210, shipping: 0, freeShipping: false, total: 1190 };
    renderForm({
      'POST /api/order': { status: 409, body: { data: { errors: ['PRICES_CHANGED'], prices: fresh } } },
    });
    await fillPickUp();
    await confirmGuestOrder();
    const alert = (
      await screen.findByText('The prices have changed: check the new total and confirm the order again')
    ).parentElement!;
    expect(
      within(alert).getByText(
        /^The discount is different: automatic discounts depend on your e-mail and phone/,
      ),
    ).toBeTruthy();
    expect(within(alert).queryByText("The products' prices have changed")).toBeNull();
    expect(within(alert).queryByText('Delivery')).toBeNull();
  });

  it('shows server codes on their fields and in the snackbar', async () => {
    const { flash } = renderForm({
      'POST /api/order': { status: 400, body: { data: { errors: ['WRONG_PHONE'] } } },
    });
    await fillPickUp();
    await confirmGuestOrder();
    expect(await screen.findByText('This phone number is not valid')).toBeTruthy();
    expect(flash).toHaveBeenCalledWith(expect.stringContaining('This phone number is not valid'), {
      tone: 'error',
    });
  });

  it('a refused form focuses the first invalid field and says to recheck the fields', async () => {
    renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Confirm by e-mail' }));
    expect(await screen.findByText('Please check the highlighted fields')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
  });

  it('restores the saved draft (never the privacy consent)', () => {
    localStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ name: 'Ada', note: 'citofono rotto', privacy: true }),
    );
    renderForm({});
    expect((textbox('First name') as HTMLInputElement).value).toBe('Ada');
    expect((textbox('Notes') as HTMLInputElement).value).toBe('citofono rotto');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /privacy policy/ }).checked).toBe(false);
  });
});

describe('home delivery address (spec §2, §5)', () => {
  it("refuses home delivery without an address ('Please enter an address') and focuses the address field", async () => {
    renderForm({});
    tap(radio('Home delivery'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm by e-mail' }));
    expect(await screen.findAllByText('Please enter an address')).not.toHaveLength(0);
    await waitFor(() =>
      expect((document.activeElement as HTMLElement | null)?.dataset.fieldName).toBe('address'),
    );
  });

  it("a logged-in customer's default saved address is selected, checked, and sent as selectedAddress", async () => {
    const user = sessionUser();
    const home = defaultHomeAddress();
    const { calls } = renderForm(
      {
        [`GET /api/secured/user/${user.id}/anagraphic/address`]: {
          body: { data: [savedAddress({ id: 30 }), home] },
        },
        'POST /api/address/check': checkAnswer('inside'),
        'POST /api/coupons': { body: { data: [] } },
        [`POST /api/secured/user/${user.id}/order`]: PLACED,
      },
      { props: { user } },
    );
    tap(radio('Home delivery'));
    expect(await screen.findByText('Perfect! We deliver to this address.')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Delivery time' });
    await within(select).findByRole('option', { name: 'As soon as possible (12:00)' });
    fireEvent.change(select, { target: { value: '2026-11-24 12:00' } });
    fireEvent.change(textbox('Phone'), { target: { value: '+39 333 123 4567' } });
    tap(radio('Cash on delivery'));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `/api/secured/user/${user.id}/order`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `/api/secured/user/${user.id}/order`)[0]!.body).toMatchObject({
      selectedAddress: 31,
      delivery: {
        method: 'home_delivery',
        deliveryAddress: { route: 'Viale Vespucci', street_number: '12' },
      },
    });
  });
});

describe('logout (spec §4 "Session", issue 31 item 10)', () => {
  /** The form as the checkout page mounts it: with the stored user, following login and logout. */
  function SessionCheckoutForm(props: Omit<CheckoutFormProps, 'user'>) {
    return <CheckoutForm {...props} user={useSessionUser()} />;
  }

  it('forgets the customer mid-checkout: name, surname, e-mail, phone and the saved address leave the form and the draft', async () => {
    const user = sessionUser({ phone: '+39 333 765 4321' });
    const home = defaultHomeAddress();
    apiDouble({
      'GET /api/timetable/*': TIMETABLE,
      [`GET /api/secured/user/${user.id}/anagraphic/address`]: { body: { data: [home] } },
      'POST /api/address/check': checkAnswer('inside'),
      'POST /api/coupons': { body: { data: [] } },
    });
    storeSessionUser(user);
    const storefront = demoStorefront();
    const entries = [cartEntryBuild({ product: demoProduct(storefront, 102), options: [], selection: {} })];
    renderPage(
      <SessionCheckoutForm
        entries={entries}
        pricing={PRICING}
        onPricingInput={() => undefined}
        onOrderPlaced={vi.fn()}
        now={CHECKOUT_NOW}
        t={t}
        flash={vi.fn()}
      />,
      { storefront, locale: 'en', path: '/concludi-ordine' },
    );
    tap(radio('Home delivery'));
    expect(await screen.findByText('Perfect! We deliver to this address.')).toBeTruthy();
    await waitFor(() => expect((textbox('Phone') as HTMLInputElement).value).toBe(user.phone));
    fireEvent.change(textbox('Notes'), { target: { value: 'citofono Rossi' } });
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_DRAFT_KEY)).toContain('Viale Vespucci'));

    act(() => clearSession());

    await waitFor(() => expect((textbox('E-mail') as HTMLInputElement).value).toBe(''));
    for (const field of ['First name', 'Surname', 'Phone', 'Notes'])
      expect((textbox(field) as HTMLInputElement).value).toBe('');
    expect(textbox('E-mail').hasAttribute('readonly')).toBe(false);
    const draft = localStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '';
    for (const personal of [user.name, user.lastname, user.email, '333', 'Vespucci', 'Rossi'])
      expect(draft).not.toContain(personal);
  });
});

describe('automatic coupons on login (spec §4 "Session")', () => {
  it("looks the customer's automatic coupons up and has the page price with the server's list only", async () => {
    const user = sessionUser();
    const onPricingInput = vi.fn();
    const { calls } = renderForm(
      { 'POST /api/coupons': { body: { data: [] } } },
      { props: { user, onPricingInput } },
    );
    await waitFor(() =>
      expect(onPricingInput).toHaveBeenLastCalledWith(
        expect.objectContaining({ customerCouponsKnown: true, serverCoupons: [] }),
      ),
    );
    expect(callsTo(calls, 'POST', '/api/coupons')[0]!.body).toMatchObject({
      email: user.email,
      recaptchaToken: anyText,
    });
  });

  it('a guest is priced with the configured first-order coupons (no server list yet)', () => {
    const onPricingInput = vi.fn();
    renderForm({}, { props: { onPricingInput } });
    expect(onPricingInput).toHaveBeenLastCalledWith(expect.objectContaining({ customerCouponsKnown: false }));
  });

  it("a guest's automatic coupons are looked up 1000 ms after the e-mail and phone are typed; then only the server's list counts (issue 31 item 5)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const freeShipping = demoStorefront().configuration.coupons.find((c) => c.free_shipping)!;
    const onPricingInput = vi.fn();
    const { calls } = renderForm(
      { 'POST /api/coupons': { body: { data: [freeShipping] } } },
      { props: { onPricingInput } },
    );
    fireEvent.change(textbox('E-mail'), { target: { value: 'giulia@example' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    // Not a finished address yet: nothing asked.
    expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(0);
    fireEvent.change(textbox('E-mail'), { target: { value: 'giulia@example.it' } });
    fireEvent.change(textbox('Phone'), { target: { value: '+39 333 123 4567' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() =>
      expect(onPricingInput).toHaveBeenLastCalledWith(
        expect.objectContaining({ customerCouponsKnown: true, serverCoupons: [freeShipping] }),
      ),
    );
    expect(callsTo(calls, 'POST', '/api/coupons')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/coupons')[0]!.body).toMatchObject({
      email: 'giulia@example.it',
      phone: '+39 333 123 4567',
      recaptchaToken: anyText,
    });

    // Another e-mail is another customer: priced with the configured coupons again until its answer is in.
    fireEvent.change(textbox('E-mail'), { target: { value: 'marco@example.it' } });
    expect(onPricingInput).toHaveBeenLastCalledWith(expect.objectContaining({ customerCouponsKnown: false }));
  });
});
