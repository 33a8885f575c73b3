/** What `npm run bench:server` measured for one endpoint. */
export interface EndpointRun {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers other than 2xx/304, and connection errors. */
  failures: number;
}

/** The references measured in the same run: the server's cheapest answer and a static file. */
export interface References {
  health: EndpointRun;
  staticAsset: EndpointRun;
}

/**
 * The goals of issue 12, as ratios to the references so they judge the code
 * and not the machine: on the 2-core machine where the goals were set,
 * /health answered ~5,000 req/s and a static asset ~1,700 req/s; pages at
 * 1,000 req/s are then 0.2× /health, the live poll at 3,000 req/s 0.6×.
 * The absolute figures are printed beside them.
 */
export const PAGE_GOAL = { perHealth: 0.2, requestsPerSecond: 1000, p99Ms: 100 } as const;
export const LIVE_GOAL = { perHealth: 0.6, requestsPerSecond: 3000 } as const;

function ratio(value: number, reference: number): string {
  return reference > 0 ? `${(value / reference).toFixed(2)}×` : '—';
}

/** The table: each endpoint's req/s, p50, p99 and its ratio to /health and to the static asset. */
export function serverTable(runs: readonly EndpointRun[], references: References): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'failures', '÷ /health', '÷ static'];
  const rows = runs.map((run) => [
    `${run.name} (${run.path})`,
    run.requestsPerSecond.toFixed(0),
    String(run.latencyP50Ms),
    String(run.latencyP99Ms),
    String(run.failures),
    ratio(run.requestsPerSecond, references.health.requestsPerSecond),
    ratio(run.requestsPerSecond, references.staticAsset.requestsPerSecond),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  return [header, ...rows]
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
    .join('\n');
}

/** The checks of the run: no failed answer anywhere, and the ratio goals of pages and the live poll. */
export function serverChecks(
  runs: readonly EndpointRun[],
  references: References,
): { name: string; pass: boolean }[] {
  const checks: { name: string; pass: boolean }[] = [];
  const health = references.health.requestsPerSecond;
  for (const run of runs) {
    checks.push({ name: `${run.name}: no failed answers (${run.failures})`, pass: run.failures === 0 });
    if (run.name === 'live') {
      checks.push({
        name: `live: ≥ ${LIVE_GOAL.perHealth}× /health (${ratio(run.requestsPerSecond, health)})`,
        pass: run.requestsPerSecond >= LIVE_GOAL.perHealth * health,
      });
    } else if (run.name.startsWith('page')) {
      checks.push({
        name: `${run.name}: ≥ ${PAGE_GOAL.perHealth}× /health (${ratio(run.requestsPerSecond, health)})`,
        pass: run.requestsPerSecond >= PAGE_GOAL.perHealth * health,
      });
    }
  }
  return checks;
}

/**
 * `--workers 1,2`: the worker counts (WEB_CONCURRENCY) to measure one after
 * the other, from the arguments; undefined when the flag is absent (one run
 * with the server's own default, one worker per core).
 */
export function workerCounts(args: readonly string[]): number[] | undefined {
  const index = args.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='));
  if (index < 0) return undefined;
  const value = args[index]!.includes('=') ? args[index]!.slice('--workers='.length) : args[index + 1];
  const counts = (value ?? '').split(',').map((part) => Number(part.trim()));
  if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 1 || count > 256)) {
    throw new Error(
      `--workers takes a comma list of worker counts from 1 to 256 (e.g. --workers 1,2), not "${value ?? ''}"`,
    );
  }
  return counts;
}

/** One run of every endpoint with a given number of workers. */
export interface WorkersRun {
  workers: number;
  runs: readonly EndpointRun[];
  /** The 1-minute load average when the run ended: the machine was shared or not. */
  loadAverage: number;
}

/**
 * The scaling from the first worker count to each other: per endpoint, req/s
 * and p99 for each count, and the req/s ratio to the first count's.
 */
export function scalingTable(byWorkers: readonly WorkersRun[]): string {
  const first = byWorkers[0];
  if (first === undefined) return '';
  const others = byWorkers.slice(1);
  const header = [
    'endpoint',
    ...byWorkers.flatMap((run) => [`${run.workers}w req/s`, `${run.workers}w p99 ms`]),
    ...others.map((run) => `${run.workers}w ÷ ${first.workers}w`),
  ];
  const rows = first.runs.map((base) => {
    const same = byWorkers.map((run) => run.runs.find((candidate) => candidate.name === base.name));
    return [
      `${base.name} (${base.path})`,
      ...same.flatMap((run) =>
        run === undefined ? ['—', '—'] : [run.requestsPerSecond.toFixed(0), String(run.latencyP99Ms)],
      ),
      ...same
        .slice(1)
        .map((run) => (run === undefined ? '—' : ratio(run.requestsPerSecond, base.requestsPerSecond))),
    ];
  });
  rows.push([
    'load average (1 min) at the end',
    ...byWorkers.flatMap((run) => [run.loadAverage.toFixed(1), '']),
    ...others.map(() => ''),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
