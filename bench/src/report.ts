import {
  fcpToLimitRatio,
  lcpToLimitRatio,
  observedFcpToLimitRatio,
  observedLcpToLimitRatio,
  type BudgetCheck,
  type InfoFigure,
  type SkippedRouteClass,
} from './budgets.ts';
import type { RouteResult } from './route-result.ts';

/** Lays out rows under headers in left-aligned, space-padded columns. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    widths
      .map((width, column) => (cells[column] ?? '').padEnd(width))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** `bytes` as kilobytes (1000 bytes) with one decimal. */
export function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function files(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'}`;
}

/**
 * The figures table: for each route our page, its limit page, and the ratios
 * ours/limit. FCP/LCP/TBT ms are simulated (Lantern); FCP/LCP/TBT obs are
 * observed under applied devtools throttling.
 */
export function figuresTable(results: readonly RouteResult[]): string {
  const headers = [
    'route',
    'page',
    'perf',
    'FCP ms',
    'LCP ms',
    'FCP obs',
    'LCP obs',
    'CLS',
    'TBT ms',
    'TBT obs',
    'JS gz KB',
    'CSS gz KB',
    'HTML gz KB',
  ];
  const rows = results.flatMap((result) => [
    [
      result.route.path,
      'ours',
      ...lighthouseCells(result.ours, result.oursObserved),
      `${kilobytes(result.weight.js.gzipBytes)} (${files(result.weight.js.files)})`,
      `${kilobytes(result.weight.css.gzipBytes)} (${files(result.weight.css.files)})`,
      kilobytes(result.weight.html.gzipBytes),
    ],
    ['', 'limit', ...lighthouseCells(result.limit, result.limitObserved)],
    [
      '',
      'ours/limit',
      '',
      ratio(fcpToLimitRatio(result)),
      ratio(lcpToLimitRatio(result)),
      ratio(observedFcpToLimitRatio(result)),
      ratio(observedLcpToLimitRatio(result)),
    ],
  ]);
  return formatTable(headers, rows);
}

/** The Lighthouse columns of one page, ours or the limit: the same figures in the same order. */
function lighthouseCells(simulated: RouteResult['ours'], observed: RouteResult['oursObserved']): string[] {
  return [
    String(simulated.performance),
    simulated.fcpMs.toFixed(0),
    simulated.lcpMs.toFixed(0),
    observed.fcpMs.toFixed(0),
    observed.lcpMs.toFixed(0),
    simulated.cls.toFixed(3),
    blockingMs(simulated.tbtMs),
    blockingMs(observed.tbtMs),
  ];
}

/** A TBT in ms; an unbounded one (Lighthouse found no quiet window to end it: bench/src/lighthouse.ts) says so. */
export function blockingMs(value: number): string {
  return Number.isFinite(value) ? value.toFixed(0) : 'no quiet window';
}

function ratio(value: number): string {
  return `${value.toFixed(2)}×`;
}

/** One line per figure printed for comparison only (not budgeted). */
export function infoLines(figures: readonly InfoFigure[]): string {
  return formatTable(
    ['result', 'route', 'figure', 'measured'],
    figures.map((figure) => ['INFO', figure.route, figure.figure, withUnit(figure.actual, figure.unit)]),
  );
}

/** One PASS/FAIL line per budget check. */
export function budgetLines(checks: readonly BudgetCheck[]): string {
  return formatTable(
    ['result', 'route', 'budget', 'measured', 'limit'],
    checks.map((check) => [
      check.pass ? 'PASS' : 'FAIL',
      check.route,
      check.budget,
      withUnit(check.actual, check.unit),
      `${check.comparison} ${withUnit(check.limit, check.unit)}`,
    ]),
  );
}

/** One SKIP line per route class whose cap is set but which has no route yet (say so, do not pass it silently). */
export function skipLines(skipped: readonly SkippedRouteClass[]): string {
  return skipped
    .map(
      ({ routeClass, limitKB }) =>
        `SKIP  first-load JS (gzip, ${routeClass}) ≤ ${limitKB.toFixed(2)} KB: no ${routeClass} route yet (bench/src/routes.ts), not checked`,
    )
    .join('\n');
}

/** A figure at the precision its unit deserves: whole milliseconds and score points, two decimals for KB and ratios, three for CLS. */
function withUnit(value: number, unit: string): string {
  if (unit === 'ms') return Number.isFinite(value) ? `${value.toFixed(0)} ms` : blockingMs(value);
  if (unit === '') return Number.isInteger(value) ? String(value) : value.toFixed(3);
  if (unit === 'points') return `${value.toFixed(0)} points`;
  if (unit === 'index') return value.toFixed(0);
  return `${value.toFixed(2)} ${unit}`;
}
