import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './lazy-module.ts';

afterEach(() => {
  vi.useRealTimers();
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
