import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flash } from '../../../lib/first-load/flash.ts';
import { FlashRegion } from './flash-region.tsx';

afterEach(cleanup);

function Page() {
  return (
    <>
      <dialog aria-label="Drawer">
        <p>drawer content</p>
      </dialog>
      <FlashRegion />
    </>
  );
}

/** The region follows dialogs once its code has loaded (after hydration); until then it is the page's region. */
async function followsDialogs() {
  await import('../after-hydration/flash-region-in-dialogs.tsx');
  await act(async () => {
    await Promise.resolve();
  });
}

describe('FlashRegion', () => {
  it('shows a message in the page live region while no modal dialog is open', async () => {
    render(<Page />);
    await followsDialogs();
    act(() => flash('Changes saved'));
    expect(screen.getByText('Changes saved').closest('[role="status"]')?.closest('dialog')).toBeNull();
  });

  it('while a modal dialog is open, shows the message inside it (the page behind is inert and under the backdrop), and back on the page once it closes', async () => {
    render(<Page />);
    await followsDialogs();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
    act(() => dialog.showModal());
    const inDialog = await within(dialog).findByRole('status');
    act(() => flash('You have 10 minutes to finish'));
    expect(within(inDialog).getByText('You have 10 minutes to finish')).toBeTruthy();
    // Once: not also in the page's region behind.
    expect(screen.getAllByText('You have 10 minutes to finish')).toHaveLength(1);

    act(() => dialog.close());
    const back = await screen.findByText('You have 10 minutes to finish');
    expect(back.closest('dialog')).toBeNull();
    expect(back.closest('[role="status"]')).toBeTruthy();
  });
});
