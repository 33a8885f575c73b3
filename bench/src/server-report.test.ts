import { describe, expect, it } from 'vitest';
import { serverChecks, serverTable, type EndpointRun } from './server-report.ts';

const run = (name: string, requestsPerSecond: number, failures = 0): EndpointRun => ({ name, path: `/${name}`, requestsPerSecond, latencyP50Ms: 10, latencyP99Ms: 40, failures });

describe('bench:server report', () => {
  const references = { health: run('health', 5000), staticAsset: run('static', 1700) };

  it('judges pages and the live poll by their ratio to /health measured in the same run', () => {
    const checks = serverChecks([run('page home', 1000), run('page menu', 999), run('live', 3000), run('live', 2999)], references);
    expect(checks.filter((check) => check.name.includes('×')).map((check) => check.pass)).toEqual([true, false, true, false]);
  });

  it('gives the same verdict on a machine twice as slow', () => {
    const slow = { health: run('health', 2500), staticAsset: run('static', 850) };
    const fast = serverChecks([run('page home', 1000), run('live', 2000)], references).map((check) => check.pass);
    expect(serverChecks([run('page home', 500), run('live', 1000)], slow).map((check) => check.pass)).toEqual(fast);
  });

  it('fails an endpoint with failed answers', () => {
    const checks = serverChecks([run('page home', 2000, 3)], references);
    expect(checks.find((check) => check.name.includes('no failed answers'))?.pass).toBe(false);
  });

  it('prints each figure with its ratios', () => {
    const table = serverTable([run('page home', 1000), references.staticAsset, references.health], references);
    expect(table).toMatch(/page home \(\/page home\)\s+1000\s+10\s+40\s+0\s+0\.20×\s+0\.59×/);
  });
});
