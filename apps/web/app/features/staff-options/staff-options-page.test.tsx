import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCategory, testProduct } from '@ordina/contracts/test/test-menu';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble, type Answer } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { StaffOptionsPage } from './staff-options-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const item = (id: number, name: string, price: number, extra: object = {}) => ({
  id,
  name,
  description: '',
  price,
  operand: '+',
  languages: { en: { name: `${name} EN` } },
  ...extra,
});
const extras = (extra: object = {}) => ({
  id: 600,
  name: 'Aggiunte',
  description: '',
  multi_select: true,
  min_select: 0,
  max_select: 2,
  excluded_products_id: [],
  items: [item(700, 'Olive', 100), item(701, 'Burrata', 300)],
  default_item_id: null,
  languages: { en: { name: 'Extras' } },
  ...extra,
});
const category = (id: number, name: string, optionsId: number | null) =>
  testCategory({ id, slug: name.toLowerCase(), name, options_id: optionsId });
const product = (id: number, categoryId: number, name: string) =>
  testProduct({ id, categoryId, position: id, name, price: 800 });
/** Group 500, the one Pizze uses, with `options`. */
const pizzaGroup = (options: object[]) => ({ id: 500, position: 0, name: 'Opzioni pizza', options });
/** The one PUT body of a save of group 500 with `options`, from version 3. */
const pizzaGroupSaved = (...options: object[]) => ({
  baseVersion: 3,
  changes: [{ op: 'upsert', entity: 'option_group', value: pizzaGroup(options) }],
});
const businessDocument = (options = [extras()]) => ({
  configuration: {
    languages: [
      { locale: 'it', default: true },
      { locale: 'en', default: false },
    ],
  },
  categories: [category(1, 'Pizze', 500), category(2, 'Dolci', null)],
  products: [product(11, 1, 'Margherita'), product(12, 1, 'Marinara'), product(21, 2, 'Tiramisù')],
  category_options: [pizzaGroup(options), { id: 501, position: 1, name: 'Vecchie opzioni', options: [] }],
});
const loaded = (body = businessDocument()) => businessApi.loaded(body, 3);
const saved = (body = businessDocument()) => businessApi.saved(body, 4);

/** The options page on the API double: the file loaded at version 3, a save answered with version 4, unless `answers` says otherwise. */
function showOptionsPage(answers: Record<string, Answer> = {}) {
  const { calls } = apiDouble({
    'GET /api/staff/business': loaded(),
    'PUT /api/staff/business': saved(),
    ...answers,
  });
  render(<StaffOptionsPage t={t} locale="en" />);
  return calls;
}

async function openGroup(name = 'Opzioni pizza') {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('form', { name: `Editing ${name}` });
}

/** Opens or closes an option's disclosure, as its summary does in a browser. */
function toggleOption(form: HTMLElement, title: string, open = true) {
  const details = within(form).getByText(title).closest('details')!;
  details.open = open;
  fireEvent(details, new Event('toggle'));
  return details;
}
const openOption = (form: HTMLElement, title: string) => toggleOption(form, title);

describe('the options page (issue 35, /gestione/opzioni)', () => {
  it('lists the groups with the categories that use them', async () => {
    showOptionsPage();
    const groups = await screen.findByRole('list', { name: 'Option groups' });
    expect(
      within(groups)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Opzioni pizza(options: 1)', 'Vecchie opzioni(options: 0)']);
    expect(screen.getByText('Used by: Pizze')).toBeTruthy();
    expect(screen.getByText('No category uses it')).toBeTruthy();
  });

  it('changes an item’s price in euros, its operand and translation, moves it up, and saves the whole group', async () => {
    const calls = showOptionsPage();
    const form = await openGroup();
    const option = openOption(form, 'Option 1: Aggiunte');
    expect(within(option).getByText('several choices, 0 to 2, items: 2')).toBeTruthy();
    const burrata = within(option).getByRole('group', { name: 'Item 2: Burrata' });
    const price = within(burrata).getByLabelText('Price (€)');
    expect(price).toHaveProperty('value', '3,00');
    fireEvent.change(price, { target: { value: '3,50' } });
    expect(within(burrata).getByText(/The customer sees \+€3\.50\./)).toBeTruthy();
    fireEvent.change(within(burrata).getByLabelText('Effect on the price'), {
      target: { value: 'subtract' },
    });
    const english = within(burrata).getByLabelText('Name (English)');
    fireEvent.change(english, { target: { value: '' } });
    expect(within(burrata).getByText('Missing translation')).toBeTruthy();
    const up = within(burrata).getByRole('button', { name: 'Move Burrata up' });
    fireEvent.click(up);
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Move Burrata up' }));
    expect(
      within(option)
        .getAllByRole('group', { name: /^Item \d/ })
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Item 1: Burrata', 'Item 2: Olive']);
    fireEvent.change(within(option).getByLabelText('Item chosen when it opens'), {
      target: { value: '701' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: version 4.')).toBeTruthy();
    expect(businessApi.puts(calls)).toEqual([
      pizzaGroupSaved(
        extras({
          default_item_id: 701,
          items: [item(701, 'Burrata', 350, { operand: '-', languages: {} }), item(700, 'Olive', 100)],
        }),
      ),
    ]);
  });

  it('edits an option item’s allergens: a level set on one, “None” removing another’s key, in the saved group (issue 37)', async () => {
    const options = [
      extras({
        items: [item(700, 'Olive', 100, { allergens: { sulphites: 'traces' } }), item(701, 'Burrata', 300)],
      }),
    ];
    const calls = showOptionsPage({
      'GET /api/staff/business': loaded(businessDocument(options)),
      'PUT /api/staff/business': saved(businessDocument(options)),
    });
    const form = await openGroup();
    const option = openOption(form, 'Option 1: Aggiunte');
    const olive = within(option).getByRole('group', { name: 'Item 1: Olive' });
    expect(within(olive).getByText('Allergens: traces of Sulphites')).toBeTruthy();
    fireEvent.change(within(olive).getByLabelText('Sulphites'), { target: { value: '' } });
    const burrata = within(option).getByRole('group', { name: 'Item 2: Burrata' });
    expect(within(burrata).getByText('Allergens: none stated')).toBeTruthy();
    fireEvent.change(within(burrata).getByLabelText('Milk'), { target: { value: 'contains' } });
    expect(within(burrata).getByText('Allergens: Milk')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: version 4.')).toBeTruthy();
    expect(businessApi.puts(calls)).toEqual([
      pizzaGroupSaved(
        extras({
          items: [item(700, 'Olive', 100), item(701, 'Burrata', 300, { allergens: { milk: 'contains' } })],
        }),
      ),
    ]);
  });

  it('adds an option with an item under fresh ids, one choice, required, leaving a product out', async () => {
    const calls = showOptionsPage();
    const form = await openGroup();
    fireEvent.click(within(form).getByRole('button', { name: 'Add an option' }));
    const option = within(form).getByText('Option 2: (no name)').closest('details')!;
    expect(option.open).toBe(true);
    fireEvent.change(within(option).getAllByLabelText('Name (Italiano)')[0]!, {
      target: { value: 'Impasto' },
    });
    fireEvent.click(within(option).getByLabelText('The choice is required'));
    fireEvent.click(within(option).getByLabelText('Marinara'));
    const first = within(option).getByRole('group', { name: 'Item 1: (no name)' });
    fireEvent.change(within(first).getByLabelText('Name (Italiano)'), { target: { value: 'Classico' } });
    fireEvent.click(within(option).getByRole('button', { name: 'Add an item to Impasto' }));
    const second = within(option).getByRole('group', { name: 'Item 2: (no name)' });
    fireEvent.change(within(second).getByLabelText('Name (Italiano)'), { target: { value: 'Integrale' } });
    fireEvent.change(within(second).getByLabelText('Price (€)'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 4.');
    const change = (businessApi.puts(calls)[0] as { changes: { value: { options: unknown[] } }[] })
      .changes[0]!;
    expect(change.value.options[1]).toEqual({
      id: 601,
      name: 'Impasto',
      description: '',
      multi_select: false,
      min_select: 1,
      max_select: 1,
      excluded_products_id: [12],
      items: [
        { id: 702, name: 'Classico', description: '', price: 0, operand: '+', languages: {} },
        { id: 703, name: 'Integrale', description: '', price: 100, operand: '+', languages: {} },
      ],
      default_item_id: null,
      languages: {},
    });
  });

  it('names what it can read as wrong before sending: no name, a price that is not one, a limit that is not a number', async () => {
    const calls = showOptionsPage();
    const form = await openGroup();
    const option = openOption(form, 'Option 1: Aggiunte');
    fireEvent.change(within(option).getByLabelText('Most items'), { target: { value: 'due' } });
    const olive = within(option).getByRole('group', { name: 'Item 1: Olive' });
    fireEvent.change(within(olive).getByLabelText('Price (€)'), { target: { value: '-1' } });
    fireEvent.change(within(olive).getByLabelText('Name (Italiano)'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(option).getByLabelText('Most items').getAttribute('aria-invalid')).toBe('true');
    expect(within(option).getByText('Write a whole number, 0 or more.')).toBeTruthy();
    const unnamed = within(option).getByRole('group', { name: 'Item 1: (no name)' });
    expect(within(unnamed).getByText('Write an amount in euros, for example 6,50.')).toBeTruthy();
    expect(within(unnamed).getByText('Write the name in Italiano.')).toBeTruthy();
    expect(within(option).getByText('To fix')).toBeTruthy();
    expect(businessApi.puts(calls)).toEqual([]);
  });

  it('shows the server’s refusal at the field it names in the staff language, the option opened, and lists it', async () => {
    showOptionsPage({
      'PUT /api/staff/business': businessApi.refused({
        path: 'category_options[0].options[0].max_select',
        message: 'max_select 3 is above the number of items (2)',
      }),
    });
    const form = await openGroup();
    const option = openOption(form, 'Option 1: Aggiunte');
    fireEvent.change(within(option).getByLabelText('Most items'), { target: { value: '3' } });
    // Closed again: the refusal opens it where the field is.
    toggleOption(form, 'Option 1: Aggiunte', false);
    expect(within(form).getByText('Option 1: Aggiunte').closest('details')?.open).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const problems = await within(form).findByRole('alert');
    expect(problems.textContent).toContain(
      'category_options[0].options[0].max_select: max_select 3 is above the number of items (2)',
    );
    const max = within(form).getByLabelText('Most items');
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(max.closest('details')?.open).toBe(true);
    // At the field, in the owner's language.
    expect(
      within(form).getByText(
        'The maximum is above the number of items (2): write 2 at most, or 0 for no limit.',
      ),
    ).toBeTruthy();
  });

  it('refuses to delete a group a category uses, and deletes an unused one once confirmed', async () => {
    const calls = showOptionsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Opzioni pizza' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'The group Opzioni pizza is used by: Pizze. On the menu page choose another group (or none) for these categories, then delete it.',
    );
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('group-500');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Vecchie opzioni' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the group Vecchie opzioni?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vecchie opzioni deleted: version 4.')).toBeTruthy();
    expect(businessApi.puts(calls)).toEqual([
      { baseVersion: 3, changes: [{ op: 'delete', entity: 'option_group', id: 501 }] },
    ]);
  });

  it('adds a group at the end under a fresh id, refused without a name before sending', async () => {
    const calls = showOptionsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an option group' }));
    const form = screen.getByRole('form', { name: 'New option group' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Write the name of the group.')).toBeTruthy();
    expect(businessApi.puts(calls)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Name of the group'), { target: { value: 'Bevande' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 4.');
    expect(businessApi.puts(calls)).toEqual([
      {
        baseVersion: 3,
        changes: [
          {
            op: 'upsert',
            entity: 'option_group',
            value: { id: 502, position: 2, name: 'Bevande', options: [] },
          },
        ],
      },
    ]);
  });

  it('keeps an operand written another way when the item still subtracts', async () => {
    const calls = showOptionsPage({
      'GET /api/staff/business': loaded(
        businessDocument([
          extras({ items: [item(700, 'Senza mozzarella', 100, { operand: 'meno' })], max_select: 1 }),
        ]),
      ),
    });
    const form = await openGroup();
    const option = openOption(form, 'Option 1: Aggiunte');
    expect(within(option).getByLabelText('Effect on the price')).toHaveProperty('value', 'subtract');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 4.');
    const value = (
      businessApi.puts(calls)[0] as { changes: { value: { options: { items: { operand: string }[] }[] } }[] }
    ).changes[0]!.value;
    expect(value.options[0]!.items[0]!.operand).toBe('meno');
  });
});
