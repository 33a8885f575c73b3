import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { staffPaths } from '../../lib/staff-paths.ts';
import { staffOwner } from '../../test/staff-member-fixture.ts';
import { StaffHeader } from './staff-header.tsx';

afterEach(cleanup);

const t = staffTranslator('en');
const owner = staffOwner();

function renderAt(path: string) {
  const header = <StaffHeader staff={owner} t={t} signedIn={() => undefined} signedOut={() => undefined} />;
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: header }], { initialEntries: [path] })}
    />,
  );
}

/** The sections' links that say they are the open page. */
function currentLinks(): (string | null)[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.getAttribute('href'));
}

describe("the restaurant side's section links", () => {
  it('mark the open section, and it alone, as the current page', () => {
    renderAt(staffPaths.menu);
    expect(currentLinks()).toEqual([staffPaths.menu]);
  });

  it("mark a section's inner pages as that section, but the board only on the board itself", () => {
    renderAt(staffPaths.board);
    expect(currentLinks()).toEqual([staffPaths.board]);
    cleanup();
    renderAt(`${staffPaths.history}/42`);
    expect(currentLinks()).toEqual([staffPaths.history]);
  });
});
