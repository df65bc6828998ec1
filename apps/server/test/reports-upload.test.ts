import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg, makePixelBomb, makePng, multipart } from './images';
import { getDetail, keyOf, postReport } from './reports.helpers';

const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
const storedFiles = () =>
  fs.existsSync(uploads)
    ? fs.readdirSync(uploads, { recursive: true }).filter((f) => String(f).endsWith('.jpg'))
    : [];

describe('creating a lost-pet report with a photo', () => {
  it('stores a JPEG re-encoded without its EXIF GPS, with a thumbnail', async () => {
    const member = await createUser(app);
    const photo = await makeJpeg({ width: 2400, height: 1800, gps: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await postReport(app, member, {}, { buffer: photo, filename: 'dog.jpg' });
    expect(res.statusCode).toBe(201);

    const report = (await getDetail(app, res.json().id)).json().data;
    expect(report.imagePath).toMatch(/^\/reports\/\d{4}\/\d{2}\/[0-9a-f-]+\.jpg$/);
    expect(report.thumbnailPath).toMatch(/_thumb\.jpg$/);
    const image = await app.inject({ url: `/api/lost-pet/images${report.imagePath}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);
    const thumb = await app.inject({ url: `/api/lost-pet/images${report.thumbnailPath}` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
  });

  it('accepts a PNG and serves it as JPEG', async () => {
    const member = await createUser(app);
    const res = await postReport(app, member, {}, { buffer: await makePng(), filename: 'dog.png' });
    expect(res.statusCode).toBe(201);
    const { imagePath } = (await getDetail(app, res.json().id)).json().data;
    const stored = fs.readFileSync(path.join(uploads, keyOf(imagePath)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a report without a photo', async () => {
    const member = await createUser(app);
    const res = await postReport(app, member, {}, null);
    expect(res.statusCode).toBe(201);
    expect((await getDetail(app, res.json().id)).json().data.imagePath).toBeNull();
  });

  it.each([
    ['a text file renamed .jpg', async () => Buffer.from('just some text, not a photo'), 415],
    ['a decompression bomb', makePixelBomb, 415],
    ['a file over the upload limit', async () => Buffer.alloc(11 * 1024 * 1024, 0xff), 413],
  ])('refuses %s and stores nothing', async (_name, make, status) => {
    const member = await createUser(app);
    const before = storedFiles().length;
    const res = await postReport(
      app,
      member,
      { dogName: `거절${status}` },
      {
        buffer: await make(),
        filename: 'dog.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().status).toBe('error');
    if (status === 415) expect(res.json().message).toBe('이미지 파일만 업로드할 수 있습니다.');
    expect(storedFiles().length).toBe(before);
    const list = await app.inject({ url: `/api/lost-pet/paged?keyword=거절${status}` });
    expect(list.json().pagination.meta.totalItems).toBe(0);
  });

  it('checks the fields before storing the photo', async () => {
    const member = await createUser(app);
    const before = storedFiles().length;
    const res = await postReport(app, member, { phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'phone',
      message: '실종 날짜, 실종 장소, 연락처를 입력하세요.',
    });
    expect(storedFiles().length).toBe(before);
  });

  it.each([
    [{ dateLost: '' }, 'dateLost', '실종 날짜, 실종 장소, 연락처를 입력하세요.'],
    [{ dateLost: '2999-01-01' }, 'dateLost', '실종 날짜는 오늘 이후일 수 없습니다.'],
    [{ dateLost: '2026-02-30' }, 'dateLost', '실종 날짜를 올바르게 입력하세요.'],
    [{ region: '' }, 'region', '실종 날짜, 실종 장소, 연락처를 입력하세요.'],
    [{ region: '경기' }, 'region', '시/도를 목록에서 선택하세요.'],
    [{ district: '' }, 'district', '실종 날짜, 실종 장소, 연락처를 입력하세요.'],
    [{ district: '강남구' }, 'district', '선택한 시/도에 속한 시/군/구를 선택하세요.'],
    [{ phone: '12-34' }, 'phone', '올바른 연락처를 입력하세요. (예: 010-1234-5678)'],
    [{ gender: '모름' }, 'gender', '성별은 암컷 또는 수컷으로 선택하세요.'],
    [{ dogName: '가'.repeat(31) }, 'dogName', '30자 이하로 입력하세요.'],
  ])('rejects %o with a Korean message on the field', async (fields, field, message) => {
    const member = await createUser(app);
    const res = await postReport(app, member, fields, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('derives the title, keeps the place, normalises the phone and maps F to 암컷', async () => {
    const member = await createUser(app);
    const res = await postReport(
      app,
      member,
      { region: '서울특별시', district: '마포구', dogName: '', phone: '01098765432', gender: 'F' },
      null,
    );
    const report = (await getDetail(app, res.json().id)).json().data;
    expect(report).toMatchObject({
      title: '서울특별시 마포구 이름 없는 강아지 실종',
      placeLost: '서울특별시 마포구',
      // Members only by default (ADR 136): the author sees it, a visitor does not.
      phone: null,
      phoneVisibility: 'MEMBERS',
      gender: '암컷',
      dogName: null,
      status: 'OPEN',
      authorNickname: member.nickname,
      isAuthor: false,
    });
    const own = await app.inject({
      url: `/api/lost-pet/${res.json().id}`,
      headers: await authHeaders(app, member),
    });
    expect(own.json().data).toMatchObject({ phone: '010-9876-5432', isAuthor: true });
  });

  it('accepts placeLost alone, as older clients send it', async () => {
    const member = await createUser(app);
    const body = multipart({
      dateLost: '2026-09-01',
      placeLost: '부산광역시 해운대구',
      phone: '051-123-4567',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/lost-pet',
      payload: body.payload,
      headers: { ...body.headers, ...(await authHeaders(app, member)) },
    });
    expect(res.statusCode).toBe(201);
    const report = (await getDetail(app, res.json().id)).json().data;
    expect([report.region, report.district]).toEqual(['부산광역시', '해운대구']);
  });
});
