import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { RouteResult } from './route-result.ts';

/** The budgets of bench/budgets.json (KB = 1000 bytes). */
export const budgetsSchema = z
  .object({
    maxFirstLoadJsGzipKB: z.number().positive(),
    minPerformanceScore: z.number().min(0).max(100),
    maxLcpMs: z.number().positive(),
    maxCls: z.number().min(0),
    maxLcpToLimitRatio: z.number().positive(),
  })
  .strict();
export type Budgets = z.infer<typeof budgetsSchema>;

/** Loads and validates a budgets file (the `$comment` key is allowed and ignored). */
export async function loadBudgets(path: string | URL): Promise<Budgets> {
  const { $comment: _comment, ...budgets } = z.record(z.string(), z.unknown()).parse(JSON.parse(await readFile(path, 'utf8')));
  return budgetsSchema.parse(budgets);
}

/** One budget checked on one route. */
export interface BudgetCheck {
  route: string;
  budget: string;
  actual: number;
  limit: number;
  /** Whether the figure must stay at most (≤) or at least (≥) the limit. */
  comparison: '≤' | '≥';
  unit: string;
  pass: boolean;
}

/**
 * Checks every budget on every route; a check passes when the figure is within
 * its limit (limits inclusive). Score and CLS come from the simulated runs
 * (Lighthouse's default); the LCP budgets from the observed (devtools) runs,
 * see docs/decisions/004-lcp-observed-and-simulated.md.
 */
export function checkBudgets(results: readonly RouteResult[], budgets: Budgets): BudgetCheck[] {
  return results.flatMap((result) => {
    const check = (budget: string, actual: number, comparison: '≤' | '≥', limit: number, unit: string): BudgetCheck => ({
      route: result.route.path,
      budget,
      actual,
      limit,
      comparison,
      unit,
      pass: comparison === '≤' ? actual <= limit : actual >= limit,
    });
    return [
      check('first-load JS (gzip)', result.weight.js.gzipBytes / 1000, '≤', budgets.maxFirstLoadJsGzipKB, 'KB'),
      check('Lighthouse performance', result.ours.performance, '≥', budgets.minPerformanceScore, ''),
      check('LCP observed', result.oursObserved.lcpMs, '≤', budgets.maxLcpMs, 'ms'),
      check('CLS', result.ours.cls, '≤', budgets.maxCls, ''),
      check('LCP observed / limit page', observedLcpToLimitRatio(result), '≤', budgets.maxLcpToLimitRatio, '×'),
    ];
  });
}

/** A figure printed beside the budgets for comparison, never checked. */
export interface InfoFigure {
  route: string;
  figure: string;
  actual: number;
  unit: string;
}

/** The simulated (Lantern) LCP and its ratio to the limit page, per route: printed and recorded, not budgeted. */
export function simulatedLcpInfo(results: readonly RouteResult[]): InfoFigure[] {
  return results.flatMap((result) => [
    { route: result.route.path, figure: 'LCP simulated', actual: result.ours.lcpMs, unit: 'ms' },
    { route: result.route.path, figure: 'LCP simulated / limit page', actual: lcpToLimitRatio(result), unit: '×' },
  ]);
}

/** Our observed (devtools-throttled) LCP divided by the limit page's observed LCP. */
export function observedLcpToLimitRatio(result: RouteResult): number {
  return result.oursObserved.lcpMs / result.limitObserved.lcpMs;
}

/** Our observed (devtools-throttled) FCP divided by the limit page's observed FCP. */
export function observedFcpToLimitRatio(result: RouteResult): number {
  return result.oursObserved.fcpMs / result.limitObserved.fcpMs;
}

/** Our LCP divided by the limit page's LCP (how far above the no-JS floor we paint; simulated). */
export function lcpToLimitRatio(result: RouteResult): number {
  return result.ours.lcpMs / result.limit.lcpMs;
}

/** Our FCP divided by the limit page's FCP (simulated). */
export function fcpToLimitRatio(result: RouteResult): number {
  return result.ours.fcpMs / result.limit.fcpMs;
}
