import { median } from './median.ts';

/** One long task the browser reported (PerformanceObserver 'longtask'): start and duration in ms. */
export interface LongTask {
  startMs: number;
  durationMs: number;
}

/** The long tasks of one page load, summed. */
export interface LongTaskTotals {
  count: number;
  /** Sum of the long tasks' durations (ms). */
  totalMs: number;
  /** Sum of each task's part beyond 50 ms (ms): what Total Blocking Time counts. */
  blockingMs: number;
  /** The longest task (ms), 0 without any. */
  longestMs: number;
}

/** A task is long from 50 ms on (the Long Tasks API's threshold); its blocking part is what exceeds it. */
const LONG_TASK_MS = 50;

/** Sums the long tasks of one load. */
export function longTaskTotals(tasks: readonly LongTask[]): LongTaskTotals {
  return {
    count: tasks.length,
    totalMs: tasks.reduce((sum, task) => sum + task.durationMs, 0),
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0),
    longestMs: tasks.reduce((longest, task) => Math.max(longest, task.durationMs), 0),
  };
}

/** Each total's median over several loads (figure by figure: loads vary independently). */
export function medianTotals(loads: readonly LongTaskTotals[]): LongTaskTotals {
  const of = (pick: (totals: LongTaskTotals) => number): number => median(loads.map(pick));
  return {
    count: of((totals) => totals.count),
    totalMs: of((totals) => totals.totalMs),
    blockingMs: of((totals) => totals.blockingMs),
    longestMs: of((totals) => totals.longestMs),
  };
}
