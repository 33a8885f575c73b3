import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PublicPlace } from '@ordina/contracts';

/*
 * The sheet of QR codes the owner prints (decision 068): A4 portrait, two columns by three rows, a
 * cut line round each card. Each code is drawn as vector squares from the `qrcode` library's
 * matrix (sharp at any printer's resolution, no image to embed), error correction M (a few
 * splashes of sun cream or coffee still read), with its quiet zone of four modules. Under it the
 * place's name, large, and the business's name. The PDF's standard Helvetica speaks WinAnsi,
 * which holds every letter of Italian, English, French and German.
 */

/** Cards on one A4 page. */
export const QR_SHEET_PER_PAGE = 6;
const COLUMNS = 2;
const ROWS = 3;
// A4 in PostScript points (1/72 in).
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const CARD = { width: (PAGE.width - 2 * MARGIN) / COLUMNS, height: (PAGE.height - 2 * MARGIN) / ROWS };
/** The code's side, quiet zone included: about 6.4 cm, read from a phone held at arm's length. */
const QR_SIDE = 180;
const QUIET_MODULES = 4;

/** One card of the sheet: the link the code opens and the words printed under it. */
export interface QrCard {
  readonly url: string;
  readonly placeName: string;
  readonly businessName: string;
  readonly hint: string;
}

/** The QR matrix of a link: `size`×`size` modules, row by row, true for a dark one. */
export function qrMatrix(url: string): { size: number; dark: (row: number, column: number) => boolean } {
  const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const { size, data } = code.modules;
  return { size, dark: (row, column) => data[row * size + column] === 1 };
}

/** The cards of a business's places, each opening the storefront's link with its place preset. */
export function qrCards(
  places: readonly PublicPlace[],
  link: (place: PublicPlace) => string,
  words: { businessName: string; hint: string },
): QrCard[] {
  return places.map((place) => ({ url: link(place), placeName: place.name, ...words }));
}

/** The sheet as PDF bytes; with no card, one page with `emptyText`. */
export async function qrSheetPdf(
  cards: readonly QrCard[],
  meta: { title: string; emptyText: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    // A fixed date keeps the same places' sheet byte for byte the same.
    info: { Title: meta.title, Producer: 'Ordina', Creator: 'Ordina', CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  if (cards.length === 0) {
    doc.addPage();
    doc.font('Helvetica').fontSize(14).fillColor('#000000');
    doc.text(meta.emptyText, MARGIN, MARGIN, { width: PAGE.width - 2 * MARGIN });
  }
  cards.forEach((card, i) => {
    const slot = i % QR_SHEET_PER_PAGE;
    if (slot === 0) doc.addPage();
    drawCard(
      doc,
      card,
      MARGIN + (slot % COLUMNS) * CARD.width,
      MARGIN + Math.floor(slot / COLUMNS) * CARD.height,
    );
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawCard(doc: PDFKit.PDFDocument, card: QrCard, left: number, top: number): void {
  // The cut line: light and dashed, so a cut a little off does not leave a black edge.
  doc
    .save()
    .lineWidth(0.5)
    .dash(4, { space: 4 })
    .strokeColor('#9ca3af')
    .rect(left, top, CARD.width, CARD.height)
    .stroke()
    .restore();

  const matrix = qrMatrix(card.url);
  const module = QR_SIDE / (matrix.size + 2 * QUIET_MODULES);
  const qrLeft = left + (CARD.width - QR_SIDE) / 2;
  const qrTop = top + 16;
  doc.save().fillColor('#000000');
  for (let row = 0; row < matrix.size; row += 1)
    for (let column = 0; column < matrix.size; column += 1)
      if (matrix.dark(row, column))
        doc.rect(
          qrLeft + (column + QUIET_MODULES) * module,
          qrTop + (row + QUIET_MODULES) * module,
          // A hair wider than the module: neighbouring squares meet without a white seam on screen.
          module + 0.05,
          module + 0.05,
        );
  doc.fill().restore();

  const textWidth = CARD.width - 24;
  let y = qrTop + QR_SIDE + 4;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000');
  doc.text(card.placeName, left + 12, y, { width: textWidth, align: 'center' });
  y = doc.y + 4;
  doc.font('Helvetica').fontSize(11).fillColor('#374151');
  doc.text(card.businessName, left + 12, y, { width: textWidth, align: 'center' });
  y = doc.y + 2;
  doc.fontSize(9).text(card.hint, left + 12, y, { width: textWidth, align: 'center' });
}
