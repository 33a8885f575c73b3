import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { placeLinkPath } from '@ordina/contracts';
import { qrCards, qrMatrix, qrSheetPdf } from './qr-sheet.ts';

/** The matrix drawn as a greyscale image, `scale` pixels a module and a 4-module quiet zone, as RGBA for jsQR. */
function rendered(url: string, scale = 4) {
  const matrix = qrMatrix(url);
  const side = (matrix.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const inside = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size;
      if (inside && matrix.dark(row, column)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return { pixels, side };
}

describe('the QR sheet (decision 068)', () => {
  it('encodes each place’s storefront link with its code, as a phone reads it', () => {
    const [card] = qrCards(
      [{ method: 'beach_umbrella_delivery', code: 'b14', name: 'Ombrellone B14' }],
      (place) => `https://lido.example${placeLinkPath(place.code)}`,
      { businessName: 'Lido Azzurro', hint: 'Inquadra per ordinare' },
    );
    expect(card).toEqual({
      url: 'https://lido.example/?posto=b14',
      placeName: 'Ombrellone B14',
      businessName: 'Lido Azzurro',
      hint: 'Inquadra per ordinare',
    });
    const { pixels, side } = rendered(card!.url);
    expect(jsQR(pixels, side, side)?.data).toBe('https://lido.example/?posto=b14');
  });

  it('writes a PDF with accented names in the standard font, the same bytes for the same places', async () => {
    const cards = [
      {
        url: 'https://lido.example/?posto=t1',
        placeName: 'Tavolo Café',
        businessName: 'Bäckerei Süß',
        hint: 'x',
      },
    ];
    const first = await qrSheetPdf(cards, { title: 'QR', emptyText: 'none' });
    const again = await qrSheetPdf(cards, { title: 'QR', emptyText: 'none' });
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.equals(again)).toBe(true);
  });
});
