import { describe, expect, it } from 'vitest';
import { scalingTable, serverChecks, serverTable, workerCounts, type EndpointRun } from './server-report.ts';

const run = (name: string, requestsPerSecond: number, failures = 0): EndpointRun => ({
  name,
  path: `/${name}`,
  requestsPerSecond,
  latencyP50Ms: 10,
  latencyP99Ms: 40,
  failures,
});

describe('bench:server report', () => {
  const references = { health: run('health', 5000), staticAsset: run('static', 1700) };

  it('judges pages and the live poll by their ratio to /health measured in the same run', () => {
    const checks = serverChecks(
      [run('page home', 1000), run('page menu', 999), run('live', 3000), run('live', 2999)],
      references,
    );
    expect(checks.filter((check) => check.name.includes('×')).map((check) => check.pass)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('gives the same verdict on a machine twice as slow', () => {
    const slow = { health: run('health', 2500), staticAsset: run('static', 850) };
    const fast = serverChecks([run('page home', 1000), run('live', 2000)], references).map(
      (check) => check.pass,
    );
    expect(serverChecks([run('page home', 500), run('live', 1000)], slow).map((check) => check.pass)).toEqual(
      fast,
    );
  });

  it('fails an endpoint with failed answers', () => {
    const checks = serverChecks([run('page home', 2000, 3)], references);
    expect(checks.find((check) => check.name.includes('no failed answers'))?.pass).toBe(false);
  });

  it('prints each figure with its ratios', () => {
    const table = serverTable(
      [run('page home', 1000), references.staticAsset, references.health],
      references,
    );
    expect(table).toMatch(/page home \(\/page home\)\s+1000\s+10\s+40\s+0\s+0\.20×\s+0\.59×/);
  });
});

describe('bench:server --workers', () => {
  it('reads the worker counts to compare, in the order given', () => {
    expect(workerCounts([])).toBeUndefined();
    expect(workerCounts(['--workers', '1,2'])).toEqual([1, 2]);
    expect(workerCounts(['--workers=1, 2,4'])).toEqual([1, 2, 4]);
  });

  it('refuses a count that is not a whole number from 1 to 256', () => {
    for (const args of [
      ['--workers'],
      ['--workers', '0,2'],
      ['--workers', '1,two'],
      ['--workers=1.5'],
      ['--workers', '1,,2'],
    ])
      expect(() => workerCounts(args)).toThrow(/--workers/);
  });

  it('prints req/s and p99 per endpoint for each count, and each count’s req/s ratio to the first', () => {
    const oneWorker = {
      workers: 1,
      loadAverage: 1.2,
      runs: [{ ...run('page home', 800), latencyP99Ms: 120 }, run('live', 3000)],
    };
    const twoWorkers = {
      workers: 2,
      loadAverage: 2.4,
      runs: [{ ...run('page home', 1400), latencyP99Ms: 70 }, run('live', 4500)],
    };
    const lines = scalingTable([oneWorker, twoWorkers]).split('\n');
    expect(lines[0]).toMatch(/^endpoint\s+1w req\/s\s+1w p99 ms\s+2w req\/s\s+2w p99 ms\s+2w ÷ 1w$/);
    expect(lines[1]).toMatch(/^page home \(\/page home\)\s+800\s+120\s+1400\s+70\s+1\.75×$/);
    expect(lines[2]).toMatch(/^live \(\/live\)\s+3000\s+40\s+4500\s+40\s+1\.50×$/);
    expect(lines[3]).toMatch(/^load average \(1 min\) at the end\s+1\.2\s+2\.4$/);
  });
});
