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

/** Checks every budget on every route; a check passes when the figure is within its limit (limits inclusive). */
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
      check('LCP', result.ours.lcpMs, '≤', budgets.maxLcpMs, 'ms'),
      check('CLS', result.ours.cls, '≤', budgets.maxCls, ''),
      check('LCP / limit page LCP', lcpToLimitRatio(result), '≤', budgets.maxLcpToLimitRatio, '×'),
    ];
  });
}

/** Our LCP divided by the limit page's LCP (how far above the no-JS floor we paint). */
export function lcpToLimitRatio(result: RouteResult): number {
  return result.ours.lcpMs / result.limit.lcpMs;
}

/** Our FCP divided by the limit page's FCP. */
export function fcpToLimitRatio(result: RouteResult): number {
  return result.ours.fcpMs / result.limit.fcpMs;
}
