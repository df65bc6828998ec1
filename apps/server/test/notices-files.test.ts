import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makeJpeg, makePixelBomb, makePng, multipart } from './images';

let app: TestApp;
let adminAuth: Record<string, string>;

type File = { id: number; url: string; thumbnailUrl: string; name: string; originalName: string };
type Notice = { id: number; files: File[] };
type Upload = { buffer: Buffer; filename: string; contentType?: string };

beforeAll(async () => {
  app = await buildTestApp();
  adminAuth = await authHeaders(app, await createAdmin(app));
});

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Upload[],
) {
  const body = multipart(fields, { files });
  return app.inject({
    method,
    url,
    headers: { ...adminAuth, ...body.headers },
    payload: body.payload,
  });
}

const jpeg = async (name = '산책.jpg') => ({
  buffer: await makeJpeg({ gps: true }),
  filename: name,
  contentType: 'image/jpeg',
});

describe('notice attachments', () => {
  it('stores images from a multipart form, re-encoded without EXIF, listed with their names', async () => {
    const res = await send('POST', '/api/notices', { title: '사진 공지', content: '사진 두 장' }, [
      await jpeg('산책.jpg'),
      { buffer: await makePng(), filename: 'C:\\Users\\me\\logo.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const notice = res.json<Notice>();
    expect(notice.files.map((f) => f.originalName)).toEqual(['산책.jpg', 'logo.png']);
    const image = await app.inject({ url: notice.files[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    const thumb = await app.inject({ url: notice.files[0]!.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
  });

  it('decides by content, not by name: a text file called photo.jpg is 415 and nothing is saved', async () => {
    const before = (await app.inject({ url: '/api/notices/paged' })).json().pagination.meta
      .totalItems;
    const res = await send('POST', '/api/notices', { title: '가짜 사진', content: '내용' }, [
      await jpeg(),
      {
        buffer: Buffer.from('not really a photo'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('이미지 파일만 업로드할 수 있습니다.');
    const after = (await app.inject({ url: '/api/notices/paged' })).json().pagination.meta
      .totalItems;
    expect(after).toBe(before);
  });

  it('refuses a decompression bomb with 415', async () => {
    const res = await send('POST', '/api/notices', { title: '폭탄', content: '내용' }, [
      { buffer: await makePixelBomb(), filename: 'bomb.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const res = await send('POST', '/api/notices', { title: '큰 파일', content: '내용' }, [
      { buffer: Buffer.alloc(11 * 1024 * 1024, 1), filename: 'big.jpg', contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('파일이 너무 큽니다.');
  });

  it('validates the text fields of a form like JSON', async () => {
    const res = await send('POST', '/api/notices', { title: ' ', content: '내용' }, [await jpeg()]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'title', message: '제목과 내용을 모두 입력하세요.' });
  });

  it('adds and removes images when editing, and deletes their files', async () => {
    const created = (
      await send('POST', '/api/notices', { title: '수정용', content: '내용' }, [
        await jpeg('a.jpg'),
        await jpeg('b.jpg'),
      ])
    ).json<Notice>();
    const [a, b] = created.files;
    const edited = await send(
      'PUT',
      `/api/notices/${created.id}`,
      { title: '수정용', content: '바뀐 내용', removeFileIds: String(a!.id) },
      [await jpeg('c.jpg')],
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Notice>().files.map((f) => f.originalName)).toEqual(['b.jpg', 'c.jpg']);
    expect((await app.inject({ url: a!.url })).statusCode).toBe(404);

    const json = await app.inject({
      method: 'PUT',
      url: `/api/notices/${created.id}`,
      headers: adminAuth,
      payload: { title: '수정용', content: 'JSON', removeFileIds: [b!.id] },
    });
    expect(json.json<Notice>().files.map((f) => f.originalName)).toEqual(['c.jpg']);

    const c = json.json<Notice>().files[0]!;
    await app.inject({ method: 'DELETE', url: `/api/notices/${created.id}`, headers: adminAuth });
    expect((await app.inject({ url: c.url })).statusCode).toBe(404);
  });

  it('keeps at most 5 images on a notice', async () => {
    const created = (
      await send('POST', '/api/notices', { title: '많은 사진', content: '내용' }, [
        await jpeg(),
        await jpeg(),
        await jpeg(),
      ])
    ).json<Notice>();
    const res = await send(
      'PUT',
      `/api/notices/${created.id}`,
      { title: '많은 사진', content: '내용' },
      [await jpeg(), await jpeg(), await jpeg()],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('첨부 이미지는 최대 5개까지 올릴 수 있습니다.');
  });

  it("does not serve one notice's file under another notice's id", async () => {
    const created = (
      await send('POST', '/api/notices', { title: '하나', content: '내용' }, [await jpeg()])
    ).json<Notice>();
    const other = (
      await app.inject({
        method: 'POST',
        url: '/api/notices',
        headers: adminAuth,
        payload: { title: '둘', content: '내용' },
      })
    ).json<Notice>();
    const fileId = created.files[0]!.id;
    expect((await app.inject({ url: `/api/notices/${other.id}/files/${fileId}` })).statusCode).toBe(
      404,
    );
  });
});
