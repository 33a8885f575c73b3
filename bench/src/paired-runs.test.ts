import { describe, expect, it } from 'vitest';
import { alternateRuns, withRetries } from './paired-runs.ts';

describe('alternateRuns', () => {
  it('measures ours and the limit page in turn, run by run, keeping each side in order', async () => {
    const order: string[] = [];
    const runs = await alternateRuns(
      3,
      (run) => {
        order.push(`ours ${run}`);
        return Promise.resolve(run * 10);
      },
      (run) => {
        order.push(`limit ${run}`);
        return Promise.resolve(run);
      },
    );
    expect(order).toEqual(['ours 1', 'limit 1', 'ours 2', 'limit 2', 'ours 3', 'limit 3']);
    expect(runs).toEqual({ ours: [10, 20, 30], limit: [1, 2, 3] });
  });
});

describe('withRetries', () => {
  it('tries again after a failure and answers the first success, reporting the failure', async () => {
    const failures: number[] = [];
    let calls = 0;
    const answer = await withRetries(
      3,
      () => {
        calls += 1;
        return calls < 2 ? Promise.reject(new Error('NO_NAVSTART')) : Promise.resolve('figures');
      },
      (_error, tryNumber) => failures.push(tryNumber),
    );
    expect(answer).toBe('figures');
    expect(calls).toBe(2);
    expect(failures).toEqual([1]);
  });

  it('gives up after the last try with its error', async () => {
    let calls = 0;
    const failing = withRetries(
      3,
      () => {
        calls += 1;
        return Promise.reject(new Error(`failure ${calls}`));
      },
      () => undefined,
    );
    await expect(failing).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });
});
