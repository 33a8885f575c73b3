import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY as STOREFRONT_CART_KEY } from '../../apps/web/app/features/cart/cart-summary/cart-storage.ts';
import { CART_STORAGE_KEY } from './browser-page.ts';
import {
  assertValidRoutes,
  BENCH_ROUTES,
  lighthouseRoutes,
  routeClassesWithoutRoutes,
  selectRoutes,
} from './routes.ts';

describe('assertValidRoutes', () => {
  it('accepts the bench routes, which start with the home page', () => {
    expect(() => assertValidRoutes(BENCH_ROUTES)).not.toThrow();
    expect(BENCH_ROUTES[0]).toEqual({ name: 'home', path: '/', routeClass: 'public', lighthouse: true });
  });

  it('rejects names unfit for a file, relative paths and repeated names', () => {
    const page = { routeClass: 'public', lighthouse: true } as const;
    expect(() => assertValidRoutes([{ ...page, name: '../home', path: '/' }])).toThrow('lower-case');
    expect(() => assertValidRoutes([{ ...page, name: 'menu', path: 'menu' }])).toThrow('must start with "/"');
    expect(() =>
      assertValidRoutes([
        { ...page, name: 'a', path: '/' },
        { ...page, name: 'a', path: '/menu' },
      ]),
    ).toThrow('used twice');
  });
});

describe('route classes', () => {
  it('measures the four public pages, the account pages and the checkout, each in its class', () => {
    const paths = (routeClass: string) =>
      BENCH_ROUTES.filter((route) => route.routeClass === routeClass).map((route) => route.path);
    expect(paths('public')).toEqual(['/', '/categorie/pizze', '/menu', '/contatti']);
    expect(paths('account')).toEqual(['/area-personale/il-mio-account', '/area-personale/i-miei-ordini']);
    expect(paths('checkout')).toEqual(['/concludi-ordine']);
    expect(routeClassesWithoutRoutes(BENCH_ROUTES)).toEqual([]);
  });

  it('runs Lighthouse only on the routes marked for it: the three public pages and the checkout (its proof of work off the main thread, decision 027)', () => {
    expect(lighthouseRoutes(BENCH_ROUTES).map((route) => route.name)).toEqual([
      'home',
      'category',
      'menu',
      'checkout',
    ]);
  });

  it('loads the checkout with a saved cart of demo products, under the key the storefront reads', () => {
    const checkout = BENCH_ROUTES.find((route) => route.name === 'checkout');
    expect(checkout?.browserContent?.savedCart.map((line) => [line.product.id, line.qty])).toEqual([
      [102, 1],
      [701, 2],
    ]);
    expect(CART_STORAGE_KEY).toBe(STOREFRONT_CART_KEY);
  });
});

describe('selectRoutes', () => {
  it('keeps every route without BENCH_ONLY, and the named ones in bench order with it', () => {
    expect(selectRoutes(BENCH_ROUTES, undefined)).toBe(BENCH_ROUTES);
    expect(selectRoutes(BENCH_ROUTES, ' ')).toBe(BENCH_ROUTES);
    expect(selectRoutes(BENCH_ROUTES, 'checkout, home').map((route) => route.name)).toEqual([
      'home',
      'checkout',
    ]);
  });

  it('refuses an unknown name instead of measuring nothing', () => {
    expect(() => selectRoutes(BENCH_ROUTES, 'home,chekout')).toThrow('no bench route named chekout');
  });
});
