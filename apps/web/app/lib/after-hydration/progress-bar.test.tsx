import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { apiCall, showProgressWhile } from '../after-hydration-shared/api-client.ts';
import { BANNER_ID } from '../first-load/landmarks.ts';
import { ProgressBar } from './progress-bar.tsx';

const t = createTranslator('en');

afterEach(cleanup);

/** A fetch double whose answer waits until `answer()` is called. */
function heldTransport() {
  let answer: () => void = () => undefined;
  const fetch = () =>
    new Promise<Response>((resolve) => {
      answer = () => resolve(Response.json({ data: { done: true } }));
    });
  return { fetch, answer: () => answer() };
}

describe('ProgressBar (spec §7)', () => {
  it('is hidden while no call runs, on the server too', () => {
    render(<ProgressBar t={t} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(renderToString(<ProgressBar t={t} />)).toBe('');
  });

  it('shows a progress bar named "Loading…" while calls run, until the last one ends', async () => {
    render(<ProgressBar t={t} />);
    const first = heldTransport();
    const second = heldTransport();
    let calls: Promise<unknown>[] = [];
    act(() => {
      calls = [
        apiCall('POST /api/user/recover', {
          body: { username: 'a@b.c', recaptchaToken: 't' },
          fetch: first.fetch,
        }),
        apiCall('POST /api/user/recover', {
          body: { username: 'a@b.c', recaptchaToken: 't' },
          fetch: second.fetch,
        }),
      ];
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeDefined();

    await act(async () => {
      first.answer();
      await calls[0];
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeDefined();

    await act(async () => {
      second.answer();
      await calls[1];
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('stays hidden for a call made without progress (a background poll)', async () => {
    render(<ProgressBar t={t} />);
    const quiet = heldTransport();
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = apiCall('GET /api/storefront/live', { fetch: quiet.fetch, progress: false });
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      quiet.answer();
      await call;
    });
  });

  it('shows while a navigation loads (issue 11: visible progress on every wait)', () => {
    const { rerender } = render(<ProgressBar t={t} navigating={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ProgressBar t={t} navigating />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeDefined();
  });

  it('shows while code a tap needs is loading, until it has arrived or failed', async () => {
    render(<ProgressBar t={t} />);
    let arrive: () => void = () => undefined;
    let work: Promise<unknown> = Promise.resolve();
    act(() => {
      work = showProgressWhile(new Promise<void>((resolve) => (arrive = resolve)));
    });
    expect(screen.getByRole('progressbar')).toBeDefined();
    await act(async () => {
      arrive();
      await work;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is drawn in the top layer, above an open modal dialog and its backdrop (a manual popover it opens)', () => {
    const shown: Element[] = [];
    const prototype = HTMLElement.prototype as { showPopover?: unknown };
    const original = Object.getOwnPropertyDescriptor(prototype, 'showPopover');
    prototype.showPopover = function (this: HTMLElement) {
      shown.push(this);
    };
    try {
      render(<ProgressBar t={t} navigating />);
      const bar = screen.getByRole('progressbar');
      expect(bar.getAttribute('popover')).toBe('manual');
      expect(shown).toEqual([bar]);
    } finally {
      if (original) Object.defineProperty(prototype, 'showPopover', original);
      else delete prototype.showPopover;
    }
  });

  it("is placed inside the page's banner landmark, so no content sits outside every landmark (axe region)", () => {
    // The navbar's header is on the page before the page services (and the bar) load.
    const header = document.body.appendChild(document.createElement('header'));
    header.id = BANNER_ID;
    try {
      render(<ProgressBar t={t} navigating />);
      expect(header.contains(screen.getByRole('progressbar'))).toBe(true);
    } finally {
      header.remove();
    }
  });
});
