import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import * as businessApi from '../../lib/business-document/test/business-answers.ts';
import {
  LOCAL_PLACE_METHODS,
  PLACE_CODE,
  PLACE_CODE_MAX_LENGTH,
  PLACE_NAME,
  PLACE_NAME_MAX_LENGTH,
  PLACES_PER_METHOD_MAX,
  placeCodeOf,
  placeSeries,
} from './places-draft.ts';
import { StaffPlacesPage } from './staff-places-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const document = {
  places: { beach_umbrella_delivery: [{ code: 'b14', name: 'Ombrellone B14' }] },
};
const saved = (call: { body: unknown }) => {
  const { changes } = call.body as { changes: { value: unknown }[] };
  return businessApi.saved({ places: changes[0]!.value }, 5);
};

function renderPage() {
  const api = apiDouble({
    'GET /api/staff/business': businessApi.loaded(document, 4),
    'PUT /api/staff/business': saved,
  });
  render(<StaffPlacesPage t={t} locale="en" />);
  return api;
}

const section = (name: string) => screen.getByRole('group', { name });

describe('the places page (/gestione/qr, decision 068)', () => {
  it('lists each service’s places and links the QR sheet for download', async () => {
    renderPage();
    const umbrellas = await screen.findByRole('group', { name: 'Delivery to your beach umbrella' });
    expect(within(umbrellas).getByLabelText<HTMLInputElement>('Name').value).toBe('Ombrellone B14');
    expect(within(umbrellas).getByLabelText<HTMLInputElement>('Code in the link').value).toBe('b14');
    expect(within(section('Table service')).getByText(/No places/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download the QR code sheet (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/staff/places/qr.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('adds a place (focused, its code made from its name) and saves the places section whole', async () => {
    const { calls } = renderPage();
    const tables = await screen.findByRole('group', { name: 'Table service' });
    fireEvent.click(within(tables).getByRole('button', { name: 'Add a place' }));
    const name = within(tables).getByLabelText<HTMLInputElement>('Name');
    await waitFor(() => expect(globalThis.document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'Tavolo Più 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the places' }));
    expect(await screen.findByText('Places saved: version 5.')).toBeTruthy();
    expect(businessApi.puts(calls)[0]).toEqual({
      baseVersion: 4,
      changes: [
        {
          op: 'replace',
          section: 'places',
          value: {
            table_delivery: [{ name: 'Tavolo Più 1', code: 'tavolo-piu-1' }],
            beach_umbrella_delivery: [{ name: 'Ombrellone B14', code: 'b14' }],
          },
        },
      ],
    });
  });

  it('refuses a code used twice and a name with punctuation at their rows, sending nothing', async () => {
    const { calls } = renderPage();
    const cars = await screen.findByRole('group', { name: 'Delivery to your car' });
    fireEvent.click(within(cars).getByRole('button', { name: 'Add a place' }));
    fireEvent.change(within(cars).getByLabelText('Name'), { target: { value: 'Posto #1' } });
    fireEvent.change(within(cars).getByLabelText('Code in the link'), { target: { value: 'b14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the places' }));
    expect(await screen.findByText('Another place has this code already')).toBeTruthy();
    expect(screen.getByText('1 to 40 letters, digits and single spaces')).toBeTruthy();
    expect(within(cars).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    // Each field names its own error (and the code its hint) for a screen reader.
    const described = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => field.ownerDocument.getElementById(id)?.textContent)
        .join(' | ');
    expect(described(within(cars).getByLabelText('Name'))).toBe('1 to 40 letters, digits and single spaces');
    expect(described(within(cars).getByLabelText('Code in the link'))).toMatch(
      /^.+ \| Another place has this code already$/,
    );
    expect(businessApi.puts(calls)).toHaveLength(0);
  });

  it('adds a numbered series and removes a place by its name', async () => {
    renderPage();
    const umbrellas = await screen.findByRole('group', { name: 'Delivery to your beach umbrella' });
    fireEvent.click(within(umbrellas).getByText('Add a numbered series'));
    fireEvent.change(within(umbrellas).getByLabelText('Common name'), { target: { value: 'Ombrellone' } });
    fireEvent.change(within(umbrellas).getByLabelText('To number'), { target: { value: '3' } });
    fireEvent.click(within(umbrellas).getByRole('button', { name: 'Add the series' }));
    expect(within(umbrellas).getAllByLabelText('Name')).toHaveLength(4);
    fireEvent.click(within(umbrellas).getByRole('button', { name: 'Remove Ombrellone B14' }));
    expect(
      within(umbrellas)
        .getAllByLabelText<HTMLInputElement>('Name')
        .map((input) => input.value),
    ).toEqual(['Ombrellone 1', 'Ombrellone 2', 'Ombrellone 3']);
  });

  it('checks with the business file’s rules (its own copies keep zod out of the storefront’s chunks)', () => {
    expect(LOCAL_PLACE_METHODS).toEqual(contracts.LOCAL_PLACE_METHODS);
    expect(PLACE_NAME_MAX_LENGTH).toBe(contracts.PLACE_NAME_MAX_LENGTH);
    expect(PLACE_CODE_MAX_LENGTH).toBe(contracts.PLACE_CODE_MAX_LENGTH);
    expect(PLACES_PER_METHOD_MAX).toBe(contracts.PLACES_PER_METHOD_MAX);
    for (const name of ['Ombrellone B14', 'Tavolo Più 1', 'B 14', 'Ombrellone  B14', 'B-14', ' B14', 'B14 '])
      expect([name, PLACE_NAME.test(name)]).toEqual([
        name,
        contracts.placeSchema.safeParse({ code: 'x', name }).success,
      ]);
    for (const code of ['b14', 'tavolo-1', 'B14', 'b--14', '-b14', 'b 14', 'b_14'])
      expect([code, PLACE_CODE.test(code)]).toEqual([
        code,
        contracts.placeSchema.safeParse({ code, name: 'X' }).success,
      ]);
  });

  it('makes codes the business file takes', () => {
    expect(placeCodeOf('Ombrellone B14')).toBe('ombrellone-b14');
    expect(placeCodeOf('  Café  Nr. 3 ')).toBe('cafe-nr-3');
    expect(placeSeries('Tavolo', 1, 2).map((row) => row.code)).toEqual(['tavolo-1', 'tavolo-2']);
    expect(placeSeries('Tavolo', 3, 1)).toEqual([]);
  });
});
