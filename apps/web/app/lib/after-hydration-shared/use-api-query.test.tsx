import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiQuery } from './use-api-query.ts';
import type { QueryRun } from './use-api-query.ts';

/** A call whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Gives an answer, and lets the run see it and React render. */
async function settle(give: () => void) {
  await act(async () => {
    give();
    await Promise.resolve();
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useApiQuery', () => {
  it('loads nothing for a null key, and the answer for the current key once it comes', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const run = vi.fn((key: string) => {
      const answer = deferred<string>();
      answers.set(key, answer);
      return answer.promise;
    });
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useApiQuery(key, () => run(key ?? '')),
      {
        initialProps: { key: null as string | null },
      },
    );
    expect(run).not.toHaveBeenCalled();
    expect(result.current.value).toBeUndefined();

    rerender({ key: 'a' });
    expect(run).toHaveBeenCalledTimes(1);
    await settle(() => answers.get('a')?.resolve('answer a'));
    expect(result.current.value).toBe('answer a');
  });

  it('never shows the answer to an older key, and shows nothing of it under the new key meanwhile', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const signals = new Map<string, AbortSignal>();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useApiQuery<string>(key, ({ signal }) => {
          const answer = deferred<string>();
          answers.set(key, answer);
          signals.set(key, signal);
          return answer.promise;
        }),
      { initialProps: { key: 'old' } },
    );
    rerender({ key: 'new' });
    expect(signals.get('old')?.aborted).toBe(true);
    await settle(() => answers.get('old')?.resolve('old answer'));
    expect(result.current.value).toBeUndefined();
    await settle(() => answers.get('new')?.resolve('new answer'));
    expect(result.current.value).toBe('new answer');
  });

  it('drops an answer arriving after the component is gone, and aborts its call', async () => {
    const answer = deferred<string>();
    let signal: AbortSignal | null = null;
    const onShow = vi.fn();
    const { unmount } = renderHook(() =>
      useApiQuery<string>('key', async (query) => {
        signal = query.signal;
        const value = await answer.promise;
        onShow(value);
        return value;
      }),
    );
    unmount();
    expect(signal!.aborted).toBe(true);
    // No state update after unmount (React would warn), and the run saw its signal aborted.
    await settle(() => answer.resolve('late'));
    expect(onShow).toHaveBeenCalledWith('late');
  });

  it('runs again for the same key on rerun, the older run no longer showing', async () => {
    const runs: ReturnType<typeof deferred<string>>[] = [];
    const { result } = renderHook(() =>
      useApiQuery<string>('key', () => {
        const answer = deferred<string>();
        runs.push(answer);
        return answer.promise;
      }),
    );
    act(() => result.current.rerun());
    expect(runs).toHaveLength(2);
    await settle(() => runs[1]?.resolve('second'));
    await settle(() => runs[0]?.resolve('first'));
    expect(result.current.value).toBe('second');
  });

  it('shows every answer of a poll, waits with sleep, and ends the poll when the key goes', async () => {
    vi.useFakeTimers();
    let polls = 0;
    const poll = async ({ show, sleep }: QueryRun<number>) => {
      for (;;) {
        polls += 1;
        show(polls);
        await sleep(1000);
      }
    };
    const initialProps: { key: string | null } = { key: 'x' };
    const { result, rerender } = renderHook(({ key }) => useApiQuery(key, poll), { initialProps });
    expect(result.current.value).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.value).toBe(2);
    rerender({ key: null });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(polls).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends a sleep with wakeOnReturn early when the tab comes back into view', async () => {
    vi.useFakeTimers();
    const woke = vi.fn();
    renderHook(() =>
      useApiQuery<number>('key', async ({ sleep }) => {
        await sleep(60_000, { wakeOnReturn: true });
        woke();
        return undefined;
      }),
    );
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(woke).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on to the next page only when the run waits for more, and ends that wait with the run', async () => {
    const pages: ReturnType<typeof deferred<string>>[] = [];
    let ended = false;
    const { result, unmount } = renderHook(() =>
      useApiQuery<string[]>('list', async ({ show, moreWanted }) => {
        const shown: string[] = [];
        try {
          for (;;) {
            const page = deferred<string>();
            pages.push(page);
            shown.push(await page.promise);
            show([...shown]);
            await moreWanted();
          }
        } catch (error) {
          ended = true;
          throw error;
        }
      }),
    );
    // Asked for more while the first page loads: nothing (one page at a time).
    await settle(() => result.current.more());
    expect(pages).toHaveLength(1);
    await settle(() => pages[0]?.resolve('first'));
    expect(result.current.value).toEqual(['first']);
    await settle(() => result.current.more());
    await settle(() => result.current.more());
    expect(pages).toHaveLength(2);
    await settle(() => pages[1]?.resolve('second'));
    expect(result.current.value).toEqual(['first', 'second']);
    unmount();
    await act(() => Promise.resolve());
    expect(ended).toBe(true);
  });

  it('after a rerun, more goes on with the new run only', async () => {
    const runs: string[][] = [];
    const { result } = renderHook(() =>
      useApiQuery<string>('list', async ({ show, moreWanted }) => {
        const asked: string[] = [];
        runs.push(asked);
        for (let page = 1; ; page += 1) {
          asked.push(`page ${page}`);
          show(`run ${runs.length}, page ${page}`);
          await moreWanted();
        }
      }),
    );
    act(() => result.current.rerun());
    await settle(() => result.current.more());
    expect(runs).toEqual([['page 1'], ['page 1', 'page 2']]);
    expect(result.current.value).toBe('run 2, page 2');
  });
});
