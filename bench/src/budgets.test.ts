import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, loadBudgets, simulatedLcpInfo, type Budgets } from './budgets.ts';
import { routeResult } from './fixtures.ts';

const budgets: Budgets = { maxFirstLoadJsGzipKB: 100, minPerformanceScore: 95, maxLcpMs: 1800, maxCls: 0.05, maxLcpToLimitRatio: 1.3 };

function failing(result: ReturnType<typeof routeResult>): string[] {
  return checkBudgets([result], budgets)
    .filter((check) => !check.pass)
    .map((check) => check.budget);
}

describe('checkBudgets', () => {
  it('passes a route within every budget, one check per budget', () => {
    const checks = checkBudgets([routeResult()], budgets);
    expect(checks.map((check) => [check.budget, check.pass])).toEqual([
      ['first-load JS (gzip)', true],
      ['Lighthouse performance', true],
      ['LCP observed', true],
      ['CLS', true],
      ['LCP observed / limit page', true],
    ]);
  });

  it('counts JS in KB of 1000 bytes, limit inclusive', () => {
    expect(failing(routeResult({ jsGzipBytes: 100_000 }))).toEqual([]);
    expect(failing(routeResult({ jsGzipBytes: 100_001 }))).toEqual(['first-load JS (gzip)']);
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
  it('reads the committed budgets file', async () => {
    // First-load JS: the frameworks (~109 KB) plus 15 KB of ours (docs/decisions/002-first-load-js-budget.md).
    expect(await loadBudgets(new URL('../budgets.json', import.meta.url))).toEqual({ ...budgets, maxFirstLoadJsGzipKB: 124 });
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
