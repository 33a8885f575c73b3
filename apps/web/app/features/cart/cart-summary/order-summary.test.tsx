import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { cartEntryBuild, productOptions } from '@ordina/domain';
import { StorefrontProvider } from '../../../lib/storefront-context.tsx';
import { AddToCartButton } from '../add-to-cart-button.tsx';
import { CartStoreProvider } from './cart-store-context.tsx';
import { CART_STORAGE_KEY } from './cart-storage.ts';
import { OPEN_LOGIN_EVENT } from '../../../lib/first-load/open-login.ts';
import { OrderSummary } from './order-summary.tsx';
import { acceptingOrdersOnly, demoProduct, demoStorefront } from '../../../test/demo-storefront.ts';
import { renderStorefront, resetPage, testCartStore } from '../test/render-storefront.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetPage();
});

// Lido Azzurro: shipping 2,50 € + 0,50 € per product, free from 35,00 €, minimum order 12,00 €,
// orders accepted all day; automatic coupon PRIMOORDINE (15 %).
const demo = demoStorefront();
const withoutCoupons: Storefront = { ...demo, configuration: { ...demo.configuration, coupons: [] } };

const tiramisu = demoProduct(demo, 701); // 5,50 €
const trebbiano = demoProduct(demo, 806); // 16,00 €
const margherita = demoProduct(demo, 301);

function line(product: Storefront['products'][number], selection: Record<number, number[]> = {}, qty = 1) {
  const options = productOptions(product, demo.categories, demo.category_options);
  return cartEntryBuild({ product, options, selection, qty });
}

/** The amount beside a price label in the summary (labels may carry a second line, e.g. the coupon's description). */
function amount(label: string): string | null {
  const term = [...document.querySelectorAll('#order-summary dt')].find(
    (dt) => dt.firstChild?.textContent === label,
  );
  return term?.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ') ?? null;
}

function proceed() {
  return screen.getByText('Procedi');
}

describe('order summary', () => {
  it('prices the cart: subtotal, shipping 2,50 € + 0,50 € a product below the threshold, free above it, total', async () => {
    const { store } = await renderStorefront(
      <>
        <AddToCartButton product={tiramisu} />
        <OrderSummary />
      </>,
      { storefront: withoutCoupons },
    );
    const add = screen.getByRole('button', { name: /Aggiungi all'ordine: Tiramisù della casa/ });
    // Adding waits for the cart's code (loaded after hydration): let the clicks settle.
    await act(async () => {
      fireEvent.click(add);
      fireEvent.click(add);
      await vi.dynamicImportSettled();
    });

    expect(amount('Prodotti')).toBe('11,00 €');
    expect(amount('Consegna')).toBe('3,50 €'); // 2,50 + 2 × 0,50
    expect(amount('Totale')).toBe('14,50 €');
    expect(amount('Sconto automatico')).toBeNull();

    act(() => {
      void store.save(line(trebbiano, {}, 2));
    });
    // 11,00 + 32,00 = 43,00 ≥ 35,00: free delivery.
    expect(amount('Prodotti')).toBe('43,00 €');
    expect(amount('Consegna')).toBe('Consegna gratuita');
    expect(amount('Totale')).toBe('43,00 €');
  });

  it('adds the checkout’s tip as its own line, of the products after the discount, never toward free delivery (docs/decisions/067)', async () => {
    const tips = { enabled: true, presets: [5, 10, 15], max_amount: 2000 };
    const storefront = { ...withoutCoupons, configuration: { ...withoutCoupons.configuration, tips } };
    // 2 Trebbiano: 32,00 €, below free delivery (35,00 €); 10 % is 3,20 €, which would pass it.
    await renderStorefront(<OrderSummary editable={false} method="home_delivery" tip={{ percent: 10 }} />, {
      storefront,
      store: seeded([line(trebbiano, {}, 2)]),
    });
    expect(amount('Prodotti')).toBe('32,00 €');
    expect(amount('Consegna')).toBe('3,50 €');
    expect(amount('Mancia')).toBe('3,20 €');
    expect(amount('Totale')).toBe('38,70 €');
  });

  it('shows no tip line without a tip, nor for a tip the business does not offer', async () => {
    await renderStorefront(<OrderSummary editable={false} method="pick_up" tip={{ percent: 10 }} />, {
      storefront: withoutCoupons,
      store: seeded([line(trebbiano)]),
    });
    expect(amount('Mancia')).toBeNull();
    expect(amount('Totale')).toBe('16,00 €');
  });

  it('blocks proceeding below the minimum order with its message, and links to the checkout above it', async () => {
    await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu, {}, 2)]),
    });
    expect(screen.getByText("Importo minimo d'ordine 12,00 €")).toBeTruthy();
    // How far the cart is from the minimum: 12,00 − 11,00.
    expect(screen.getByText('Mancano 1,00 € per arrivare al minimo')).toBeTruthy();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
    expect(proceed().closest('a')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità: Tiramisù della casa' }));

    expect(amount('Prodotti')).toBe('16,50 €');
    expect(amount('Consegna')).toBe('4,00 €'); // 2,50 + 3 × 0,50
    expect(amount('Totale')).toBe('20,50 €');
    expect(screen.queryByText("Importo minimo d'ordine 12,00 €")).toBeNull();
    expect(screen.queryByText(/per arrivare al minimo/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Procedi' }).getAttribute('href')).toBe('/concludi-ordine');
  });

  it('takes the best automatic coupon off the products', async () => {
    const { store } = await renderStorefront(<OrderSummary />, {
      storefront: demo,
      store: seeded([line(tiramisu, {}, 2)]),
    });
    expect(amount('Prodotti')).toBe('11,00 €');
    expect(amount('Sconto automatico')).toBe('-1,65 €'); // 15 % of 11,00
    expect(
      screen.getByText('Il tuo primo ordine online? Ti regaliamo il 15%: lo sconto si applica da solo.'),
    ).toBeTruthy();
    expect(amount('Consegna')).toBe('3,50 €');
    expect(amount('Totale')).toBe('12,85 €'); // 11,00 − 1,65 + 3,50

    act(() => store.increment(store.getSnapshot().entries[0]?.id ?? ''));
    expect(amount('Sconto automatico')).toBe('-2,48 €'); // 15 % of 16,50 = 2,475, rounded half up
    expect(amount('Totale')).toBe('18,02 €'); // 16,50 − 2,48 + 4,00
  });

  it('names the discount for what it is: automatic (no code), not a coupon code, and not in an error red', async () => {
    await renderStorefront(<OrderSummary />, { storefront: demo, store: seeded([line(tiramisu, {}, 2)]) });
    const term = [...document.querySelectorAll('#order-summary dt')].find(
      (dt) => dt.firstChild?.textContent === 'Sconto automatico',
    );
    expect(term).toBeTruthy();
    expect(screen.queryByText('Buono sconto')).toBeNull();
    expect(screen.queryByText('Codice sconto')).toBeNull();
    expect(term?.nextElementSibling?.className).not.toMatch(/red|coupon/);
  });

  it('says the shipping assumes home delivery until a method is chosen at checkout', async () => {
    await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu, {}, 2)]),
    });
    expect(
      screen.getByText(
        "Calcolata per la consegna a domicilio: cambia se alla conclusione dell'ordine scegli un altro metodo.",
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      'it',
      '11,00\u00a0€',
      '3,50\u00a0€',
      "Importo minimo d'ordine 12,00\u00a0€",
      'Mancano 1,00\u00a0€ per arrivare al minimo',
    ],
    ['en', '€11.00', '€3.50', 'Minimum order: €12.00', '€1.00 more to reach the minimum order'],
    [
      'fr',
      '11,00\u00a0€',
      '3,50\u00a0€',
      'Montant minimum de commande\u00a0: 12,00\u00a0€',
      'Encore 1,00\u00a0€ pour atteindre le minimum de commande',
    ],
    [
      'de',
      '11,00\u00a0€',
      '3,50\u00a0€',
      'Mindestbestellwert 12,00\u00a0€',
      'Noch 1,00\u00a0€ bis zum Mindestbestellwert',
    ],
  ] as const)(
    'prints every amount of the summary in one %s money format, messages included',
    async (locale, products, shipping, minimum, missing) => {
      await renderStorefront(<OrderSummary />, {
        storefront: withoutCoupons,
        locale,
        store: seeded([line(tiramisu, {}, 2)]),
      });
      const exact = { normalizer: (text: string) => text };
      const amounts = [...document.querySelectorAll('#order-summary dd.tabular-nums')].map(
        (dd) => dd.textContent,
      );
      expect(amounts).toContain(products);
      expect(amounts).toContain(shipping);
      expect(screen.getByText(minimum, exact)).toBeTruthy();
      expect(screen.getByText(missing, exact)).toBeTruthy();
    },
  );

  it('stops a line at 99: plus says so and adds nothing more', async () => {
    const { store } = await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu, {}, 98)]),
    });
    const plus = () => screen.getByRole('button', { name: 'Aumenta la quantità: Tiramisù della casa' });
    expect(plus().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(plus());
    expect(store.getSnapshot().entries.map((e) => e.qty)).toEqual([99]);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Massimo 99 per prodotto').id).toBe(plus().getAttribute('aria-describedby'));
    fireEvent.click(plus());
    expect(store.getSnapshot().entries.map((e) => e.qty)).toEqual([99]);
  });

  it('changes quantities with labelled minus and plus buttons; minus at 1 removes the line', async () => {
    const { store } = await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu, {}, 2)]),
    });
    const minus = () => screen.getByRole('button', { name: 'Diminuisci la quantità: Tiramisù della casa' });
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità: Tiramisù della casa' }));
    expect(store.getSnapshot().entries.map((e) => e.qty)).toEqual([3]);
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(store.getSnapshot().entries.map((e) => e.qty)).toEqual([1]);
    expect(amount('Totale')).toBe('8,50 €'); // 5,50 + 2,50 + 0,50
    fireEvent.click(minus());
    expect(store.getSnapshot().entries).toEqual([]);
    expect(screen.getByText('Nessun prodotto')).toBeTruthy();
    // The removed line's buttons are gone; focus stays in the summary.
    expect(document.activeElement?.id).toBe('order-summary');
    expect(amount('Totale')).toBeNull();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
  });

  it('shows each line with its options and removed ingredients, and an edit button only for products with choices', async () => {
    await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([
        cartEntryBuild({
          product: margherita,
          options: productOptions(margherita, demo.categories, demo.category_options),
          selection: { 11: [1102], 12: [1206, 1203], 13: [1302] },
          removed: [3012],
          qty: 2,
        }),
        line(tiramisu),
      ]),
    });
    expect(screen.getByText('Impasto: Integrale')).toBeTruthy();
    // Items in the menu's order, not the click order.
    expect(screen.getByText('Aggiunte: Funghi champignon, Burrata')).toBeTruthy();
    expect(screen.getByText('Mozzarella: Mozzarella di bufala')).toBeTruthy();
    expect(screen.getByText('Senza: Basilico')).toBeTruthy();
    // (6,50 + 1,00 + 3,00 + 1,00 + 2,00) × 2
    const margheritaLine = screen.getByText('Margherita').closest('li') as HTMLElement;
    expect(within(margheritaLine).getByText('27,00 €')).toBeTruthy();
    expect(
      screen
        .getAllByRole('button', { name: /^Modifica le opzioni/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Modifica le opzioni: Margherita']);
  });

  it('says when orders are not accepted now and keeps proceed disabled', async () => {
    const storefront = acceptingOrdersOnly(withoutCoupons, {});
    await renderStorefront(<OrderSummary />, { storefront, store: seeded([line(trebbiano)]) });
    expect(screen.getByText('In questo momento non accettiamo ordini')).toBeTruthy();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
  });

  it('re-evaluates order acceptance every minute on the business clock', async () => {
    // Tuesday 1 July 2025, 11:59:30 in Rome (UTC+2); orders accepted until 12:00.
    vi.useFakeTimers({
      now: new Date('2025-07-01T09:59:30Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    const storefront = acceptingOrdersOnly(withoutCoupons, { tue: [{ from: '08:00', to: '12:00' }] });
    await renderStorefront(<OrderSummary />, { storefront, store: seeded([line(trebbiano)]) });
    expect(screen.getByRole('link', { name: 'Procedi' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('In questo momento non accettiamo ordini')).toBeTruthy();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
  });

  it('asks guests to log in when the business only takes orders from logged-in customers', async () => {
    const soloLogin: Storefront = {
      ...withoutCoupons,
      configuration: { ...withoutCoupons.configuration, customer_auth_type: 'solo_login' },
    };
    await renderStorefront(<OrderSummary />, { storefront: soloLogin, store: seeded([line(trebbiano)]) });
    expect(
      screen.getByText("Per completare l'ordine devi effettuare l'accesso.", { exact: false }),
    ).toBeTruthy();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
    const opened = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    fireEvent.click(screen.getByRole('button', { name: 'Clicca qui' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('lets logged-in customers proceed on a login-only business', async () => {
    const soloLogin: Storefront = {
      ...withoutCoupons,
      configuration: { ...withoutCoupons.configuration, customer_auth_type: 'solo_login' },
    };
    await renderStorefront(<OrderSummary authenticated />, {
      storefront: soloLogin,
      store: seeded([line(trebbiano)]),
    });
    expect(screen.queryByRole('button', { name: 'Clicca qui' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Procedi' })).toBeTruthy();
  });

  it('in non-editable mode hides the controls and links back to the home page to edit', async () => {
    await renderStorefront(<OrderSummary editable={false} />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu, {}, 2)]),
    });
    expect(screen.getByText('2 ×')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aumenta la quantità/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Diminuisci la quantità/ })).toBeNull();
    expect(screen.queryByText('Procedi')).toBeNull();
    expect(screen.getByRole('link', { name: "Modifica l'ordine" }).getAttribute('href')).toBe('/');
  });

  it('shows the names in the page language: the cart is kept by ids across a language change', async () => {
    const italian = await renderStorefront(<OrderSummary />, { storefront: demo });
    act(() => {
      void italian.store.save(line(tiramisu));
      void italian.store.save(line(margherita, { 11: [1101] }));
    });
    expect(screen.getByText('Tiramisù della casa')).toBeTruthy();
    italian.unmount();

    // The language change reloads the page: a new store restores the same saved cart.
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
    await renderStorefront(<OrderSummary />, { storefront: demo, locale: 'en' });
    expect(screen.getByText('House tiramisù')).toBeTruthy();
    expect(screen.getByText('Dough: Classic')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your order' })).toBeTruthy();
  });
});

describe('order summary bottom bar', () => {
  type Callback = (entries: { intersectionRatio: number }[]) => void;
  function stubIntersectionObserver() {
    const observers: { callback: Callback; threshold: unknown }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options: { threshold: unknown }) {
          observers.push({ callback, threshold: options.threshold });
        }
        observe() {}
        disconnect() {}
      },
    );
    return observers;
  }

  it('shows total and quantity while the summary is less than half visible, and brings the summary into view', async () => {
    const observers = stubIntersectionObserver();
    await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu, {}, 2), line(trebbiano)]),
    });
    expect(observers.map((o) => o.threshold)).toEqual([0.5]);
    const bar = () => screen.queryByRole('button', { name: /Mostra l'ordine/ });
    // 5,50 × 2 + 16,00 = 27,00 + shipping 2,50 + 3 × 0,50 = 31,00
    expect(bar()?.textContent?.replace(/\u00a0/g, ' ')).toBe("3 prodottiMostra l'ordineTotale 31,00 €");

    const scrolled = vi.fn();
    const summary = document.getElementById('order-summary') as HTMLElement;
    summary.scrollIntoView = scrolled;
    fireEvent.click(bar() as HTMLElement);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(summary);

    act(() => {
      observers[0]?.callback([{ intersectionRatio: 0.5 }]);
    });
    expect(bar()).toBeNull();
    act(() => {
      observers[0]?.callback([{ intersectionRatio: 0.3 }]);
    });
    expect(bar()).not.toBeNull();
  });

  it('is quiet on the checkout: an outlined white pill, not a second button in the business colour', async () => {
    stubIntersectionObserver();
    const { unmount } = await renderStorefront(<OrderSummary />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu)]),
    });
    const bar = () => screen.getByRole('button', { name: /Mostra l'ordine/ });
    // The home and category pages: the bar is their way on, in the business's button colours.
    expect(bar().className).toContain('bg-button');
    expect(bar().closest('.summary-bar')?.classList.contains('summary-bar-quiet')).toBe(false);
    unmount();
    await renderStorefront(<OrderSummary editable={false} />, {
      storefront: withoutCoupons,
      store: seeded([line(tiramisu)]),
    });
    expect(bar().className).not.toContain('bg-button');
    expect(bar().className).toContain('bg-white');
    // app.css hides this bar while a text field has focus, and keeps the focused element above any bar.
    expect(bar().closest('.summary-bar')?.classList.contains('summary-bar-quiet')).toBe(true);
  });

  it('is absent while the cart is empty', async () => {
    stubIntersectionObserver();
    await renderStorefront(<OrderSummary />, { storefront: withoutCoupons });
    expect(screen.queryByRole('button', { name: /Mostra l'ordine/ })).toBeNull();
  });
});

/** A restored cart store that already holds `entries`. */
function seeded(entries: ReturnType<typeof line>[]) {
  const store = testCartStore();
  for (const entry of entries) void store.save(entry);
  return store;
}

describe('order summary on the server', () => {
  it('renders an empty cart whatever this browser has saved, so hydration matches', async () => {
    const store = seeded([line(tiramisu, {}, 2)]);
    await store.hydrate(withoutCoupons);
    const root = { locale: 'it' as const, businessName: withoutCoupons.anagraphic.name };
    const router = createMemoryRouter(
      [{ id: 'root', path: '/', loader: () => root, element: <OrderSummary /> }],
      {
        hydrationData: { loaderData: { root } },
      },
    );
    const html = renderToString(
      <StorefrontProvider
        value={{ storefront: withoutCoupons, initialDataJson: '', pageMessagesJson: null, nonce: '' }}
      >
        <CartStoreProvider store={store}>
          <RouterProvider router={router} />
        </CartStoreProvider>
      </StorefrontProvider>,
    );
    expect(store.getSnapshot().entries).toHaveLength(1);
    // Not "No products yet": the server cannot know the browser's cart (issue 11, a truthful pending state).
    expect(html).toContain('Lettura del carrello…');
    expect(html).not.toContain('Nessun prodotto');
    expect(html).not.toContain('Tiramisù');
    expect(html).not.toContain('Totale');
    // Time-dependent state waits for the browser's clock: no "not accepting" on the server.
    expect(html).not.toContain('non accettiamo ordini');
    expect(html).toContain('aria-disabled="true"');
  });
});
