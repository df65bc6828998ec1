import sharp from 'sharp';
import { authHeaders } from '../factories';
import { makeJpeg, multipart } from '../images';
import { createReport, validReport } from '../reports.helpers';
import type { Fixtures } from './fixtures';
import { makeNotice } from './fixtures';

export type FilePart = { buffer: Buffer; filename: string; contentType?: string };
export type Target = {
  name: string;
  /** Sends these parts (under the route's own file field) with valid text fields. */
  send: (
    files: FilePart[],
    extraFields?: Record<string, string>,
  ) => Promise<{ statusCode: number; body: string }>;
  /** Whether an accepted upload is kept (search only looks at it). */
  stores: boolean;
};

/** Every route that takes an uploaded image, with a valid form around the file parts. */
export async function uploadTargets(fx: Fixtures): Promise<Target[]> {
  const reportId = await createReport(fx.app, fx.owner);
  const noticeId = await makeNotice(fx);
  const owner = await authHeaders(fx.app, fx.owner);
  const admin = await authHeaders(fx.app, fx.admin);
  const sender =
    (
      method: 'POST' | 'PUT',
      url: string,
      field: string,
      fields: Record<string, string>,
      auth: object,
    ) =>
    async (files: FilePart[], extraFields: Record<string, string> = {}) => {
      const form = multipart({ ...fields, ...extraFields }, { [field]: files });
      return fx.app.inject({
        method,
        url,
        payload: form.payload,
        headers: { ...form.headers, ...auth },
      });
    };
  const notice = { title: '공지', content: '첨부' };
  return [
    {
      name: 'POST /api/lost-pet',
      stores: true,
      send: sender('POST', '/api/lost-pet', 'image', validReport, owner),
    },
    {
      name: 'PUT /api/lost-pet/:id',
      stores: true,
      send: sender('PUT', `/api/lost-pet/${reportId}`, 'image', validReport, owner),
    },
    {
      name: 'POST /api/notices',
      stores: true,
      send: sender('POST', '/api/notices', 'files', notice, admin),
    },
    {
      name: 'PUT /api/notices/:id',
      stores: true,
      send: sender('PUT', `/api/notices/${noticeId}`, 'files', notice, admin),
    },
    {
      name: 'POST /api/search/image',
      stores: false,
      send: sender('POST', '/api/search/image', 'image', {}, {}),
    },
    {
      name: 'POST /api/mypage/saved-searches/photo',
      stores: false,
      send: sender('POST', '/api/mypage/saved-searches/photo', 'image', {}, owner),
    },
    {
      name: 'POST /api/search/generated',
      stores: false,
      send: sender('POST', '/api/search/generated', 'image', {}, {}),
    },
  ];
}

const HTML = '<html><script>alert(document.cookie)</script></html>';
/** A local-file header of a ZIP holding a Java class: what a GIFAR carries. */
const ZIP = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
  Buffer.alloc(16),
  Buffer.from('Evil.class'),
  Buffer.from('PK\u0005\u0006'),
  Buffer.alloc(18),
]);
export const MARKERS = ['<script', '<html', 'PK\u0003\u0004', 'Evil.class'];

/** Files that must be refused as images (415), whatever name and type they claim. */
export async function notImages(): Promise<Record<string, FilePart>> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  return {
    'plain text named .jpg': {
      buffer: Buffer.from('hello, not a photo'),
      filename: 'dog.jpg',
      contentType: 'image/jpeg',
    },
    'an HTML page named .jpg': {
      buffer: Buffer.from(HTML),
      filename: 'dog.jpg',
      contentType: 'image/jpeg',
    },
    'an SVG with a script': {
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
      filename: 'dog.svg',
      contentType: 'image/svg+xml',
    },
    'a PDF': {
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      filename: 'dog.pdf',
      contentType: 'application/pdf',
    },
    'a ZIP': { buffer: ZIP, filename: 'dog.jpg', contentType: 'image/jpeg' },
    'an ELF binary': {
      buffer: Buffer.concat([Buffer.from('\u007fELF'), Buffer.alloc(64)]),
      filename: 'dog.png',
    },
    'a truncated PNG': {
      buffer: png.subarray(0, 40),
      filename: 'dog.png',
      contentType: 'image/png',
    },
    'only the JPEG magic bytes': {
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      filename: 'dog.jpg',
    },
  };
}

/** Real images carrying something else after (or inside) them: stored re-encoded, never as sent. */
export async function polyglots(): Promise<Record<string, FilePart>> {
  const jpeg = await makeJpeg({ width: 64, height: 64 });
  const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a52' } })
    .gif()
    .toBuffer();
  const withComment = await sharp(jpeg)
    .withExif({ IFD0: { ImageDescription: HTML } })
    .jpeg()
    .toBuffer();
  return {
    'a JPEG with an HTML page appended': {
      buffer: Buffer.concat([jpeg, Buffer.from(HTML)]),
      filename: 'dog.html',
      contentType: 'text/html',
    },
    'a JPEG with a ZIP appended': {
      buffer: Buffer.concat([jpeg, ZIP]),
      filename: 'dog.jpg',
      contentType: 'image/jpeg',
    },
    'a GIFAR (GIF + ZIP)': {
      buffer: Buffer.concat([gif, ZIP]),
      filename: 'dog.gif',
      contentType: 'image/gif',
    },
    'a JPEG with a script in its EXIF': {
      buffer: withComment,
      filename: 'dog.jpg',
      contentType: 'image/jpeg',
    },
  };
}
