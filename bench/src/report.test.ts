import { describe, expect, it } from 'vitest';
import { checkBudgets, checkFirstLoadBudgets, comparisonInfo } from './budgets.ts';
import { routeResult, TEST_BUDGETS } from './fixtures.ts';
import { budgetLines, figuresTable, formatTable, infoLines, skipLines } from './report.ts';

describe('formatTable', () => {
  it('pads columns to their widest cell under a dashed rule', () => {
    expect(formatTable(['a', 'bbb'], [['xx', 'y'], ['z']])).toBe(
      ['a   bbb', '--  ---', 'xx  y', 'z'].join('\n'),
    );
  });
});

describe('figuresTable', () => {
  it('shows ours, the limit page, simulated and observed TBT, and the ours/limit ratios of simulated and observed FCP and LCP', () => {
    const lines = figuresTable([
      routeResult({
        ours: { fcpMs: 900, lcpMs: 1200 },
        limit: { fcpMs: 600, lcpMs: 1000 },
        oursObserved: { fcpMs: 632, lcpMs: 632 },
        limitObserved: { fcpMs: 600, lcpMs: 632 },
      }),
    ]).split('\n');
    expect(lines[0]).toMatch(
      /^route\s+page\s+perf\s+FCP ms\s+LCP ms\s+FCP obs\s+LCP obs\s+CLS\s+TBT ms\s+TBT obs\s+JS gz KB/,
    );
    expect(lines[2]).toMatch(
      /^\/\s+ours\s+98\s+900\s+1200\s+632\s+632\s+0\.010\s+20\s+30\s+60\.0 \(4 files\)\s+5\.0 \(1 file\)\s+6\.0$/,
    );
    expect(lines[3]).toMatch(/^\s+limit\s+100\s+600\s+1000\s+600\s+632\s+0\.000\s+0\s+0$/);
    expect(lines[4]).toMatch(/^\s+ours\/limit\s+1\.50×\s+1\.20×\s+1\.05×\s+1\.00×$/);
  });
});

describe('budgetLines', () => {
  it('prints PASS or FAIL with the measured figure and the limit', () => {
    const budgets = TEST_BUDGETS;
    const result = routeResult({
      ours: { lcpMs: 2600, cls: 0.01, tbtMs: 260.4 },
      limit: { tbtMs: 40 },
      oursObserved: { lcpMs: 1900.4 },
      limitObserved: { lcpMs: 1000 },
    });
    const text = budgetLines([
      ...checkFirstLoadBudgets([result], budgets),
      ...checkBudgets([result], budgets, { calibrated: true }),
    ]);
    expect(text).toMatch(/PASS\s+\/\s+first-load JS \(gzip, public\)\s+60\.00 KB\s+≤ 100\.00 KB/);
    expect(text).toMatch(/PASS\s+\/\s+performance: limit page − ours\s+2 points\s+≤ 5 points/);
    expect(text).toMatch(/FAIL\s+\/\s+TBT: ours − limit page\s+220 ms\s+≤ 200 ms/);
    expect(text).toMatch(/PASS\s+\/\s+TBT observed: ours − limit page\s+30 ms\s+≤ 300 ms/);
    expect(text).toMatch(/FAIL\s+\/\s+LCP observed \/ limit page\s+1\.90 ×\s+≤ 1\.30 ×/);
    expect(text).toMatch(/PASS\s+\/\s+CLS\s+0\.010\s+≤ 0\.050/);
  });

  it('fails an observed TBT Lighthouse could not end, and says why instead of a figure', () => {
    const result = routeResult({ oursObserved: { tbtMs: Number.POSITIVE_INFINITY } });
    expect(budgetLines(checkBudgets([result], TEST_BUDGETS, { calibrated: true }))).toMatch(
      /FAIL\s+\/\s+TBT observed: ours − limit page\s+no quiet window\s+≤ 300 ms/,
    );
    expect(figuresTable([result])).toContain('no quiet window');
  });
});

describe('skipLines', () => {
  it('names each skipped route class and its unchecked cap', () => {
    expect(skipLines([{ routeClass: 'checkout', limitKB: 185 }])).toBe(
      'SKIP  first-load JS (gzip, checkout) ≤ 185.00 KB: no checkout route yet (bench/src/routes.ts), not checked',
    );
  });
});

describe('infoLines', () => {
  it('prints the comparison figures as INFO lines without a limit', () => {
    const lines = infoLines(
      comparisonInfo([routeResult({ ours: { lcpMs: 2412.6 }, limit: { lcpMs: 930 } })]),
    ).split('\n');
    expect(lines[2]).toMatch(/^INFO\s+\/\s+Lighthouse performance\s+98$/);
    expect(lines[3]).toMatch(/^INFO\s+\/\s+CPU slowdown \(median of our simulated runs\)\s+3\.00 ×$/);
    expect(lines[4]).toMatch(/^INFO\s+\/\s+BenchmarkIndex \(median of our simulated runs\)\s+1300$/);
    expect(lines[9]).toMatch(/^INFO\s+\/\s+LCP simulated\s+2413 ms$/);
    expect(lines[10]).toMatch(/^INFO\s+\/\s+LCP simulated \/ limit page\s+2\.59 ×$/);
  });
});
