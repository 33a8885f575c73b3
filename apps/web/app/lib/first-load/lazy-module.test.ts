import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask, whenIdle } from './lazy-module.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('inOwnTask', () => {
  it('starts each import in a task of its own, in the order asked, and settles with its result', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const start = (name: string) => () => {
      started.push(name);
      return name === 'broken' ? Promise.reject(new TypeError('offline')) : Promise.resolve(name);
    };
    const first = inOwnTask(start('drawer'));
    const second = inOwnTask(start('summary'));
    const third = inOwnTask(start('broken'));
    const thirdSettled = third.catch((error: unknown) => error);

    // Nothing starts in the task that asked (the flush of effects after hydration).
    expect(started).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['drawer']);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['drawer', 'summary']);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['drawer', 'summary', 'broken']);

    await expect(first).resolves.toBe('drawer');
    await expect(second).resolves.toBe('summary');
    expect(await thirdSettled).toBeInstanceOf(TypeError);
  });

  it('starts again at once after the queue ran empty', async () => {
    vi.useFakeTimers();
    const start = vi.fn(() => Promise.resolve('module'));
    await vi.advanceTimersToNextTimerAsync();
    const later = inOwnTask(start);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(start).toHaveBeenCalledTimes(1);
    await expect(later).resolves.toBe('module');
  });
});

describe('whenIdle', () => {
  /** A requestIdleCallback double: the callbacks asked for, each run on demand with an idle period that answers time left `periodLength` times. */
  function idleDouble() {
    const asked: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) =>
      asked.push(callback),
    );
    const runNext = (periodLength = 100) => {
      let left = periodLength;
      asked.shift()?.({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 10 : 0) });
    };
    return { asked, runNext };
  }

  it('asks the browser once for many callers, and a task asked for by many runs once', () => {
    const { asked, runNext } = idleDouble();
    const preloadDialog = vi.fn();
    const other = vi.fn();
    for (let button = 0; button < 12; button++) whenIdle(preloadDialog);
    whenIdle(other);
    expect(asked).toHaveLength(1);
    runNext();
    expect(preloadDialog).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(0);
  });

  it('skips a task every caller cancelled, and runs one that another caller still wants', () => {
    const { runNext } = idleDouble();
    const dropped = vi.fn();
    const shared = vi.fn();
    const cancelDropped = whenIdle(dropped);
    const cancelOne = whenIdle(shared);
    whenIdle(shared);
    cancelDropped();
    cancelOne();
    cancelOne(); // a second cancel by the same caller changes nothing
    runNext();
    expect(dropped).not.toHaveBeenCalled();
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('runs tasks while the idle period lasts and leaves the rest for the next one', () => {
    const { asked, runNext } = idleDouble();
    const tasks = [vi.fn(), vi.fn(), vi.fn()];
    for (const task of tasks) whenIdle(task);
    runNext(0); // the period is over after the first task
    expect(tasks.map((task) => task.mock.calls.length)).toEqual([1, 0, 0]);
    expect(asked).toHaveLength(1);
    runNext();
    expect(tasks.map((task) => task.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('a task that throws leaves the others to the next idle period', () => {
    const { asked, runNext } = idleDouble();
    const after = vi.fn();
    whenIdle(() => {
      throw new Error('broken preload');
    });
    whenIdle(after);
    expect(() => runNext()).toThrow('broken preload');
    expect(asked).toHaveLength(1);
    runNext();
    expect(after).toHaveBeenCalledTimes(1);
  });
});
