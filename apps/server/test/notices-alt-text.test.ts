import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';

let app: TestApp;
let adminAuth: Record<string, string>;

type File = { id: number; url: string; originalName: string; alt: string | null };
type Notice = { id: number; files: File[] };

beforeAll(async () => {
  app = await buildTestApp();
  adminAuth = await authHeaders(app, await createAdmin(app));
});

const jpeg = async (filename: string) => ({
  buffer: await makeJpeg(),
  filename,
  contentType: 'image/jpeg',
});

/** A notice form as the editor sends it: text fields, the alt lists as JSON, the images. */
async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  names: string[] = [],
) {
  const text = Object.fromEntries(
    Object.entries({ title: '사진 공지', content: '내용', ...fields }).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
  const body = multipart(text, { files: await Promise.all(names.map(jpeg)) });
  return app.inject({
    method,
    url,
    headers: { ...adminAuth, ...body.headers },
    payload: body.payload,
  });
}

const alts = (notice: Notice) => notice.files.map((f) => [f.originalName, f.alt]);

describe('notice image alt text', () => {
  it('keeps each new image’s alt text in order: a description, "" for decorative, none as null', async () => {
    const res = await send(
      'POST',
      '/api/notices',
      { newFileAlts: ['  보호소 입구 안내도  ', ''] },
      ['map.jpg', 'line.jpg', 'old.jpg'],
    );
    expect(res.statusCode).toBe(201);
    expect(alts(res.json<Notice>())).toEqual([
      ['map.jpg', '보호소 입구 안내도'],
      ['line.jpg', ''],
      ['old.jpg', null],
    ]);
    const read = await app.inject({ url: `/api/notices/${res.json<Notice>().id}` });
    expect(alts(read.json<Notice>())).toEqual(alts(res.json<Notice>()));
  });

  it('changes the alt text of kept images on edit, from a form and from JSON', async () => {
    const created = (await send('POST', '/api/notices', {}, ['a.jpg', 'b.jpg'])).json<Notice>();
    const [a, b] = created.files;
    const edited = await send('PUT', `/api/notices/${created.id}`, {
      fileAlts: [{ id: a!.id, alt: '입양 행사 포스터' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(alts(edited.json<Notice>())).toEqual([
      ['a.jpg', '입양 행사 포스터'],
      ['b.jpg', null],
    ]);

    const json = await app.inject({
      method: 'PUT',
      url: `/api/notices/${created.id}`,
      headers: adminAuth,
      payload: {
        title: '사진 공지',
        content: '내용',
        fileAlts: [
          { id: a!.id, alt: null },
          { id: b!.id, alt: '' },
        ],
      },
    });
    expect(json.statusCode).toBe(200);
    expect(alts(json.json<Notice>())).toEqual([
      ['a.jpg', null],
      ['b.jpg', ''],
    ]);
  });

  it('refuses an alt text over 300 characters, in Korean, on its field, and saves nothing', async () => {
    const before = (await app.inject({ url: '/api/notices/paged' })).json().pagination.meta
      .totalItems;
    const res = await send('POST', '/api/notices', { newFileAlts: ['가'.repeat(301)] }, ['a.jpg']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '이미지 설명은 300자 이내로 입력하세요.',
      field: 'newFileAlts.0',
    });
    const after = (await app.inject({ url: '/api/notices/paged' })).json().pagination.meta
      .totalItems;
    expect(after).toBe(before);

    const created = (await send('POST', '/api/notices', {}, ['a.jpg'])).json<Notice>();
    const edit = await send('PUT', `/api/notices/${created.id}`, {
      fileAlts: [{ id: created.files[0]!.id, alt: '나'.repeat(301) }],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({
      message: '이미지 설명은 300자 이내로 입력하세요.',
      field: 'fileAlts.0.alt',
    });
  });

  it('accepts an alt text of exactly 300 characters', async () => {
    const res = await send('POST', '/api/notices', { newFileAlts: ['가'.repeat(300)] }, ['a.jpg']);
    expect(res.statusCode).toBe(201);
    expect(res.json<Notice>().files[0]!.alt).toHaveLength(300);
  });

  it('refuses alt texts for images that were not sent, or that the notice does not keep', async () => {
    const extra = await send('POST', '/api/notices', { newFileAlts: ['하나', '둘'] }, ['a.jpg']);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      message: '이미지 설명이 올린 이미지보다 많습니다.',
      field: 'newFileAlts',
    });

    const mine = (await send('POST', '/api/notices', {}, ['a.jpg', 'b.jpg'])).json<Notice>();
    const other = (await send('POST', '/api/notices', {}, ['c.jpg'])).json<Notice>();
    const [a, b] = mine.files;
    for (const fields of [
      { fileAlts: [{ id: other.files[0]!.id, alt: '남의 사진' }] },
      { removeFileIds: String(b!.id), fileAlts: [{ id: b!.id, alt: '지운 사진' }] },
    ]) {
      const res = await send('PUT', `/api/notices/${mine.id}`, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: '첨부 파일을 찾을 수 없습니다.',
        field: 'fileAlts',
      });
    }
    const read = (await app.inject({ url: `/api/notices/${mine.id}` })).json<Notice>();
    expect(read.files.map((f) => [f.id, f.alt])).toEqual([
      [a!.id, null],
      [b!.id, null],
    ]);
    expect(other.files[0]!.alt).toBeNull();
  });

  it('refuses alt texts that are not a list, in Korean', async () => {
    const res = await send('POST', '/api/notices', { newFileAlts: '{not json' }, ['a.jpg']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '이미지 설명을 읽을 수 없습니다. 다시 시도해주세요.',
      field: 'newFileAlts',
    });
  });
});
