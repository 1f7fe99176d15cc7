import type { PaperSize } from '@warehouse/ui';

const MM = 72 / 25.4;

/**
 * A slip's fixed-width lines as a PDF (pdf-lib, loaded only now): on an 80 mm roll as long as
 * the slip, or on A4 pages. Courier keeps the columns where the screen and the printer put them.
 */
export async function slipPdf(lines: readonly string[], size: PaperSize, title: string): Promise<Uint8Array> {
  // The library's own ESM bundle (its dependencies inside, as ES modules): no CommonJS helpers to
  // share with the rest of the app, so nothing is split out of the login's code for it.
  const { PDFDocument, StandardFonts } = await import('pdf-lib/dist/pdf-lib.esm.min.js');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Courier);
  const fontSize = size === 'receipt' ? 8 : 10;
  const leading = fontSize * 1.4;
  const margin = (size === 'receipt' ? 4 : 20) * MM;
  const width = size === 'receipt' ? 80 * MM : 210 * MM;
  const fullHeight = size === 'receipt' ? margin * 2 + leading * lines.length : 297 * MM;
  const perPage = Math.max(1, Math.floor((fullHeight - margin * 2) / leading));
  for (let first = 0; first < lines.length; first += perPage) {
    const page = pdf.addPage([width, fullHeight]);
    lines.slice(first, first + perPage).forEach((line, index) => {
      page.drawText(line, {
        x: margin,
        y: fullHeight - margin - leading * (index + 1) + 2,
        size: fontSize,
        font,
      });
    });
  }
  return pdf.save();
}

/** Offers bytes as a file download named `name`. */
export function downloadFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
