import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { GA4_SCRIPT_URL } from '../../lib/analytics/analytics-adapter.ts';
import { saveConsent } from '../../lib/consent/after-hydration-shared/consent-store.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { demoProduct, demoStorefront } from '../../test/demo-storefront.ts';
import { renderStorefront, resetPage } from './test/render-storefront.tsx';

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

const storefront = demoStorefront();
const tiramisu = demoProduct(storefront, 701); // 5,50 €, no options, no removable ingredients
const margherita = demoProduct(storefront, 301);
const unpriced = { ...tiramisu, price: null };

function flashText(): string | undefined {
  return screen.getByRole('status').textContent ?? undefined;
}

describe('add-to-cart button', () => {
  it('shows the price, or "Add" / "insert" (boxed list) when the product has none', async () => {
    await renderStorefront(
      <>
        <AddToCartButton product={tiramisu} />
        <AddToCartButton product={unpriced} className="standard" />
        <AddToCartButton product={unpriced} boxed className="boxed" />
      </>,
      { storefront },
    );
    const [priced, standard, boxed] = screen.getAllByRole('button');
    expect(priced?.textContent).toBe("5,50\u00a0€ – Aggiungi all'ordine: Tiramisù della casa");
    expect(standard?.textContent).toBe("Aggiungi – Aggiungi all'ordine: Tiramisù della casa");
    expect(boxed?.textContent).toBe("inserisci – Aggiungi all'ordine: Tiramisù della casa");
  });

  it('adds a product without choices at once and says "Added to order" for 1 s', async () => {
    const { store } = await renderStorefront(<AddToCartButton product={tiramisu} />, { storefront });
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: /Tiramisù della casa/ });
    expect(button.getAttribute('aria-haspopup')).toBeNull();

    // Adding waits for the cart's code (loaded after hydration): let the clicks settle.
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      await vi.dynamicImportSettled();
    });

    expect(store.getSnapshot().entries.map((e) => [e.id, e.qty, e.totalUnitPrice])).toEqual([
      ['701', 2, 550],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(flashText()).toBe("Aggiunto all'ordine");
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(flashText()).toBe("Aggiunto all'ordine");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(flashText()).toBe('');
  });

  it('opens the options dialog for a product with options or removable ingredients instead of adding it', async () => {
    const { store } = await renderStorefront(<AddToCartButton product={margherita} />, { storefront });
    const button = screen.getByRole('button', { name: /Margherita/ });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Margherita' })).toBeTruthy();
    expect(store.getSnapshot().entries).toEqual([]);

    // A product whose only choice is an ingredient to remove opens it too.
    const sorbet = {
      ...demoProduct(storefront, 701),
      id: 7010,
      removable_items: [{ id: 1, name: 'Panna', languages: {} }],
    };
    const withSorbet: Storefront = { ...storefront, products: [...storefront.products, sorbet] };
    resetPage();
    await renderStorefront(<AddToCartButton product={sorbet} />, { storefront: withSorbet });
    fireEvent.click(screen.getByRole('button', { name: /Tiramisù della casa/ }));
    expect(await screen.findByRole('group', { name: 'Vuoi togliere un ingrediente?' })).toBeTruthy();
  });

  it('loads no analytics script without a measurement id', async () => {
    await renderStorefront(<AddToCartButton product={tiramisu} />, { storefront });
    fireEvent.click(screen.getByRole('button', { name: /Tiramisù della casa/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector(`script[src^="${GA4_SCRIPT_URL}"]`)).toBeNull();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('sends add_to_cart in euros to GA4 when a measurement id is configured and the visitor allowed statistics', async () => {
    saveConsent({ analytics: true, marketing: false, errorIdentity: false });
    const withGa: Storefront = {
      ...storefront,
      configuration: {
        ...storefront.configuration,
        params: [
          ...storefront.configuration.params,
          { param_name: 'GA4_MEASUREMENT_ID', value: 'G-CART123' },
        ],
      },
    };
    await renderStorefront(<AddToCartButton product={tiramisu} />, { storefront: withGa });
    fireEvent.click(screen.getByRole('button', { name: /Tiramisù della casa/ }));

    // The GA4 code loads on the first event.
    await waitFor(() =>
      expect(document.querySelector(`script[src="${GA4_SCRIPT_URL}?id=G-CART123"]`)).not.toBeNull(),
    );
    // The event follows once its builder has loaded.
    const events = () =>
      ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((args) => Array.from(args))
        .filter((c) => c[0] === 'event');
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(events()).toEqual([
      [
        'event',
        'add_to_cart',
        {
          currency: 'EUR',
          value: 5.5,
          items: [{ item_id: '701', item_name: 'Tiramisù della casa', price: 5.5, quantity: 1 }],
        },
      ],
    ]);
  });
});
