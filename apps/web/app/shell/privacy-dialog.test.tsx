import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { storefront } from '../test/storefront-fixture.ts';
import { Footer } from './footer.tsx';

afterEach(cleanup);

describe('privacy-policy dialog', () => {
  it('opens from the footer link with the policy page of the page language in a frame, and closes', async () => {
    render(<Footer storefront={storefront()} locale="en" t={createTranslator('en')} />);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    // Without JavaScript the link itself opens the page.
    expect(link.getAttribute('href')).toBe('/privacy/en.html');
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(link);
    // The dialog's code loads on demand; it opens once its part has rendered.
    const dialog = await waitFor(() => {
      const element = document.querySelector('dialog');
      expect(element?.open).toBe(true);
      return element!;
    });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('/privacy/en.html');
    expect(dialog.querySelector('iframe')?.getAttribute('title')).toBe('Privacy policy');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('leaves new-tab clicks to the browser', () => {
    render(<Footer storefront={storefront()} locale="en" t={createTranslator('en')} />);
    fireEvent.click(screen.getByRole('link', { name: 'Privacy policy' }), { ctrlKey: true });
    expect(document.querySelector('dialog')).toBeNull();
  });
});
