import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@ordina/contracts';
import { testCategory, testProduct } from '@ordina/contracts/test/test-menu';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble, type Answer, type RecordedCall } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { StaffMenuPage } from './staff-menu-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const t = staffTranslator('en');
const category = (id: number, position: number, name: string, extra: Partial<Category> = {}) =>
  testCategory({ id, slug: name.toLowerCase(), position, name, ...extra });
const product = (id: number, categoryId: number, position: number, name: string) =>
  testProduct({ id, categoryId, position, name, price: 900 });
const menu = (
  categories = [category(1, 0, 'Primi'), category(2, 1, 'Secondi'), category(3, 2, 'Dolci')],
) => ({
  configuration: {
    languages: [
      { locale: 'it', default: true },
      { locale: 'en', default: false },
    ],
  },
  categories,
  products: [product(11, 1, 0, 'Tagliatelle'), product(12, 1, 1, 'Lasagne'), product(21, 2, 0, 'Arrosto')],
  category_options: [
    {
      id: 500,
      position: 0,
      name: 'Condimenti',
      options: [
        {
          id: 600,
          name: 'Formaggio',
          description: '',
          multi_select: true,
          min_select: 0,
          max_select: 0,
          excluded_products_id: [12],
          items: [{ id: 700, name: 'Parmigiano', description: '', price: 50, operand: '+', languages: {} }],
          default_item_id: null,
          languages: {},
        },
      ],
    },
  ],
});
const loaded = (document = menu(), version = 3) => businessApi.loaded(document, version);
const saved = (document = menu(), version = 4) => businessApi.saved(document, version);
/**
 * The menu page on the API double (the menu loaded at version 3, a save answered with version 4, unless
 * `answers` says otherwise): the calls it makes.
 */
function renderMenu(answers: Record<string, Answer> = {}) {
  const api = apiDouble({
    'GET /api/staff/business': loaded(),
    'PUT /api/staff/business': saved(),
    ...answers,
  });
  render(<StaffMenuPage t={t} locale="en" />);
  return api.calls;
}
/** The menu page (as `renderMenu`), `button` pressed, and the editor form it opened, named `formName`. */
async function openEditor(button: string, formName: string, answers: Record<string, Answer> = {}) {
  const calls = renderMenu(answers);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return { calls, form: screen.getByRole('form', { name: formName }) };
}
/** `form`'s Save pressed and saved at version 4: what the save sent. */
async function saveSent(form: HTMLElement, calls: readonly RecordedCall[]) {
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved: version 4.');
  return businessApi.puts(calls)[0];
}
/** The changes of a reorder that moved `categories` (each at its new position). */
const categoryUpserts = (...categories: ReturnType<typeof category>[]) =>
  categories.map((value) => ({ op: 'upsert', entity: 'category', value }));
/**
 * A new entry's Save: refused while it has no name (the Italian name flagged, nothing sent), then sent once
 * `name` is typed, and saved at version 4: what it sent.
 */
async function saveOnceNamed(form: HTMLElement, calls: readonly RecordedCall[], name: string) {
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByText('Write the name in Italiano.')).toBeTruthy();
  expect(within(form).getByLabelText('Name (Italiano)').getAttribute('aria-invalid')).toBe('true');
  expect(businessApi.puts(calls)).toHaveLength(0);
  fireEvent.change(within(form).getByLabelText('Name (Italiano)'), { target: { value: name } });
  return saveSent(form, calls);
}
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the menu page’s categories (issue 35)', () => {
  it('edits a category’s texts side by side, the missing translation flagged, its icon and option group', async () => {
    const { calls, form } = await openEditor('Edit Secondi', 'Editing Secondi');
    expect(within(form).getByLabelText('Name (Italiano)')).toHaveProperty('value', 'Secondi');
    const english = within(form).getByLabelText('Name (English)');
    expect(english.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form).getByText('Missing translation')).toBeTruthy();
    fireEvent.change(english, { target: { value: 'Main courses' } });
    expect(within(form).queryByText('Missing translation')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Icon'), { target: { value: '🍖' } });
    fireEvent.change(within(form).getByLabelText("Products' option group"), {
      target: { value: '500' },
    });
    expect(await saveSent(form, calls)).toEqual({
      baseVersion: 3,
      changes: [
        {
          op: 'upsert',
          entity: 'category',
          value: {
            ...category(2, 1, 'Secondi'),
            icon: '🍖',
            options_id: 500,
            languages: { en: { name: 'Main courses' } },
          },
        },
      ],
    });
  });

  it('adds a category at the end with a slug from its name, and refuses one with no name before sending', async () => {
    const { calls, form } = await openEditor('Add a category', 'New category');
    expect(await saveOnceNamed(form, calls, 'Pizze Speciali')).toMatchObject({
      changes: [
        {
          op: 'upsert',
          entity: 'category',
          value: { id: 4, slug: 'pizze-speciali', position: 3, name: 'Pizze Speciali', options_id: null },
        },
      ],
    });
  });

  it('shows the server’s refusal of a save, each problem at its path', async () => {
    const { form } = await openEditor('Edit Secondi', 'Editing Secondi', {
      'PUT /api/staff/business': businessApi.refused({
        path: 'categories[1].slug',
        message: 'duplicate slug',
      }),
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const problems = await within(form).findByRole('alert');
    expect(problems.textContent).toContain('The menu is not valid with this change:');
    expect(problems.textContent).toContain('categories[1].slug: duplicate slug');
  });

  it('refuses to delete a category that still has products, and deletes an empty one once confirmed', async () => {
    const calls = renderMenu({
      'PUT /api/staff/business': saved(menu([category(1, 0, 'Primi'), category(2, 1, 'Secondi')])),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Primi' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The category Primi still has products (2): move them to another category or delete them, then delete the category.',
    );
    // Said under the category's own heading, where the owner pressed Delete.
    expect(screen.getByRole('alert').closest('section')?.getAttribute('aria-labelledby')).toBe('category-1');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Dolci' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the category Dolci?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Dolci deleted: version 4.')).toBeTruthy();
    expect(businessApi.puts(calls)).toEqual([
      { baseVersion: 3, changes: [{ op: 'delete', entity: 'category', id: 3 }] },
    ]);
    expect(headings()).toEqual(['Primi(products: 2)', 'Secondi(products: 1)']);
  });
});

describe('the menu page’s products (issue 35)', () => {
  it('adds a product in a category, refused without a name, at the end of that category', async () => {
    const { calls, form } = await openEditor('New product in Primi', 'New product');
    fireEvent.change(within(form).getByLabelText('Delivery price (€)'), { target: { value: '8,50' } });
    expect(await saveOnceNamed(form, calls, 'Gnocchi')).toMatchObject({
      changes: [
        {
          op: 'upsert',
          entity: 'product',
          value: { id: 22, categoryId: 1, position: 2, name: 'Gnocchi', price: 850, languages: {} },
        },
      ],
    });
  });

  it('edits a product’s own allergens behind their disclosure: a level set, “None” removes the key (issue 37)', async () => {
    const withAllergens = menu();
    const tagliatelle = {
      ...product(11, 1, 0, 'Tagliatelle'),
      allergens: { gluten: 'contains', eggs: 'traces' } as const,
    };
    withAllergens.products[0] = tagliatelle;
    const { calls, form } = await openEditor('Edit Tagliatelle', 'Editing Tagliatelle', {
      'GET /api/staff/business': loaded(withAllergens),
      'PUT /api/staff/business': saved(withAllergens),
    });
    const summary = within(form).getByText('Allergens: Gluten; traces of Eggs');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.open).toBe(false);
    const allergens = within(form).getByRole('group', { name: 'Allergens' });
    expect(within(allergens).getAllByRole('combobox')).toHaveLength(14);
    expect(within(allergens).getByLabelText('Gluten')).toHaveProperty('value', 'contains');
    fireEvent.change(within(allergens).getByLabelText('Milk'), { target: { value: 'contains' } });
    fireEvent.change(within(allergens).getByLabelText('Eggs'), { target: { value: '' } });
    fireEvent.change(within(allergens).getByLabelText('Soy'), { target: { value: 'traces' } });
    expect(within(form).getByText('Allergens: Gluten, Milk; traces of Soy')).toBeTruthy();
    expect(await saveSent(form, calls)).toEqual({
      baseVersion: 3,
      changes: [
        {
          op: 'upsert',
          entity: 'product',
          value: {
            ...product(11, 1, 0, 'Tagliatelle'),
            allergens: { gluten: 'contains', soybeans: 'traces', milk: 'contains' },
          },
        },
      ],
    });
  });

  it('saves a product whose every allergen was set to “None” without an allergens key', async () => {
    const withAllergens = menu();
    const lasagne = { ...product(12, 1, 1, 'Lasagne'), allergens: { milk: 'contains' } as const };
    withAllergens.products[1] = lasagne;
    const { calls, form } = await openEditor('Edit Lasagne', 'Editing Lasagne', {
      'GET /api/staff/business': loaded(withAllergens),
      'PUT /api/staff/business': saved(withAllergens),
    });
    fireEvent.change(within(form).getByLabelText('Milk'), { target: { value: '' } });
    expect(within(form).getByText('Allergens: none stated')).toBeTruthy();
    const value = ((await saveSent(form, calls)) as { changes: { value: object }[] }).changes[0]?.value;
    expect(value).toEqual(product(12, 1, 1, 'Lasagne'));
    expect(value).not.toHaveProperty('allergens');
  });

  it('after a conflict keeps the new product’s texts and saves it with an id nobody took meanwhile', async () => {
    const fresh = menu();
    fresh.products = [...fresh.products, product(22, 2, 1, 'Brasato')];
    let answers = 0;
    const calls = renderMenu({
      'PUT /api/staff/business': () =>
        answers++ === 0 ? businessApi.changed(fresh, 5, ['product:22']) : saved(fresh, 6),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New product in Primi' }));
    fireEvent.change(screen.getByLabelText('Name (Italiano)'), { target: { value: 'Gnocchi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Someone else changed this product meanwhile/);
    expect(screen.getByLabelText('Name (Italiano)')).toHaveProperty('value', 'Gnocchi');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 6.');
    expect(businessApi.puts(calls)).toMatchObject([
      { baseVersion: 3, changes: [{ value: { id: 22, name: 'Gnocchi' } }] },
      { baseVersion: 5, changes: [{ value: { id: 23, name: 'Gnocchi', categoryId: 1 } }] },
    ]);
  });

  it('deletes a product once confirmed, and takes it out of the options that exclude it', async () => {
    const calls = renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lasagne' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the product Lasagne?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(businessApi.puts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Lasagne' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Lasagne deleted: version 4.');
    const [put] = businessApi.puts(calls);
    expect(put).toMatchObject({
      changes: [
        { op: 'delete', entity: 'product', id: 12 },
        {
          op: 'upsert',
          entity: 'option_group',
          value: { id: 500, options: [{ id: 600, excluded_products_id: [] }] },
        },
      ],
    });
  });
});

describe('the menu page’s order (issue 35)', () => {
  it('moves a category up from the keyboard: one save of the positions that changed, the focus kept', async () => {
    const calls = renderMenu({
      'PUT /api/staff/business': saved(
        menu([category(1, 0, 'Primi'), category(3, 1, 'Dolci'), category(2, 2, 'Secondi')]),
      ),
    });
    const up = await screen.findByRole('button', { name: 'Move Dolci up' });
    up.focus();
    // A button pressed from the keyboard (Enter, Space) is a click.
    fireEvent.click(up);
    expect(headings().map((h) => h?.replace(/\(.*/, ''))).toEqual(['Primi', 'Dolci', 'Secondi']);
    await screen.findByText('Saved: version 4.');
    expect(businessApi.puts(calls)).toEqual([
      { baseVersion: 3, changes: categoryUpserts(category(3, 1, 'Dolci'), category(2, 2, 'Secondi')) },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Dolci up' }));
    // At the top, Move up does nothing and keeps the focus.
    const first = screen.getByRole('button', { name: 'Move Primi up' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(first);
    expect(businessApi.puts(calls)).toHaveLength(1);
  });

  it('moves a category with its drag handle from the keyboard: Space, an arrow, Space, each step announced', async () => {
    // happy-dom lays nothing out: each row of a list gets a rect by its place, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 300, height: 80 });
    });
    const calls = renderMenu({
      'PUT /api/staff/business': saved(
        menu([category(2, 0, 'Secondi'), category(1, 1, 'Primi'), category(3, 2, 'Dolci')]),
      ),
    });
    const handle = await screen.findByRole('button', { name: 'Move Secondi' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable item');
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // Picked up, then over its own place: the live region says where it is.
    await screen.findByText('Secondi is at position 2 of 3.');
    fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp' });
    await screen.findByText('Secondi is at position 1 of 3.');
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await screen.findByText('Secondi dropped at position 1 of 3.');
    await screen.findByText('Saved: version 4.');
    expect(businessApi.puts(calls)).toEqual([
      { baseVersion: 3, changes: categoryUpserts(category(2, 0, 'Secondi'), category(1, 1, 'Primi')) },
    ]);
  });

  it('moves a product down within its category, and on a conflict shows the current menu', async () => {
    const fresh = menu([category(1, 0, 'Primi'), category(2, 1, 'Secondi'), category(3, 2, 'Dolci')]);
    fresh.products = fresh.products.map((p) => (p.id === 11 ? { ...p, name: 'Tagliatelle al ragù' } : p));
    const calls = renderMenu({ 'PUT /api/staff/business': businessApi.changed(fresh, 6, ['product:11']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Tagliatelle down' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone else changed the menu meanwhile: this is the current menu. Check it and try again.',
    );
    expect(businessApi.puts(calls)[0]).toMatchObject({
      changes: [
        { op: 'upsert', entity: 'product', value: { id: 12, position: 0 } },
        { op: 'upsert', entity: 'product', value: { id: 11, position: 1 } },
      ],
    });
    const primi = screen.getByRole('list', { name: 'Products of Primi' });
    expect(
      within(primi)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split('€')[0]),
    ).toEqual([expect.stringContaining('Tagliatelle al ragù'), expect.stringContaining('Lasagne')]);
  });
});
