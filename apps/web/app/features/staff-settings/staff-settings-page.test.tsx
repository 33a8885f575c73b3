import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { TEST_COLORS } from '@ordina/contracts/test/test-business';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { storefront } from '../../test/storefront-fixture.ts';
import { CUSTOMER_AUTH_TYPES, LOCALES, MENU_DELIVERY_MODES, ORDER_VERIFY_DATA } from './settings-draft.ts';
import { StaffSettingsPage } from './staff-settings-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
// The shared test storefront's configuration as the business file has it (without the parts the storefront
// API adds), with the test businesses' colours (every pair passes WCAG AA), one payment and one delivery
// method (the file requires one of each) and a notice in Italian only.
const {
  delivery_order: _delivery,
  coupons: _coupons,
  has_coupons: _hasCoupons,
  ...shared
} = storefront().configuration;
const configuration = {
  ...shared,
  colors: { ...TEST_COLORS },
  payment_methods: [
    { code: 'cash', name: 'Contanti', label: '', description: '', online: false, languages: {} },
  ],
  delivery_method: [{ code: 'pick_up', name: 'Ritiro', paymentTypes: [{ code: 'cash' }] }],
  notice: { it: 'Chiusi a Ferragosto' },
};
const document = {
  configuration,
  messaging: { new_order_email: 'ordini@example.it', sms_credit: 240 },
  board: {
    alert_unaccepted_after_minutes: 5,
    reject_unaccepted_after_minutes: 15,
    pause_without_board_after_minutes: 3,
  },
};
const loaded = { 'GET /api/staff/business': businessApi.loaded(document, 4) };

describe('the settings page (/gestione/impostazioni)', () => {
  it('offers exactly the schema’s choices (its own copies keep them out of the storefront’s first load)', () => {
    expect(LOCALES).toEqual(contracts.LOCALES);
    expect(CUSTOMER_AUTH_TYPES).toEqual(contracts.CUSTOMER_AUTH_TYPES);
    expect(ORDER_VERIFY_DATA).toEqual(contracts.ORDER_VERIFY_DATA);
    expect(MENU_DELIVERY_MODES).toEqual(contracts.MENU_DELIVERY_MODES);
  });

  it('warns when a pair of colours falls below WCAG AA, and previews the colours chosen', async () => {
    apiDouble(loaded);
    render(<StaffSettingsPage t={t} locale="en" />);
    const buttonText = await screen.findByLabelText('Button text: code');
    // The demo's colours all pass: only the ratios are shown, no warning.
    expect(screen.queryByText(/below the 4\.5:1/)).toBeNull();
    expect(screen.getByText(/^Button text on the button: contrast \d+\.\d\d:1$/)).toBeTruthy();
    // A mid grey on white: 4.47:1, just under AA.
    fireEvent.change(screen.getByLabelText('Button background: code'), { target: { value: '#ffffff' } });
    fireEvent.change(buttonText, { target: { value: '#777777' } });
    expect(
      screen.getByText(
        'Button text on the button: contrast 4.47:1, below the 4.5:1 that keeps text readable for everyone (WCAG AA). Choose a darker or lighter colour.',
      ),
    ).toBeTruthy();
    const swatch = screen.getByText('Add to order');
    expect(swatch.style.color).toBe('#777777');
    expect(swatch.style.backgroundColor).toBe('#ffffff');
    // One step darker, #767676, passes again.
    fireEvent.change(buttonText, { target: { value: '#767676' } });
    expect(screen.queryByText(/below the 4\.5:1/)).toBeNull();
  });

  it('saves the changed sections in one PUT: the configuration and the e-mail, never the SMS credit', async () => {
    const { calls } = apiDouble({
      ...loaded,
      'PUT /api/staff/business': businessApi.saved(document, 5, ['configuration']),
    });
    render(<StaffSettingsPage t={t} locale="en" />);
    // The SMS credit is shown, not editable.
    expect(await screen.findByText('240')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'SMS credit' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Main colour: code'), { target: { value: '#123456' } });
    fireEvent.change(screen.getByLabelText('Who can order'), { target: { value: 'solo_login' } });
    fireEvent.change(screen.getByLabelText('How a customer confirms an order'), {
      target: { value: 'email_sms' },
    });
    fireEvent.change(screen.getByLabelText('Notice on the storefront (English)'), {
      target: { value: 'Closed on 15 August' },
    });
    fireEvent.click(screen.getByLabelText('Deutsch'));
    fireEvent.change(screen.getByLabelText('Default language'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('E-mail for new orders (optional)'), {
      target: { value: 'cucina@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await screen.findByText('Saved: version 5.');
    const puts = businessApi.puts(calls);
    expect(puts).toHaveLength(1);
    const body = puts[0] as { baseVersion: number; changes: { section: string; value: unknown }[] };
    expect(body.baseVersion).toBe(4);
    // The board's minutes did not change: that section is not sent.
    expect(body.changes.map((c) => c.section)).toEqual(['configuration', 'messaging']);
    expect(body.changes[0]?.value).toMatchObject({
      colors: { ...configuration.colors, primary: '#123456' },
      customer_auth_type: 'solo_login',
      order_verify_data: 'email_sms',
      notice: { it: 'Chiusi a Ferragosto', en: 'Closed on 15 August' },
      languages: [
        { locale: 'it', default: false },
        { locale: 'en', default: true },
        { locale: 'de', default: false },
      ],
      payment_methods: configuration.payment_methods,
    });
    expect(body.changes[1]?.value).toEqual({ new_order_email: 'cucina@example.it' });
  });

  it('sends nothing when nothing changed, or when the board’s minutes break the schema’s rules', async () => {
    const { calls } = apiDouble(loaded);
    render(<StaffSettingsPage t={t} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Nothing has changed: nothing to save.')).toBeTruthy();
    const reject = screen.getByLabelText('Refuse an order not accepted after (minutes)');
    fireEvent.change(reject, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Pause ordering when no board is open for (minutes)'), {
      target: { value: '61' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Must be more minutes than the warning')).toBeTruthy();
    expect(screen.getByText('A whole number from 1 to 60')).toBeTruthy();
    expect(reject.getAttribute('aria-invalid')).toBe('true');
    expect(businessApi.puts(calls)).toHaveLength(0);
  });

  it('replaces the logo with an uploaded picture (never removes it) and switches the picture cards', async () => {
    const { calls } = apiDouble({
      ...loaded,
      'POST /api/staff/images': {
        body: { data: { url: '/media/uploads/logo-new.webp', width: 512, height: 512 } },
      },
      'PUT /api/staff/business': businessApi.saved(document, 5, ['configuration']),
    });
    render(<StaffSettingsPage t={t} locale="en" />);
    const logo = await screen.findByLabelText('Logo (at the top of the storefront)');
    // The business file requires a logo: it is replaced, not removed.
    expect(screen.queryByRole('button', { name: 'Remove the photo' })).toBeNull();
    fireEvent.change(logo, {
      target: { files: [new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' })] },
    });
    await vi.waitFor(() =>
      expect(globalThis.document.querySelector('img')?.getAttribute('src')).toBe(
        '/media/uploads/logo-new.webp',
      ),
    );
    fireEvent.click(screen.getByLabelText('Categories as picture cards on the home page'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await screen.findByText('Saved: version 5.');
    const body = businessApi.puts(calls)[0] as {
      changes: { section: string; value: unknown }[];
    };
    expect(body.changes[0]?.value).toMatchObject({
      logo: '/media/uploads/logo-new.webp',
      image_format: { box_list: true, box_product_list: false },
    });
  });

  it('switches tips on with their percentages and cap (docs/decisions/067), refusing a preset over 50 % or twice', async () => {
    const { calls } = apiDouble({
      ...loaded,
      'PUT /api/staff/business': businessApi.saved(document, 5, ['configuration']),
    });
    render(<StaffSettingsPage t={t} locale="en" />);
    const enabled = await screen.findByRole('checkbox', { name: 'Offer a tip at checkout' });
    expect((enabled as HTMLInputElement).checked).toBe(false);
    const presets = screen.getByRole('group', { name: 'Percentages offered' });
    const boxes = [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Percentage ${n}` }));
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['5', '10', '15', '']);
    fireEvent.click(enabled);
    fireEvent.change(boxes[2]!, { target: { value: '51' } });
    fireEvent.change(boxes[3]!, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Whole numbers from 1 to 50, each once')).toBeTruthy();
    expect(presets.getAttribute('aria-describedby')).toMatch(/-error/);
    expect(globalThis.document.activeElement).toBe(boxes[0]);
    expect(businessApi.puts(calls)).toHaveLength(0);

    fireEvent.change(boxes[2]!, { target: { value: '20' } });
    fireEvent.change(boxes[3]!, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Largest tip (euros)'), { target: { value: '25,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await screen.findByText('Saved: version 5.');
    const body = businessApi.puts(calls)[0] as {
      changes: { section: string; value: { tips?: unknown } }[];
    };
    expect(body.changes.map((c) => c.section)).toEqual(['configuration']);
    expect(body.changes[0]?.value.tips).toEqual({ enabled: true, presets: [5, 10, 20], max_amount: 2550 });
  });

  // The two storefront switches (one StorefrontSwitch): off in the file, unchanged they send nothing; switched
  // on, the configuration alone with the switch's key.
  it.each([
    {
      what: 'menu search on as the parameter MENU_SEARCH (docs/decisions/071)',
      checkbox: 'Search on the storefront',
      key: 'params',
      value: [{ param_name: 'MENU_SEARCH', value: '1' }],
    },
    {
      what: 'allergens on as configuration.show_allergens (docs/decisions/070)',
      checkbox: 'Show allergens',
      key: 'show_allergens',
      value: true,
    },
  ])('switches the storefront’s $what; left as it was, nothing is sent', async ({ checkbox, key, value }) => {
    const { calls } = apiDouble({
      ...loaded,
      'PUT /api/staff/business': businessApi.saved(document, 5, ['configuration']),
    });
    render(<StaffSettingsPage t={t} locale="en" />);
    const box = await screen.findByRole('checkbox', { name: checkbox });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    // Unchanged: nothing is sent, the configuration stays as the file has it.
    save();
    expect(await screen.findByText(t('settings.unchanged'))).toBeTruthy();
    expect(businessApi.puts(calls)).toHaveLength(0);

    fireEvent.click(box);
    save();
    await screen.findByText('Saved: version 5.');
    const { changes } = businessApi.puts(calls)[0] as {
      changes: { section: string; value: Record<string, unknown> }[];
    };
    expect(changes.map((change) => change.section)).toEqual(['configuration']);
    expect(changes[0]?.value[key]).toEqual(value);
  });
});
