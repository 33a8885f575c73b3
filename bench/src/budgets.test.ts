import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, checkFirstLoadBudgets, loadBudgets, simulatedLcpInfo, skippedRouteClasses, type Budgets } from './budgets.ts';
import { routeResult } from './fixtures.ts';

const budgets: Budgets = {
  firstLoadJsGzipKB: { public: 100, account: 150, checkout: 160 },
  minPerformanceScore: 95, maxLcpMs: 1800, maxCls: 0.05, maxLcpToLimitRatio: 1.3 };

function failing(result: ReturnType<typeof routeResult>): string[] {
  return checkBudgets([result], budgets)
    .filter((check) => !check.pass)
    .map((check) => check.budget);
}

function firstLoadFailures(result: ReturnType<typeof routeResult>): string[] {
  return checkFirstLoadBudgets([result], budgets)
    .filter((check) => !check.pass)
    .map((check) => check.budget);
}

describe('checkFirstLoadBudgets', () => {
  it('counts JS in KB of 1000 bytes against the route class cap, limit inclusive', () => {
    expect(firstLoadFailures(routeResult({ jsGzipBytes: 100_000 }))).toEqual([]);
    expect(firstLoadFailures(routeResult({ jsGzipBytes: 100_001 }))).toEqual(['first-load JS (gzip, public)']);
  });

  it('holds each route to its own class’s cap: the same bytes pass on an account page and fail on a public one', () => {
    const account = { name: 'account', path: '/area-personale/il-mio-account', routeClass: 'account', lighthouse: false } as const;
    const checks = checkFirstLoadBudgets(
      [
        { ...routeResult({ jsGzipBytes: 140_000 }) },
        { ...routeResult({ jsGzipBytes: 140_000 }), route: account },
        { ...routeResult({ jsGzipBytes: 150_001 }), route: { ...account, name: 'orders', path: '/area-personale/i-miei-ordini' } },
      ],
      budgets,
    );
    expect(checks.map((check) => [check.route, check.budget, check.limit, check.pass])).toEqual([
      ['/', 'first-load JS (gzip, public)', 100, false],
      ['/area-personale/il-mio-account', 'first-load JS (gzip, account)', 150, true],
      ['/area-personale/i-miei-ordini', 'first-load JS (gzip, account)', 150, false],
    ]);
  });
});

describe('skippedRouteClasses', () => {
  it('lists a class without routes with the cap left unchecked', () => {
    expect(skippedRouteClasses(['checkout'], budgets)).toEqual([{ routeClass: 'checkout', limitKB: 160 }]);
  });
});

describe('checkBudgets', () => {
  it('passes a route within every Lighthouse budget, one check per budget', () => {
    const checks = checkBudgets([routeResult()], budgets);
    expect(checks.map((check) => [check.budget, check.pass])).toEqual([
      ['Lighthouse performance', true],
      ['LCP observed', true],
      ['CLS', true],
      ['LCP observed / limit page', true],
    ]);
  });

  it('needs a performance score of at least the minimum', () => {
    expect(failing(routeResult({ ours: { performance: 95 } }))).toEqual([]);
    expect(failing(routeResult({ ours: { performance: 94 } }))).toEqual(['Lighthouse performance']);
  });

  it('fails observed LCP above 1800 ms and CLS above 0.05', () => {
    expect(failing(routeResult({ oursObserved: { lcpMs: 1800 }, limitObserved: { lcpMs: 1700 } }))).toEqual([]);
    expect(failing(routeResult({ oursObserved: { lcpMs: 1801 }, limitObserved: { lcpMs: 1700 } }))).toEqual(['LCP observed']);
    expect(failing(routeResult({ ours: { cls: 0.051 } }))).toEqual(['CLS']);
  });

  it('fails observed LCP more than 1.3 times the limit page’s observed LCP', () => {
    expect(failing(routeResult({ oursObserved: { lcpMs: 1300 }, limitObserved: { lcpMs: 1000 } }))).toEqual([]);
    expect(failing(routeResult({ oursObserved: { lcpMs: 1301 }, limitObserved: { lcpMs: 1000 } }))).toEqual(['LCP observed / limit page']);
  });

  it('does not budget the simulated LCP (Lantern), however far above the limits', () => {
    expect(failing(routeResult({ ours: { lcpMs: 2600 }, limit: { lcpMs: 930 } }))).toEqual([]);
  });
});

describe('simulatedLcpInfo', () => {
  it('reports the simulated LCP and its ratio to the limit page for each route', () => {
    expect(simulatedLcpInfo([routeResult({ ours: { lcpMs: 2400 }, limit: { lcpMs: 960 } })])).toEqual([
      { route: '/', figure: 'LCP simulated', actual: 2400, unit: 'ms' },
      { route: '/', figure: 'LCP simulated / limit page', actual: 2.5, unit: '×' },
    ]);
  });
});

describe('loadBudgets', () => {
  it('reads the committed budgets file: one first-load cap per route class', async () => {
    // Public pages: the frameworks (~109 KB) plus 15 KB of ours (decision 002); account and checkout: decision 012.
    expect(await loadBudgets(new URL('../budgets.json', import.meta.url))).toEqual({
      ...budgets,
      firstLoadJsGzipKB: { public: 124, account: 175, checkout: 185 },
    });
  });

  it('rejects a first-load cap table missing a route class', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ordina-budgets-'));
    try {
      const file = join(directory, 'no-checkout.json');
      await writeFile(file, JSON.stringify({ ...budgets, firstLoadJsGzipKB: { public: 124, account: 175 } }));
      await expect(loadBudgets(file)).rejects.toThrow();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('rejects an unknown or missing budget', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ordina-budgets-'));
    try {
      const misspelt = join(directory, 'misspelt.json');
      await writeFile(misspelt, JSON.stringify({ ...budgets, maxLcpMS: 1 }));
      await expect(loadBudgets(misspelt)).rejects.toThrow();
      const partial = join(directory, 'partial.json');
      await writeFile(partial, JSON.stringify({ maxCls: 0.05 }));
      await expect(loadBudgets(partial)).rejects.toThrow();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
