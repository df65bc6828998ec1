import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf'),
  bold: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf'),
};

export type TagSize = 'round25' | 'round30' | 'bone' | 'sheet';

export type TagPdfInput = {
  size: TagSize;
  /** The tag's page, what the QR code holds. */
  url: string;
  /** The dog's name where the owner shows it to finders; else left off. */
  name: string | null;
};

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 15 * MM;

/** Each shape at its real size; a sheet is of 40 mm square stickers. */
const SHAPES: Record<TagSize, { w: number; h: number; round: boolean; title: string }> = {
  round25: { w: 25 * MM, h: 25 * MM, round: true, title: '원형 인식표 25mm' },
  round30: { w: 30 * MM, h: 30 * MM, round: true, title: '원형 인식표 30mm' },
  bone: { w: 50 * MM, h: 25 * MM, round: false, title: '뼈다귀 모양 인식표 50×25mm' },
  sheet: { w: 40 * MM, h: 40 * MM, round: false, title: 'A4 스티커 (40mm)' },
};

const GAP = 6 * MM;
const HEADER = 30 * MM;

function outline(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  size: TagSize,
) {
  doc.save().lineWidth(0.5).dash(2, { space: 2 }).strokeColor('#888888');
  if (size === 'round25' || size === 'round30') doc.circle(x + w / 2, y + h / 2, w / 2);
  else if (size === 'bone') {
    const r = h / 4;
    doc.roundedRect(x + r, y + r, w - 2 * r, h - 2 * r, r / 2);
    for (const [cx, cy] of [
      [x + r, y + r],
      [x + r, y + h - r],
      [x + w - r, y + r],
      [x + w - r, y + h - r],
    ] as const)
      doc.circle(cx, cy, r);
  } else doc.rect(x, y, w, h);
  doc.stroke().restore();
}

/** One tag: the QR code and, where it fits, a short line of Korean text. */
function drawTag(doc: PDFKit.PDFDocument, qr: Buffer, input: TagPdfInput, x: number, y: number) {
  const shape = SHAPES[input.size];
  outline(doc, x, y, shape.w, shape.h, input.size);
  if (input.size === 'bone') {
    const side = shape.h * 0.62;
    doc.image(qr, x + shape.w * 0.12, y + (shape.h - side) / 2, { width: side, height: side });
    const textX = x + shape.w * 0.12 + side + 2 * MM;
    const width = x + shape.w * 0.9 - textX;
    doc.font('bold').fontSize(6).fillColor('#111111');
    doc.text(input.name ?? '찾아줄개', textX, y + shape.h * 0.3, { width, lineBreak: false });
    doc.font('regular').fontSize(4.5);
    doc.text('찍으면 가족에게', textX, y + shape.h * 0.48, { width, lineBreak: false });
    doc.text('알릴 수 있어요', textX, y + shape.h * 0.6, { width, lineBreak: false });
    return;
  }
  const side = shape.round ? shape.w * 0.58 : shape.w * 0.6;
  const qrX = x + (shape.w - side) / 2;
  const qrY = y + (shape.round ? shape.h * 0.22 : shape.h * 0.16);
  doc.image(qr, qrX, qrY, { width: side, height: side });
  doc
    .font('bold')
    .fontSize(shape.round ? 4 : 7)
    .fillColor('#111111');
  doc.text(input.name ?? '찾아줄개', x, y + (shape.round ? shape.h * 0.09 : shape.h * 0.05), {
    width: shape.w,
    align: 'center',
    lineBreak: false,
  });
  doc.font('regular').fontSize(shape.round ? 3.6 : 6);
  doc.text('찍어서 가족에게 알려주세요', x, qrY + side + (shape.round ? 1 : 2) * MM, {
    width: shape.w,
    align: 'center',
    lineBreak: false,
  });
}

/**
 * A printable A4 page of QR 인식표 at real size (issue 40 item 2): a heading that says how to
 * use them, then as many tags of the chosen shape as fit, each with a cut line.
 */
export async function renderTagPdf(input: TagPdfInput): Promise<Buffer> {
  const shape = SHAPES[input.size];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    info: { Title: `찾아줄개 QR 인식표 - ${shape.title}`, Creator: '찾아줄개' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const width = A4.width - 2 * MARGIN;

  doc.font('bold').fontSize(16).fillColor('#111111');
  doc.text(`우리 아이 QR 인식표 · ${shape.title}`, MARGIN, MARGIN, { width });
  doc.font('regular').fontSize(9).fillColor('#444444');
  doc.text(
    '점선을 따라 오려 목줄이나 인식표에 붙이세요. 이 아이를 찾은 분이 QR을 찍으면 전화번호 없이 가족에게 알릴 수 있어요.',
    MARGIN,
    MARGIN + 22,
    { width },
  );
  doc.text(input.url, MARGIN, MARGIN + 48, { width, lineBreak: false });

  const qr = await QRCode.toBuffer(input.url, {
    type: 'png',
    margin: 0,
    width: 300,
    errorCorrectionLevel: 'M',
  });
  const top = MARGIN + HEADER;
  const columns = Math.floor((width + GAP) / (shape.w + GAP));
  const rows = Math.floor((A4.height - top - MARGIN + GAP) / (shape.h + GAP));
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      drawTag(doc, qr, input, MARGIN + column * (shape.w + GAP), top + row * (shape.h + GAP));
    }
  }
  doc.end();
  return done;
}
