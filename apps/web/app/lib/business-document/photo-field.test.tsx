import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@ordina/i18n/staff';
import { apiDouble } from '../../test/api-double.ts';
import { PhotoField } from './photo-field.tsx';

const t = staffTranslator('en');
const UPLOAD = 'POST /api/staff/images';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('PhotoField (issue 35 "Images")', () => {
  it("sends the chosen file's bytes as they are and takes the server's address as its value", async () => {
    const { calls } = apiDouble({
      [UPLOAD]: { body: { data: { url: '/media/uploads/0123456789abcdef.webp', width: 800, height: 600 } } },
    });
    const onChange = vi.fn();
    render(<PhotoField label="Photo" value={null} onChange={onChange} t={t} locale="en" />);
    const input = screen.getByLabelText('Photo');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    choose(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/uploads/0123456789abcdef.webp'));
    expect(calls.map((call) => call.path)).toContain('/api/staff/images');
  });

  it('says why a file is refused and keeps the current photo', async () => {
    apiDouble({ [UPLOAD]: { status: 400, body: { data: { errors: ['WRONG_IMAGE'] } } } });
    const onChange = vi.fn();
    render(<PhotoField label="Photo" value="/media/demo/a.webp" onChange={onChange} t={t} locale="en" />);
    choose(screen.getByLabelText('Photo'), new File(['not a photo'], 'notes.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a JPEG, PNG or WebP photo/);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
