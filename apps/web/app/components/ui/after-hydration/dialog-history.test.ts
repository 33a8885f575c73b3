import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnHistoryBack } from './dialog-history.ts';

/** Lets jsdom run the history traversal history.back() queued (it fires popstate in a later task). */
function traversal(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

// What React Router does: a plain popstate listener on window.
const router = vi.fn();
window.addEventListener('popstate', router);

afterEach(() => router.mockClear());

describe('closeOnHistoryBack', () => {
  it('Back closes the open dialog, stays on the page and never reaches the router', async () => {
    const url = window.location.href;
    const close = vi.fn();
    const length = window.history.length;
    const release = closeOnHistoryBack(close);
    expect(window.history.length).toBe(length + 1);
    expect(window.location.href).toBe(url);

    window.history.back();
    await traversal();

    expect(close).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();
    expect(window.location.href).toBe(url);
    release(); // the dialog's close event follows; its entry is gone already
    await traversal();
    expect(router).not.toHaveBeenCalled();
  });

  it('closes only the top dialog of two', async () => {
    const below = vi.fn();
    const top = vi.fn();
    const releaseBelow = closeOnHistoryBack(below);
    closeOnHistoryBack(top);
    window.history.back();
    await traversal();
    expect(top).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    releaseBelow();
    await traversal();
    expect(router).not.toHaveBeenCalled();
  });

  it('a dialog closed another way leaves Back to the router', async () => {
    const close = vi.fn();
    const release = closeOnHistoryBack(close);
    release();
    window.history.back();
    await traversal();
    expect(close).not.toHaveBeenCalled();
    expect(router).toHaveBeenCalledTimes(1);
  });
});
