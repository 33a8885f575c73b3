import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../first-load/lazy-module.ts';
import { useLeafletMount } from './use-leaflet-mount.ts';

/** What the test's map module offers: one way to draw. */
interface MapModule {
  readonly mount: (box: HTMLElement, label: string) => { readonly remove: () => void };
}

/** A map module whose arrival the test decides, and the maps it drew. */
function mapCode() {
  const drawn: { box: HTMLElement; label: string; remove: ReturnType<typeof vi.fn> }[] = [];
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const module = {
    mount: (box: HTMLElement, label: string) => {
      const map = { box, label, remove: vi.fn() };
      drawn.push(map);
      return map;
    },
  };
  const load = vi.fn(
    () =>
      new Promise<typeof module>((resolve, reject) =>
        loads.push({ resolve: () => resolve(module), reject: () => reject(new TypeError('offline')) }),
      ),
  );
  return { drawn, loads, load };
}

/** Settles a load, and lets the hook see it and React render. */
async function arrive(settle: () => void) {
  await act(() => {
    settle();
    return Promise.resolve();
  });
}

function TestMap({
  mapKey,
  label = 'first',
  load,
}: {
  mapKey: string | null;
  label?: string;
  load: () => Promise<MapModule>;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const { failed } = useLeafletMount(boxRef, mapKey, load, ({ mount }, box) => mount(box, label));
  return failed ? <p role="alert">no map</p> : <div ref={boxRef} data-testid="box" />;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useLeafletMount', () => {
  it('draws into the box once the code is here, with the latest labels, and takes the map down when the component goes', async () => {
    const code = mapCode();
    const { rerender, unmount } = render(<TestMap mapKey="a" load={code.load} />);
    rerender(<TestMap mapKey="a" label="latest" load={code.load} />);
    await arrive(() => code.loads[0]!.resolve());
    expect(code.drawn).toHaveLength(1);
    expect(code.drawn[0]!.box).toBe(screen.getByTestId('box'));
    expect(code.drawn[0]!.label).toBe('latest');
    unmount();
    expect(code.drawn[0]!.remove).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when the code arrives after the component went or the map was hidden', async () => {
    const code = mapCode();
    const { rerender, unmount } = render(<TestMap mapKey="a" load={code.load} />);
    rerender(<TestMap mapKey={null} load={code.load} />);
    await arrive(() => code.loads[0]!.resolve());
    expect(code.drawn).toHaveLength(0);
    rerender(<TestMap mapKey="b" load={code.load} />);
    unmount();
    await arrive(() => code.loads[1]!.resolve());
    expect(code.drawn).toHaveLength(0);
  });

  it('takes the map down and draws it again when the key changes', async () => {
    const code = mapCode();
    const { rerender } = render(<TestMap mapKey="a" load={code.load} />);
    await arrive(() => code.loads[0]!.resolve());
    rerender(<TestMap mapKey="b" label="moved" load={code.load} />);
    expect(code.drawn[0]!.remove).toHaveBeenCalledTimes(1);
    await arrive(() => code.loads[1]!.resolve());
    expect(code.drawn.map((map) => map.label)).toEqual(['first', 'moved']);
    expect(code.drawn[1]!.remove).not.toHaveBeenCalled();
  });

  it('says the code could not load, and tries again at the next showing', async () => {
    const code = mapCode();
    const { rerender } = render(<TestMap mapKey="a" load={code.load} />);
    await arrive(() => code.loads[0]!.reject());
    expect(screen.getByRole('alert').textContent).toBe('no map');
    rerender(<TestMap mapKey={null} load={code.load} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TestMap mapKey="a" load={code.load} />);
    expect(code.load).toHaveBeenCalledTimes(2);
    await arrive(() => code.loads[1]!.resolve());
    expect(code.drawn).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with a lazy module, fails without asking for the code while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn(() => Promise.resolve({ mount: () => ({ remove: () => undefined }) }));
    render(<TestMap mapKey="a" load={lazyModule(importer).load} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
  });
});
