import { describe, expect, it } from 'vitest';
import { ordersChecks, ordersPerSecond, ordersTable, type OrdersRun } from './orders-report.ts';

const run: OrdersRun = {
  engine: 'sqlite',
  servers: 1,
  requests: 3000,
  placed: 3000,
  warmUpPlaced: 200,
  refused: {},
  durationSeconds: 7.5,
  latencyP50Ms: 21,
  latencyP99Ms: 64,
  ordersInDatabase: 3200,
  serverCpuMsPerOrder: 2.5,
  loadGeneratorCpuMsPerOrder: 0.6,
  sqlStatementsPerOrder: 21,
};

describe('orders bench report', () => {
  it('counts placed orders per second', () => {
    expect(ordersPerSecond(run)).toBe(400);
  });

  it('fails when the database does not hold one order per 2xx answer; reports the SQLite goal without failing on it', () => {
    expect(ordersChecks(run).map((c) => [c.pass, c.fails])).toEqual([
      [true, true],
      [true, false],
      [true, false],
    ]);
    const lost = ordersChecks({ ...run, ordersInDatabase: 3199 });
    expect(lost[0]).toMatchObject({ pass: false, fails: true });
    const slow = ordersChecks({ ...run, durationSeconds: 20, latencyP99Ms: 400 });
    expect(slow.slice(1).map((c) => [c.pass, c.fails])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(ordersChecks({ ...run, engine: 'postgres' })).toHaveLength(1);
  });

  it('prints one line per engine and number of server processes', () => {
    const table = ordersTable([
      run,
      { ...run, engine: 'postgres', servers: 2, refused: { '503': 2 }, sqlStatementsPerOrder: null },
    ]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^sqlite\s+1\s+3000\s+3000\s+0\s+400\s+21\s+64\s+3200\s+2\.50\s+0\.60\s+21\.0$/);
    expect(table[2]).toMatch(
      /^postgres\s+2\s+3000\s+3000\s+503×2\s+400\s+21\s+64\s+3200\s+2\.50\s+0\.60\s+-$/,
    );
  });
});
