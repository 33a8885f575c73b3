import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@ordina/contracts';
import type { MenuDeliveryMode } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import { storefront } from '../test/storefront-fixture.ts';
import { Footer } from './footer.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { Navbar } from './navbar.tsx';
import { useModalDialog } from '../lib/after-hydration-shared/use-modal-dialog.ts';

afterEach(cleanup);

function Shell({
  linkMenu = '1',
  languages = ['it', 'en'],
  mode = 'delivery_and_menu',
}: {
  linkMenu?: '0' | '1';
  languages?: Locale[];
  mode?: MenuDeliveryMode;
}) {
  const base = storefront({ link_menu_delivery: linkMenu });
  const data = { ...base, configuration: { ...base.configuration, menu_delivery_mode: mode }, languages };
  const t = createTranslator('en');
  const drawer = useModalDialog();
  return (
    <>
      <Navbar
        businessName="Trattoria Prova"
        languages={languages}
        locale="en"
        t={t}
        drawerOpen={drawer.open}
        onOpenDrawer={drawer.show}
      />
      <NavDrawer storefront={data} locale="en" t={t} dialog={drawer} />
    </>
  );
}

function renderAt(path: string, props: Parameters<typeof Shell>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Shell {...props} />
    </MemoryRouter>,
  );
}

describe('navbar', () => {
  it('links the business name home, or to the menu on the menu page', () => {
    renderAt('/categorie/dolci');
    expect(screen.getByRole('link', { name: 'Trattoria Prova' }).getAttribute('href')).toBe('/');
    cleanup();
    renderAt('/menu');
    expect(screen.getByRole('link', { name: 'Trattoria Prova' }).getAttribute('href')).toBe('/menu');
  });

  it('offers the configured languages by their own names and comes back to the same page', () => {
    const { container } = renderAt('/categorie/dolci?x=1');
    const form = container.querySelector('form[action="/lingua"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(screen.getByRole('button', { name: 'Italiano' }).getAttribute('value')).toBe('it');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(container.querySelector('input[name="redirectTo"]')?.getAttribute('value')).toBe(
      '/categorie/dolci?x=1',
    );
  });

  it('hides the language chooser when the business has one language', () => {
    const { container } = renderAt('/', { languages: ['it'] });
    expect(container.querySelector('form[action="/lingua"]')).toBeNull();
  });
});

describe('left drawer', () => {
  it('opens as a modal dialog from the labelled navbar button and closes with its close button', () => {
    renderAt('/');
    const opener = screen.getByRole('button', { name: 'Open the menu' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const dialog = document.getElementById('nav-drawer') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists home, contacts, menu and the categories with their counts', () => {
    renderAt('/');
    const dialog = document.getElementById('nav-drawer')!;
    const links = within(dialog)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Contacts', '/contatti'],
      ['Menu', '/menu'],
      ['First courses2', '/categorie/primi-piatti'],
      ['Dolci1', '/categorie/dolci'],
    ]);
    expect(within(dialog).getByLabelText('2 products', { selector: 'span' })).toBeTruthy();
  });

  it('leaves the menu out when menu and delivery are not linked', () => {
    renderAt('/', { linkMenu: '0' });
    const dialog = document.getElementById('nav-drawer')!;
    expect(within(dialog).queryByRole('link', { name: 'Menu', hidden: true })).toBeNull();
  });

  // Spec §2 Redirects send every other page of a menu-only business to the menu (issue 31 item 3).
  it.each(['0', '1'] as const)(
    'offers a menu-only business’s menu and nothing else (link_menu_delivery %s)',
    (linkMenu) => {
      renderAt('/menu', { linkMenu, mode: 'solo_menu' });
      const dialog = document.getElementById('nav-drawer')!;
      const links = within(dialog)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([['Menu', '/menu']]);
      expect(within(dialog).queryByRole('heading', { name: 'Categories', hidden: true })).toBeNull();
    },
  );

  it('offers a delivery-only business no menu, even when linked', () => {
    renderAt('/', { linkMenu: '1', mode: 'solo_delivery' });
    const dialog = document.getElementById('nav-drawer')!;
    expect(within(dialog).queryByRole('link', { name: 'Menu', hidden: true })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Home', hidden: true })).toBeTruthy();
  });
});

describe('footer', () => {
  it('links the privacy policy in the page language', () => {
    render(<Footer storefront={storefront()} locale="en" t={createTranslator('en')} />);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe('/privacy/en.html');
    expect(screen.getByText('Via Roma 1, 40100 Bologna')).toBeTruthy();
  });
});
