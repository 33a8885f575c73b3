import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { lazyModule } from '../first-load/lazy-module.ts';
import { LazyPart } from './lazy-part.tsx';

const t = createTranslator('en');

afterEach(cleanup);

/** An importer that fails (offline) until `online` is set. */
function droppingImporter() {
  const state = { online: false, calls: 0 };
  const importer = () => {
    state.calls++;
    return state.online
      ? Promise.resolve({ Body: () => <p>The costs table</p> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  };
  return { state, importer };
}

describe('LazyPart (issue 11: a failed code load keeps the page)', () => {
  it('shows "offline — try again" in the part\'s place when its code cannot arrive, and the part after a retry', async () => {
    const { state, importer } = droppingImporter();
    const part = lazyModule(importer);
    render(
      <main>
        <h1>The page stays</h1>
        <LazyPart part={part} t={t} render={(module) => <module.Body />} />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "You're offline: the connection dropped. Try again",
    );
    expect(screen.getByRole('heading', { name: 'The page stays' })).toBeTruthy();

    state.online = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await part.load();
    });
    expect(screen.getByText('The costs table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(state.calls).toBe(2);
  });

  it("says 'Loading…' while the code is on its way", () => {
    const part = lazyModule(() => new Promise<{ Body: () => null }>(() => undefined));
    render(<LazyPart part={part} t={t} render={(module) => <module.Body />} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
