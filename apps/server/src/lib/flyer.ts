import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
/** Pretendard (OFL) from npm: the flyer's Korean text is embedded, not left to the printer. */
const FONTS = {
  regular: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Regular.ttf'),
  bold: require.resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf'),
};

export type FlyerInput = {
  headline: string;
  dogName: string;
  /** Label → value rows: date and place lost, breed, gender, features … */
  details: [string, string][];
  /** The reporter's chosen contact line, or undefined to leave it off. */
  contact: string | undefined;
  contactLabel: string;
  /** A JPEG or PNG of the dog (the cover); the flyer works without one. */
  photo: Buffer | undefined;
  /** The report's other photos, shown smaller in one row under the cover. */
  morePhotos?: Buffer[];
  url: string;
  qrCaption: string;
  footer: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 44;
const ACCENT = '#d9480f';
const PHOTO_TOP = 116;
const PHOTO_HEIGHT = 300;
/** With a row of other photos under it the cover is a little smaller, to leave the text room. */
const COVER_OVER_ROW_HEIGHT = 244;
const ROW_HEIGHT = 64;
const ROW_GAP = 8;
const ROW_SLOTS = 4;

/** Room left at a line's end, so pdfkit's own wrapping never meets a line we measured as full. */
const LINE_SLACK = 0.5;

/**
 * Lines of at most `width`, broken at spaces only, like CSS `word-break: keep-all`: pdfkit's
 * line breaking (Unicode's) may break between any two Hangul syllables ("광 / 교"). A word
 * wider than a line alone is broken between characters.
 */
export function keepAllLines(text: string, width: number, measure: (s: string) => number) {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (measure(longer) <= width) {
        line = longer;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line) > width && line.length > 1) {
        let fits = 1;
        while (fits < line.length && measure(line.slice(0, fits + 1)) <= width) fits++;
        lines.push(line.slice(0, fits));
        line = line.slice(fits);
      }
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** `doc.text` with keep-all line breaks, in the font and size already set. */
function text(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { width: number },
) {
  const wrapped = keepAllLines(value, options.width - LINE_SLACK, (s) => doc.widthOfString(s));
  doc.text(wrapped, x, y, options);
}

/** A printable A4 lost-dog flyer with photo, details, contact and a QR code to the report. */
export async function renderFlyer(input: FlyerInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    // No bottom margin: the footer sits low, and pdfkit would start a new page for it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    info: { Title: `${input.headline} - ${input.dogName}`, Creator: '찾아줄개' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const width = A4.width - MARGIN * 2;

  doc.rect(0, 0, A4.width, 96).fill(ACCENT);
  doc.font('bold').fontSize(40).fillColor('#ffffff');
  text(doc, input.headline, MARGIN, 24, { width, align: 'center' });

  const more = (input.morePhotos ?? []).slice(0, ROW_SLOTS);
  const coverHeight = more.length > 0 ? COVER_OVER_ROW_HEIGHT : PHOTO_HEIGHT;
  const photosBottom = PHOTO_TOP + coverHeight + (more.length > 0 ? ROW_GAP + ROW_HEIGHT : 0);
  if (input.photo) {
    doc.image(input.photo, MARGIN, PHOTO_TOP, {
      fit: [width, coverHeight],
      align: 'center',
      valign: 'center',
    });
  }
  drawPhotoRow(doc, more, PHOTO_TOP + coverHeight + ROW_GAP, width);
  doc.font('bold').fontSize(30).fillColor('#111111');
  text(doc, input.dogName, MARGIN, photosBottom + 16, { width, align: 'center' });

  doc.moveDown(0.6);
  for (const [label, value] of input.details) {
    const y = doc.y;
    doc.font('bold').fontSize(15).fillColor('#555555');
    text(doc, label, MARGIN, y, { width: 110 });
    doc.font('regular').fontSize(15).fillColor('#111111');
    text(doc, value, MARGIN + 120, y, { width: width - 120 });
    doc.moveDown(0.35);
  }

  const bottom = A4.height - MARGIN - 130;
  if (input.contact) {
    doc.font('bold').fontSize(13).fillColor(ACCENT);
    text(doc, input.contactLabel, MARGIN, bottom, { width: width - 140 });
    doc.font('bold').fontSize(26).fillColor('#111111');
    text(doc, input.contact, MARGIN, bottom + 20, { width: width - 140 });
  }
  const qr = await QRCode.toBuffer(input.url, { type: 'png', margin: 1, width: 360 });
  doc.image(qr, A4.width - MARGIN - 120, bottom, { width: 120, height: 120 });
  doc.font('regular').fontSize(9).fillColor('#555555');
  text(doc, input.qrCaption, A4.width - MARGIN - 130, bottom + 122, {
    width: 140,
    align: 'center',
  });
  doc.text(input.footer, MARGIN, A4.height - 28, {
    width,
    align: 'center',
    lineBreak: false,
  });

  doc.end();
  return done;
}

/** The photos side by side in slots of a quarter width, centred under the cover. */
function drawPhotoRow(doc: PDFKit.PDFDocument, shown: Buffer[], top: number, width: number) {
  const slot = (width - ROW_GAP * (ROW_SLOTS - 1)) / ROW_SLOTS;
  const used = shown.length * slot + (shown.length - 1) * ROW_GAP;
  shown.forEach((photo, i) => {
    const left = MARGIN + (width - used) / 2 + i * (slot + ROW_GAP);
    doc.image(photo, left, top, { fit: [slot, ROW_HEIGHT], align: 'center', valign: 'center' });
  });
}
