import { describe, expect, it } from 'vitest';
import { assertValidRoutes, BENCH_ROUTES } from './routes.ts';

describe('assertValidRoutes', () => {
  it('accepts the bench routes, which start with the home page', () => {
    expect(() => assertValidRoutes(BENCH_ROUTES)).not.toThrow();
    expect(BENCH_ROUTES[0]).toEqual({ name: 'home', path: '/' });
  });

  it('rejects names unfit for a file, relative paths and repeated names', () => {
    expect(() => assertValidRoutes([{ name: '../home', path: '/' }])).toThrow('lower-case');
    expect(() => assertValidRoutes([{ name: 'menu', path: 'menu' }])).toThrow('must start with "/"');
    expect(() => assertValidRoutes([{ name: 'a', path: '/' }, { name: 'a', path: '/menu' }])).toThrow('used twice');
  });
});
