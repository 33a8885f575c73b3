import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import { clearSession, storeSessionUser } from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { OrdersPage } from './orders-page.tsx';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import type { Answer } from '../../test/api-double.ts';
import { order } from '../../test/order-fixture.ts';
import { renderAccountRoute } from './test/render-account.tsx';

const t = createTranslator('en');
const listPath = (offset: number) => `/api/secured/user/7/orders/10/${offset}`;
const page = (first: number, count: number): Order[] =>
  Array.from({ length: count }, (_, index) => order({ id: first + index }));
const answer = (orders: Order[], offset: number): Answer => ({ body: { data: { orders, offset } } });

// The browser's IntersectionObserver, driven by the test: `scrollToEnd()` says the end of the list is in view.
const observers = new Set<{ callback: IntersectionObserverCallback; element: Element | null }>();
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; element: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, element: null };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
function scrollToEnd() {
  act(() => {
    for (const { callback, element } of observers) {
      if (element?.isConnected)
        callback(
          [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    }
  });
}
const endInDocument = () => [...observers].some(({ element }) => element?.isConnected);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  storeSessionUser(sessionUser());
});
afterEach(() => {
  cleanup();
  clearSession();
  observers.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderAccountRoute(<OrdersPage user={sessionUser()} t={t} timeZone="Europe/Rome" />, {
    path: '/area-personale/i-miei-ordini',
  });
}
const rows = () => screen.queryAllByRole('listitem');

describe('UserOrders', () => {
  it('shows each order: date and time on the business clock, status with its colour, code, amount, link to the detail', async () => {
    apiDouble({
      'GET /api/secured/user/7/orders/10/0': answer(
        [
          order({ id: 42, code: 'A7K2', statusCode: 'to_manage', amountFinal: 1250 }),
          order({ id: 41, code: 'B1', statusCode: 'canceled' }),
        ],
        2,
      ),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const first = rows()[0]!;
    expect(within(first).getByText('23/11/2026, 19:30')).toBeTruthy();
    expect(within(first).getByText('Awaiting confirmation').getAttribute('data-color')).toBe('warning');
    expect(within(first).getByText('€12.50')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Order A7K2' }).getAttribute('href')).toBe(
      '/area-personale/i-miei-ordini/42/A7K2',
    );
    expect(within(rows()[1]!).getByText('Cancelled').getAttribute('data-color')).toBe('error');
    expect(within(first).queryByRole('link', { name: 'Go to payment' })).toBeNull();
  });

  it('offers the payment page of an order awaiting payment', async () => {
    apiDouble({
      'GET /api/secured/user/7/orders/10/0': answer(
        [
          order({
            id: 9,
            statusCode: 'waiting_payment',
            transactions: [{ resourceUrlPay: 'https://pay.example/9', status: 'pending' }],
          }),
        ],
        1,
      ),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Awaiting payment').getAttribute('data-color')).toBe('info');
    expect(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toBe(
      'https://pay.example/9',
    );
  });

  it('says so when there are no orders', async () => {
    apiDouble({ 'GET /api/secured/user/7/orders/10/0': answer([], 0) });
    renderPage();
    await waitFor(() => expect(screen.getByText('You have not placed any orders yet.')).toBeTruthy());
    expect(rows()).toHaveLength(0);
  });

  it('loads pages of 10 as the end comes into view and stops after a shorter page', async () => {
    const { calls } = apiDouble({
      [`GET ${listPath(0)}`]: answer(page(100, 10), 10),
      [`GET ${listPath(10)}`]: answer(page(200, 10), 20),
      [`GET ${listPath(20)}`]: answer(page(300, 3), 23),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    scrollToEnd();
    await waitFor(() => expect(rows()).toHaveLength(20));
    scrollToEnd();
    await waitFor(() => expect(rows()).toHaveLength(23));
    // The last page was shorter than 10: nothing more is asked, however far one scrolls.
    expect(endInDocument()).toBe(false);
    scrollToEnd();
    await act(() => Promise.resolve());
    expect(calls.map((call) => call.path)).toEqual([listPath(0), listPath(10), listPath(20)]);
    expect(screen.queryByText('You have not placed any orders yet.')).toBeNull();
  });

  it('asks for one page at a time however often the end is seen', async () => {
    let release: () => void = () => {};
    const { calls } = apiDouble({
      [`GET ${listPath(0)}`]: () =>
        new Promise(
          (resolve) => (release = () => resolve({ body: { data: { orders: page(1, 10), offset: 10 } } })),
        ),
    });
    renderPage();
    scrollToEnd();
    scrollToEnd();
    expect(callsTo(calls, 'GET', listPath(0))).toHaveLength(1);
    release();
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('raises the loading flag only when a page takes longer than 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: () => void = () => {};
    apiDouble({
      [`GET ${listPath(0)}`]: () =>
        new Promise(
          (resolve) => (release = () => resolve({ body: { data: { orders: page(1, 2), offset: 2 } } })),
        ),
    });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText('Loading more orders…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('Loading more orders…');
    release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('Loading more orders…')).toBeNull();
  });

  it('does not raise the flag for a quick answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    apiDouble({ [`GET ${listPath(0)}`]: answer(page(1, 2), 2) });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(rows()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Loading more orders…')).toBeNull();
  });

  it('refresh starts again from the newest order', async () => {
    let first = true;
    const { calls } = apiDouble({
      [`GET ${listPath(0)}`]: () => {
        const orders = first
          ? [order({ id: 1, code: 'OLD' })]
          : [order({ id: 2, code: 'NEW' }), order({ id: 1, code: 'OLD' })];
        first = false;
        return { body: { data: { orders, offset: orders.length } } };
      },
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('Order NEW')).toBeTruthy();
    expect(callsTo(calls, 'GET', listPath(0))).toHaveLength(2);
  });

  it('drops the answer of the list before a refresh, however late it comes', async () => {
    const releases: (() => void)[] = [];
    apiDouble({
      [`GET ${listPath(0)}`]: () =>
        new Promise((resolve) => {
          const code = releases.length === 0 ? 'BEFORE' : 'AFTER';
          releases.push(() =>
            resolve({ body: { data: { orders: [order({ id: releases.length, code })], offset: 1 } } }),
          );
        }),
    });
    renderPage();
    await waitFor(() => expect(releases).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(releases).toHaveLength(2));
    await act(() => Promise.resolve(releases[1]!()));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await act(() => Promise.resolve(releases[0]!()));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Order AFTER')).toBeTruthy();
  });

  it('says when the orders cannot be loaded and stops asking until a refresh', async () => {
    const { calls } = apiDouble({
      [`GET ${listPath(0)}`]: { status: 500, body: { data: { errors: ['GENERIC_ERROR'] } } },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your orders could not be loaded.'),
    );
    scrollToEnd();
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('You have not placed any orders yet.')).toBeNull();
  });
});
