import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { FirstLoadWeight } from './first-load.ts';
import type { RouteResult } from './route-result.ts';
import { ROUTE_CLASSES, type BenchRoute, type RouteClass } from './routes.ts';

/**
 * The budgets of bench/budgets.json (KB = 1000 bytes). First-load JS has one
 * cap per route class, every class required (an exhaustive record).
 */
export const budgetsSchema = z
  .object({
    firstLoadJsGzipKB: z.record(z.enum(ROUTE_CLASSES), z.number().positive()),
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

function budgetCheck(route: string, budget: string, actual: number, comparison: '≤' | '≥', limit: number, unit: string): BudgetCheck {
  return { route, budget, actual, limit, comparison, unit, pass: comparison === '≤' ? actual <= limit : actual >= limit };
}

/** A route's first-load weight (every bench route has one, with or without Lighthouse runs). */
export interface FirstLoadResult {
  route: BenchRoute;
  weight: FirstLoadWeight;
}

/** Checks each route's first-load JS (gzip, KB) against the cap of its route class (limit inclusive). */
export function checkFirstLoadBudgets(results: readonly FirstLoadResult[], budgets: Budgets): BudgetCheck[] {
  return results.map((result) =>
    budgetCheck(
      result.route.path,
      `first-load JS (gzip, ${result.route.routeClass})`,
      result.weight.js.gzipBytes / 1000,
      '≤',
      budgets.firstLoadJsGzipKB[result.route.routeClass],
      'KB',
    ),
  );
}

/** A route class whose cap is set but which has no route to measure yet (printed, not a failure). */
export interface SkippedRouteClass {
  routeClass: RouteClass;
  limitKB: number;
}

/** The route classes in `classes` (those without routes) with the caps that stay unchecked. */
export function skippedRouteClasses(classes: readonly RouteClass[], budgets: Budgets): SkippedRouteClass[] {
  return classes.map((routeClass) => ({ routeClass, limitKB: budgets.firstLoadJsGzipKB[routeClass] }));
}

/**
 * Checks the Lighthouse budgets on every route measured with Lighthouse; a
 * check passes when the figure is within its limit (limits inclusive). Score
 * and CLS come from the simulated runs (Lighthouse's default); the LCP budgets
 * from the observed (devtools) runs, see
 * docs/decisions/004-lcp-observed-and-simulated.md.
 */
export function checkBudgets(results: readonly RouteResult[], budgets: Budgets): BudgetCheck[] {
  return results.flatMap((result) => {
    const check = (budget: string, actual: number, comparison: '≤' | '≥', limit: number, unit: string): BudgetCheck =>
      budgetCheck(result.route.path, budget, actual, comparison, limit, unit);
    return [
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
