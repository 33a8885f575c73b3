import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '@ordina/contracts/test/test-menu';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import { StaffMenuPage } from './staff-menu-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const product = (price: number) =>
  testProduct({
    id: 11,
    name: 'Tagliatelle',
    description: 'Al ragù',
    price,
    removable_items: [{ id: 1, name: 'Parmigiano', languages: {} }],
  });
const documentWith = (price: number) => ({
  configuration: {
    languages: [
      { locale: 'it', default: true },
      { locale: 'en', default: false },
    ],
  },
  categories: [{ id: 1, slug: 'primi', name: 'Primi piatti', languages: {} }],
  products: [product(price)],
  category_options: [],
});

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Tagliatelle' }));
}

describe('the menu editor (/gestione/menu)', () => {
  it('shows the texts per language with the missing translation flagged, and saves a price typed with a comma', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith(1200), 3),
      'PUT /api/staff/business': businessApi.saved(documentWith(650), 4, ['product:11']),
    });
    render(<StaffMenuPage t={t} locale="en" />);
    await openEditor();
    expect(screen.getByLabelText('Name (Italiano)')).toHaveProperty('value', 'Tagliatelle');
    expect(screen.getByLabelText('Name (English)')).toHaveProperty('value', '');
    expect(screen.getByText('Missing translation')).toBeTruthy();
    const price = screen.getByLabelText('Delivery price (€)');
    expect(price).toHaveProperty('value', '12,00');
    fireEvent.change(price, { target: { value: '6,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: version 4.');
    const [put] = businessApi.puts(calls);
    expect(put).toMatchObject({
      baseVersion: 3,
      changes: [{ op: 'upsert', entity: 'product', value: { id: 11, price: 650, name: 'Tagliatelle' } }],
    });
  });

  it('refuses a price that is not an amount before sending anything', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith(1200), 3),
    });
    render(<StaffMenuPage t={t} locale="en" />);
    await openEditor();
    const price = screen.getByLabelText('Delivery price (€)');
    fireEvent.change(price, { target: { value: '6,5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write an amount in euros, for example 6,50.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(businessApi.puts(calls)).toHaveLength(0);
  });

  it('on a concurrency refusal shows the fresh values and says someone else changed it', async () => {
    apiDouble({
      'GET /api/staff/business': businessApi.loaded(documentWith(1200), 3),
      'PUT /api/staff/business': businessApi.changed(documentWith(1500), 5, ['product:11']),
    });
    render(<StaffMenuPage t={t} locale="en" />);
    await openEditor();
    fireEvent.change(screen.getByLabelText('Delivery price (€)'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Someone else changed this product meanwhile/,
    );
    await waitFor(() => expect(screen.getByLabelText('Delivery price (€)')).toHaveProperty('value', '15,00'));
  });
});
