import { describe, expect, it } from 'vitest';
import { longTaskTotals, medianTotals } from './long-tasks.ts';

describe('longTaskTotals', () => {
  it('counts the tasks, sums their durations and their part beyond 50 ms, and keeps the longest', () => {
    expect(
      longTaskTotals([
        { startMs: 10, durationMs: 120 },
        { startMs: 300, durationMs: 51 },
        { startMs: 500, durationMs: 80 },
      ]),
    ).toEqual({
      count: 3,
      totalMs: 251,
      blockingMs: 70 + 1 + 30,
      longestMs: 120,
    });
  });

  it('is all zeros for a load without long tasks', () => {
    expect(longTaskTotals([])).toEqual({ count: 0, totalMs: 0, blockingMs: 0, longestMs: 0 });
  });
});

describe('medianTotals', () => {
  it('takes the median of each figure on its own', () => {
    const loads = [
      { count: 1, totalMs: 300, blockingMs: 10, longestMs: 90 },
      { count: 5, totalMs: 100, blockingMs: 30, longestMs: 60 },
      { count: 3, totalMs: 200, blockingMs: 20, longestMs: 70 },
    ];
    expect(medianTotals(loads)).toEqual({ count: 3, totalMs: 200, blockingMs: 20, longestMs: 70 });
  });
});
