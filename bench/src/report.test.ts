import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets.ts';
import { routeResult } from './fixtures.ts';
import { budgetLines, figuresTable, formatTable } from './report.ts';

describe('formatTable', () => {
  it('pads columns to their widest cell under a dashed rule', () => {
    expect(formatTable(['a', 'bbb'], [['xx', 'y'], ['z']])).toBe(['a   bbb', '--  ---', 'xx  y', 'z'].join('\n'));
  });
});

describe('figuresTable', () => {
  it('shows ours, the limit page and the ours/limit ratios of FCP and LCP', () => {
    const lines = figuresTable([routeResult({ ours: { fcpMs: 900, lcpMs: 1200 }, limit: { fcpMs: 600, lcpMs: 1000 } })]).split('\n');
    expect(lines[2]).toMatch(/^\/\s+ours\s+98\s+900\s+1200\s+0\.010\s+20\s+60\.0 \(4 files\)\s+5\.0 \(1 file\)\s+6\.0$/);
    expect(lines[3]).toMatch(/^\s+limit\s+100\s+600\s+1000\s+0\.000\s+0$/);
    expect(lines[4]).toMatch(/^\s+ours\/limit\s+1\.50×\s+1\.20×$/);
  });
});

describe('budgetLines', () => {
  it('prints PASS or FAIL with the measured figure and the limit', () => {
    const text = budgetLines(checkBudgets([routeResult({ ours: { lcpMs: 1900.4, cls: 0.01 } })], {
      maxFirstLoadJsGzipKB: 100,
      minPerformanceScore: 95,
      maxLcpMs: 1800,
      maxCls: 0.05,
      maxLcpToLimitRatio: 1.3,
    }));
    expect(text).toMatch(/PASS\s+\/\s+first-load JS \(gzip\)\s+60\.00 KB\s+≤ 100\.00 KB/);
    expect(text).toMatch(/PASS\s+\/\s+Lighthouse performance\s+98\s+≥ 95/);
    expect(text).toMatch(/FAIL\s+\/\s+LCP\s+1900 ms\s+≤ 1800 ms/);
    expect(text).toMatch(/FAIL\s+\/\s+LCP \/ limit page LCP\s+1\.90 ×\s+≤ 1\.30 ×/);
    expect(text).toMatch(/PASS\s+\/\s+CLS\s+0\.010\s+≤ 0\.050/);
  });
});
