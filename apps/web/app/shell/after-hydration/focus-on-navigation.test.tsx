import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './focus-on-navigation.ts';

afterEach(cleanup);

// The shell as the app has it: the page in #main, the page services after it.
function Shell() {
  useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/category">Category</Link>
        <Link to="/category?filter=veg">Vegetarian</Link>
        <Link to="/category#drinks">Drinks</Link>
        <Link to="/verify">Verify</Link>
        <Link to="/category#prodotto-301">Margherita</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/category">Pizzas</Link>
    </>
  );
}

function CategoryPage() {
  return (
    <>
      <h1>Pizzas</h1>
      <ul>
        <li id="prodotto-301">
          <h2>Margherita</h2>
        </li>
      </ul>
    </>
  );
}

/** A page that opens a dialog and puts focus in it as it appears. */
function VerifyPage() {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <>
      <h1>Verify</h1>
      <dialog open>
        <button ref={button} type="button">
          Confirm
        </button>
      </dialog>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/category', element: <CategoryPage /> },
          { path: '/verify', element: <VerifyPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a move to another page', () => {
  it('leaves the first load alone, then focuses the new page’s heading (out of the Tab order)', async () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'Pizzas' });
    act(() => link.focus());
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Pizzas' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('does not move focus on a search or hash change of the same page', async () => {
    const router = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Category' }));
    await screen.findByRole('heading', { name: 'Pizzas' });
    for (const name of ['Vegetarian', 'Drinks']) {
      const link = screen.getByRole('link', { name });
      act(() => link.focus());
      fireEvent.click(link);
      expect(document.activeElement).toBe(link);
    }
    expect(router.state.location.hash).toBe('#drinks');
  });

  it('keeps the focus a new page put in its dialog', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Verify' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('focuses the place a hash names instead, from another page and on this one, the same address again too', async () => {
    const router = renderApp();
    const link = screen.getByRole('link', { name: 'Margherita' });
    act(() => link.focus());
    fireEvent.click(link);
    const place = await screen.findByRole('heading', { name: 'Margherita' });
    expect(document.activeElement).toBe(place);
    expect(place.tabIndex).toBe(-1);

    // The same address again (a search result picked twice): the router replaces it, focus goes there again.
    act(() => link.focus());
    fireEvent.click(link);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.activeElement).toBe(place);
  });
});
