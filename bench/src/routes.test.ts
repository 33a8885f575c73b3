import { describe, expect, it } from 'vitest';
import { assertValidRoutes, BENCH_ROUTES, lighthouseRoutes, routeClassesWithoutRoutes } from './routes.ts';

describe('assertValidRoutes', () => {
  it('accepts the bench routes, which start with the home page', () => {
    expect(() => assertValidRoutes(BENCH_ROUTES)).not.toThrow();
    expect(BENCH_ROUTES[0]).toEqual({ name: 'home', path: '/', routeClass: 'public', lighthouse: true });
  });

  it('rejects names unfit for a file, relative paths and repeated names', () => {
    const page = { routeClass: 'public', lighthouse: true } as const;
    expect(() => assertValidRoutes([{ ...page, name: '../home', path: '/' }])).toThrow('lower-case');
    expect(() => assertValidRoutes([{ ...page, name: 'menu', path: 'menu' }])).toThrow('must start with "/"');
    expect(() => assertValidRoutes([{ ...page, name: 'a', path: '/' }, { ...page, name: 'a', path: '/menu' }])).toThrow('used twice');
  });
});

describe('route classes', () => {
  it('measures the four public pages, the account pages and the checkout, each in its class', () => {
    const paths = (routeClass: string) => BENCH_ROUTES.filter((route) => route.routeClass === routeClass).map((route) => route.path);
    expect(paths('public')).toEqual(['/', '/categorie/pizze', '/menu', '/contatti']);
    expect(paths('account')).toEqual(['/area-personale/il-mio-account', '/area-personale/i-miei-ordini']);
    expect(paths('checkout')).toEqual(['/concludi-ordine']);
    expect(routeClassesWithoutRoutes(BENCH_ROUTES)).toEqual([]);
  });

  it('runs Lighthouse only on the routes marked for it', () => {
    expect(lighthouseRoutes(BENCH_ROUTES).map((route) => route.name)).toEqual(['home', 'category', 'menu']);
  });
});
