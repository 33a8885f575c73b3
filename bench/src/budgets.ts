import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { FirstLoadWeight } from './first-load.ts';
import type { RouteResult } from './route-result.ts';
import { ROUTE_CLASSES, type BenchRoute, type RouteClass } from './routes.ts';

/**
 * The budgets of bench/budgets.json (KB = 1000 bytes). First-load JS has one
 * cap per route class, every class required (an exhaustive record). The
 * Lighthouse budgets compare our page with its limit page measured in the
 * same run on the same machine, so a slower machine slows both
 * (docs/decisions/021-bench-budgets-as-ratios.md); only CLS, which does not
 * depend on speed, stays absolute.
 */
export const budgetsSchema = z
  .object({
    firstLoadJsGzipKB: z.record(z.enum(ROUTE_CLASSES), z.number().positive()),
    /** Limit page's performance score minus ours (simulated), in points. */
    maxScoreGapToLimit: z.number().min(0).max(100),
    /** Our simulated TBT minus the limit page's (ms). */
    maxTbtOverLimitMs: z.number().min(0),
    /** Our observed (devtools-throttled) TBT minus the limit page's (ms). */
    maxObservedTbtOverLimitMs: z.number().min(0),
    /** Our observed LCP divided by the limit page's observed LCP. */
    maxObservedLcpToLimitRatio: z.number().positive(),
    maxCls: z.number().min(0),
    /**
     * Our performance score (simulated), absolute, at the CPU slowdown calibrated to the machine in each run
     * (decision 034): Lighthouse's own figure for the phone it means. Not checked at a fixed slowdown.
     */
    minCalibratedPerformanceScore: z.number().min(0).max(100),
  })
  .strict();
export type Budgets = z.infer<typeof budgetsSchema>;

/** Loads and validates a budgets file (the `$comment` key is allowed and ignored). */
export async function loadBudgets(path: string | URL): Promise<Budgets> {
  const { $comment: _comment, ...budgets } = z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(await readFile(path, 'utf8')));
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

function budgetCheck(
  route: string,
  budget: string,
  actual: number,
  comparison: '≤' | '≥',
  limit: number,
  unit: string,
): BudgetCheck {
  return {
    route,
    budget,
    actual,
    limit,
    comparison,
    unit,
    pass: comparison === '≤' ? actual <= limit : actual >= limit,
  };
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

/** The budget line of the absolute score, checked only when the CPU slowdown was calibrated. */
export const CALIBRATED_SCORE_BUDGET = 'performance (CPU slowdown calibrated)';

/**
 * Checks the Lighthouse budgets on every route measured with Lighthouse, each
 * against the route's limit page measured in the same run (limits
 * inclusive): the score gap and the TBT difference from the simulated runs,
 * the observed TBT difference and LCP ratio from the devtools-throttled runs
 * (docs/decisions/004 and 021). CLS, from the simulated runs, is absolute;
 * so is the score when the runs were calibrated to the machine (decision 034).
 */
export function checkBudgets(
  results: readonly RouteResult[],
  budgets: Budgets,
  { calibrated }: { calibrated: boolean },
): BudgetCheck[] {
  return results.flatMap((result) => {
    const check = (
      budget: string,
      actual: number,
      comparison: '≤' | '≥',
      limit: number,
      unit: string,
    ): BudgetCheck => budgetCheck(result.route.path, budget, actual, comparison, limit, unit);
    const absoluteScore = calibrated
      ? [
          check(
            CALIBRATED_SCORE_BUDGET,
            result.ours.performance,
            '≥',
            budgets.minCalibratedPerformanceScore,
            '',
          ),
        ]
      : [];
    return [
      ...absoluteScore,
      check(
        'performance: limit page − ours',
        scoreGapToLimit(result),
        '≤',
        budgets.maxScoreGapToLimit,
        'points',
      ),
      check('TBT: ours − limit page', tbtOverLimit(result), '≤', budgets.maxTbtOverLimitMs, 'ms'),
      check(
        'TBT observed: ours − limit page',
        observedTbtOverLimit(result),
        '≤',
        budgets.maxObservedTbtOverLimitMs,
        'ms',
      ),
      check(
        'LCP observed / limit page',
        observedLcpToLimitRatio(result),
        '≤',
        budgets.maxObservedLcpToLimitRatio,
        '×',
      ),
      check('CLS', result.ours.cls, '≤', budgets.maxCls, ''),
    ];
  });
}

/** The limit page's performance score minus ours (simulated runs), in points: 0 when we score as well. */
export function scoreGapToLimit(result: RouteResult): number {
  return result.limit.performance - result.ours.performance;
}

/** Our simulated TBT minus the limit page's (ms): the blocking time our JavaScript adds. */
export function tbtOverLimit(result: RouteResult): number {
  return result.ours.tbtMs - result.limit.tbtMs;
}

/** Our observed (devtools-throttled) TBT minus the limit page's (ms). */
export function observedTbtOverLimit(result: RouteResult): number {
  return result.oursObserved.tbtMs - result.limitObserved.tbtMs;
}

/** A figure printed beside the budgets for comparison, never checked. */
export interface InfoFigure {
  route: string;
  figure: string;
  actual: number;
  unit: string;
}

/**
 * Figures printed and recorded beside the budgets, never checked: the
 * absolute score, TBT and observed LCP (they judge the machine as much as the
 * code: decision 021) and the simulated (Lantern) LCP with its ratio to the
 * limit page (decision 004).
 */
export function comparisonInfo(results: readonly RouteResult[]): InfoFigure[] {
  return results.flatMap((result) => [
    { route: result.route.path, figure: 'Lighthouse performance', actual: result.ours.performance, unit: '' },
    {
      route: result.route.path,
      figure: 'CPU slowdown (median of our simulated runs)',
      actual: result.ours.cpuSlowdown,
      unit: '×',
    },
    {
      route: result.route.path,
      figure: 'BenchmarkIndex (median of our simulated runs)',
      actual: result.ours.benchmarkIndex,
      unit: 'index',
    },
    {
      route: result.route.path,
      figure: 'Lighthouse performance, limit page',
      actual: result.limit.performance,
      unit: '',
    },
    { route: result.route.path, figure: 'TBT simulated', actual: result.ours.tbtMs, unit: 'ms' },
    { route: result.route.path, figure: 'TBT observed', actual: result.oursObserved.tbtMs, unit: 'ms' },
    { route: result.route.path, figure: 'LCP observed', actual: result.oursObserved.lcpMs, unit: 'ms' },
    { route: result.route.path, figure: 'LCP simulated', actual: result.ours.lcpMs, unit: 'ms' },
    {
      route: result.route.path,
      figure: 'LCP simulated / limit page',
      actual: lcpToLimitRatio(result),
      unit: '×',
    },
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
