import { describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { StorefrontCache } from './storefront-cache.ts';

const storefront = (name: string) => ({ anagraphic: { name } }) as Storefront;

describe('StorefrontCache', () => {
  it('loads a business once while fresh and again after the TTL', async () => {
    let now = 1_000;
    const load = vi.fn((key: string) => Promise.resolve(storefront(key)));
    const cache = new StorefrontCache(load, 30_000, () => now);
    await cache.get('lido');
    now += 29_999;
    await cache.get('lido');
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.get('lido');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent requests', async () => {
    const load = vi.fn((key: string) => Promise.resolve(storefront(key)));
    const cache = new StorefrontCache(load);
    const [a, b] = await Promise.all([cache.get('lido'), cache.get('lido')]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps businesses apart', async () => {
    const cache = new StorefrontCache((key) => Promise.resolve(storefront(key)));
    expect((await cache.get('lido')).anagraphic.name).toBe('lido');
    expect((await cache.get('pizzeria')).anagraphic.name).toBe('pizzeria');
  });

  it('does not keep a failed load', async () => {
    const load = vi
      .fn<(key: string) => Promise<Storefront>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce(storefront('lido'));
    const cache = new StorefrontCache(load);
    await expect(cache.get('lido')).rejects.toThrow('database down');
    expect((await cache.get('lido')).anagraphic.name).toBe('lido');
  });

  it('reloads a business after invalidate', async () => {
    const load = vi.fn((key: string) => Promise.resolve(storefront(key)));
    const cache = new StorefrontCache(load);
    await cache.get('lido');
    cache.invalidate('lido');
    await cache.get('lido');
    cache.invalidate();
    await cache.get('lido');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('with a stamp: no read before the interval, one check shared by concurrent requests, a reload when it changed', async () => {
    let now = 1_000;
    let stamp = 'v1';
    const stamps = vi.fn(() => Promise.resolve(stamp));
    const load = vi.fn((key: string) => Promise.resolve(storefront(`${key}-${stamp}`)));
    const cache = new StorefrontCache(load, 30_000, () => now, { stamp: stamps, everyMs: 1_500 });
    await cache.get('lido');
    expect([stamps.mock.calls.length, load.mock.calls.length]).toEqual([1, 1]);
    now += 1_499;
    await Promise.all([cache.get('lido'), cache.get('lido')]);
    expect(stamps).toHaveBeenCalledTimes(1);
    now += 1;
    const unchanged = await Promise.all([cache.get('lido'), cache.get('lido'), cache.get('lido')]);
    expect([stamps.mock.calls.length, load.mock.calls.length]).toEqual([2, 1]);
    expect(unchanged.map((s) => s.anagraphic.name)).toEqual(['lido-v1', 'lido-v1', 'lido-v1']);
    stamp = 'v2';
    now += 1_500;
    expect((await cache.get('lido')).anagraphic.name).toBe('lido-v2');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
