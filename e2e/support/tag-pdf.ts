import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

/*
 * A printed QR 인식표 read back as a person would (issue 40): its text by poppler's pdftotext,
 * and its first tag's QR code decoded from the page drawn at print resolution.
 */

const DPI = 300;
const MM = DPI / 25.4;

function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tag-pdf-'));
  try {
    const file = path.join(dir, 'tag.pdf');
    fs.writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, as pdftotext reads it. */
export const pdfText = (pdf: Buffer) =>
  withPdf(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** A binary PGM (P5) as pdftoppm -gray writes it: width, height and one byte a pixel. */
function readPgm(bytes: Buffer) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.toString('latin1', 0, 50));
  if (!header) throw new Error('not a binary PGM');
  const [, width, height] = header.map(Number) as [number, number, number];
  return { width, height, grey: bytes.subarray(header[0].length) };
}

/**
 * The text of the QR code in a square of the first page (millimetres from its top left), the
 * page drawn at 300 dpi by pdftoppm. Only that square is handed to the decoder, on white, as
 * one tag cut from the sheet: the page holds many.
 */
export function qrTextAt(pdf: Buffer, square: { x: number; y: number; side: number }) {
  const page = withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(DPI),
      '-f',
      '1',
      '-l',
      '1',
      file,
      path.join(dir, 'page'),
    ]);
    const [name] = fs.readdirSync(dir).filter((f) => f.endsWith('.pgm'));
    return readPgm(fs.readFileSync(path.join(dir, name!)));
  });
  const x0 = Math.round(square.x * MM);
  const y0 = Math.round(square.y * MM);
  const side = Math.round(square.side * MM);
  const rgba = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const v = page.grey[(y0 + y) * page.width + (x0 + x)] ?? 255;
      rgba.set([v, v, v, 255], (y * side + x) * 4);
    }
  }
  return jsQR(rgba, side, side)?.data;
}
