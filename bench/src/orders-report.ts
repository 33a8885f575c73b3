/** What one engine's run of `npm run bench:orders` measured. */
export interface OrdersRun {
  engine: 'sqlite' | 'postgres';
  /** Server processes sharing the database, each sent its share of the orders (ORDERS_BENCH_SERVERS). */
  servers: number;
  /** Orders sent in the measured run. */
  requests: number;
  /** Its 2xx answers: orders placed. */
  placed: number;
  /** Orders placed (2xx) by the warm-up before it: they are in the database too. */
  warmUpPlaced: number;
  /** Other answers and connection errors, by status ('error' for no answer). */
  refused: Record<string, number>;
  durationSeconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Orders of the bench business in the database after the run. */
  ordersInDatabase: number;
  /** The server processes' CPU milliseconds (summed) per order placed in the measured run (bench/src/orders-probe.ts). */
  serverCpuMsPerOrder: number;
  /** The bench process's own CPU milliseconds per order in the measured run: the load generator, which shares the server's cores. */
  loadGeneratorCpuMsPerOrder: number;
  /** SQL statements the server ran per order placed in the measured run; null where they are not counted (PostgreSQL). */
  sqlStatementsPerOrder: number | null;
}

/** The goal of issue 9 on these 2-core machines, for SQLite. */
export const SQLITE_GOAL = { ordersPerSecond: 300, p99Ms: 150 } as const;

/** Orders placed per second of the run. */
export function ordersPerSecond(run: OrdersRun): number {
  return run.durationSeconds > 0 ? run.placed / run.durationSeconds : 0;
}

/** The run's checks: every 2xx answer is one order in the database (FAIL otherwise), and on SQLite the throughput and latency goal (reported, not failed). */
export function ordersChecks(run: OrdersRun): { name: string; pass: boolean; fails: boolean }[] {
  const answered = run.placed + run.warmUpPlaced;
  const checks = [
    {
      name: `${run.engine}: orders in the database (${run.ordersInDatabase}) = 2xx answers (${answered}, warm-up included)`,
      pass: run.ordersInDatabase === answered,
      fails: true,
    },
  ];
  if (run.engine === 'sqlite') {
    const rate = ordersPerSecond(run);
    checks.push({
      name: `${run.engine}: goal ≥ ${SQLITE_GOAL.ordersPerSecond} orders/s (${rate.toFixed(0)})`,
      pass: rate >= SQLITE_GOAL.ordersPerSecond,
      fails: false,
    });
    checks.push({
      name: `${run.engine}: goal p99 ≤ ${SQLITE_GOAL.p99Ms} ms (${run.latencyP99Ms} ms)`,
      pass: run.latencyP99Ms <= SQLITE_GOAL.p99Ms,
      fails: false,
    });
  }
  return checks;
}

/** The runs as a table, one line per engine. */
export function ordersTable(runs: readonly OrdersRun[]): string {
  const header = [
    'engine',
    'servers',
    'requests',
    '2xx',
    'other',
    'orders/s',
    'p50 ms',
    'p99 ms',
    'orders in db',
    'server CPU ms/order',
    'load generator CPU ms/order',
    'SQL/order',
  ];
  const rows = runs.map((run) => [
    run.engine,
    String(run.servers),
    String(run.requests),
    String(run.placed),
    Object.entries(run.refused)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ') || '0',
    ordersPerSecond(run).toFixed(0),
    String(run.latencyP50Ms),
    String(run.latencyP99Ms),
    String(run.ordersInDatabase),
    run.serverCpuMsPerOrder.toFixed(2),
    run.loadGeneratorCpuMsPerOrder.toFixed(2),
    run.sqlStatementsPerOrder === null ? '-' : run.sqlStatementsPerOrder.toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
