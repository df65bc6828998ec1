import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPhotoKeys } from '../src/modules/reports/reports.repository';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { getDetail, keyOf, postPhotos, postReport, putPhotos, putReport } from './reports.helpers';

const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
const author = await createUser(app);
const other = await createUser(app);

const storedFiles = () =>
  fs.existsSync(uploads)
    ? fs.readdirSync(uploads, { recursive: true }).filter((f) => String(f).endsWith('.jpg'))
    : [];
const isStored = (imagePath: string) => fs.existsSync(path.join(uploads, keyOf(imagePath)));

/** Photos told apart by their width: the nth is 200 + 10n pixels wide. */
const photo = async (n: number) => ({
  buffer: await makeJpeg({ width: 200 + 10 * n, height: 150 }),
  filename: `dog${n}.jpg`,
});
const photos = (...ns: number[]) => Promise.all(ns.map(photo));
const widthOf = async (imagePath: string) =>
  (await sharp(fs.readFileSync(path.join(uploads, keyOf(imagePath)))).metadata()).width;

type Photo = { imagePath: string; thumbnailPath: string };
const detail = async (id: number) => (await getDetail(app, id)).json().data;

async function reportWith(...ns: number[]): Promise<{ id: number; photos: Photo[] }> {
  const res = await postPhotos(app, author, await photos(...ns));
  expect(res.statusCode).toBe(201);
  const id: number = res.json().id;
  return { id, photos: (await detail(id)).photos };
}

describe('a lost report with several photos', () => {
  it('keeps three photos in the order they were sent, the first as the cover', async () => {
    const { id, photos: stored } = await reportWith(1, 2, 3);
    const report = await detail(id);
    expect(stored).toHaveLength(3);
    expect(await Promise.all(stored.map((p) => widthOf(p.imagePath)))).toEqual([210, 220, 230]);
    expect(report.imagePath).toBe(stored[0]?.imagePath);
    expect(report.thumbnailPath).toBe(stored[0]?.thumbnailPath);
    for (const p of stored) {
      expect(p.imagePath).toMatch(/^\/reports\/\d{4}\/\d{2}\/[0-9a-f-]+\.jpg$/);
      expect(p.thumbnailPath).toBe(p.imagePath.replace(/\.jpg$/, '_thumb.jpg'));
      expect((await app.inject({ url: `/api/lost-pet/images${p.thumbnailPath}` })).statusCode).toBe(
        200,
      );
    }
    const list = await app.inject({ url: `/api/lost-pet/paged?size=100&order=desc` });
    const item = list.json().data.find((r: { id: number }) => r.id === id);
    expect(item.imagePath).toBe(stored[0]?.thumbnailPath);
    expect(await reportPhotoKeys(app.db, id)).toEqual(
      stored.map((p) => ({ imageKey: keyOf(p.imagePath), thumbnailKey: keyOf(p.thumbnailPath) })),
    );
  });

  it('refuses six photos with 400 and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await postPhotos(app, author, await photos(1, 2, 3, 4, 5, 6), {
      dogName: '여섯장',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('사진은 5장까지 올릴 수 있습니다.');
    expect(storedFiles().length).toBe(before);
    const list = await app.inject({ url: '/api/lost-pet/paged?keyword=여섯장' });
    expect(list.json().pagination.meta.totalItems).toBe(0);
  });

  it('accepts five photos', async () => {
    const { photos: stored } = await reportWith(1, 2, 3, 4, 5);
    expect(stored).toHaveLength(5);
  });

  it('stores none of the photos when one of them is not an image (415)', async () => {
    const before = storedFiles().length;
    const bad = { buffer: Buffer.from('not a photo'), filename: 'x.jpg' };
    const res = await postPhotos(app, author, [...(await photos(1, 2)), bad]);
    expect(res.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  it('still files a report from an old client sending one image', async () => {
    const res = await postReport(app, author);
    expect(res.statusCode).toBe(201);
    const report = await detail(res.json().id);
    expect(report.photos).toEqual([
      { imagePath: report.imagePath, thumbnailPath: report.thumbnailPath },
    ]);
  });

  it('lists no photos for a report without one', async () => {
    const { id, photos: stored } = await reportWith();
    expect(stored).toEqual([]);
    expect((await detail(id)).imagePath).toBeNull();
  });
});

describe('editing the photos of a report', () => {
  it('keeps photo 2 only, adds one after it, and removes the files of the others', async () => {
    const { id, photos: before } = await reportWith(1, 2, 3);
    const [first, second, third] = before as [Photo, Photo, Photo];
    const res = await putPhotos(app, author, id, {
      keepPhotos: [second.imagePath],
      photos: await photos(4),
    });
    expect(res.statusCode).toBe(200);
    const report = await detail(id);
    expect(report.photos).toHaveLength(2);
    expect(report.photos[0]).toEqual(second);
    expect(report.imagePath).toBe(second.imagePath);
    expect(report.thumbnailPath).toBe(second.thumbnailPath);
    expect(await widthOf(report.photos[1].imagePath)).toBe(240);
    for (const gone of [first, third]) {
      expect(isStored(gone.imagePath)).toBe(false);
      expect(isStored(gone.thumbnailPath)).toBe(false);
    }
    expect(isStored(second.imagePath) && isStored(second.thumbnailPath)).toBe(true);
  });

  it('changes the cover by the order of keepPhotos, without touching any file', async () => {
    const { id, photos: before } = await reportWith(1, 2);
    const [first, second] = before as [Photo, Photo];
    const files = storedFiles().length;
    const res = await putPhotos(app, author, id, {
      keepPhotos: [second.imagePath, first.imagePath],
    });
    expect(res.statusCode).toBe(200);
    const report = await detail(id);
    expect(report.photos).toEqual([second, first]);
    expect(report.imagePath).toBe(second.imagePath);
    expect(storedFiles().length).toBe(files);
  });

  it('removes every photo with one empty keepPhotos', async () => {
    const { id, photos: before } = await reportWith(1, 2);
    expect((await putPhotos(app, author, id, { keepPhotos: [''] })).statusCode).toBe(200);
    const report = await detail(id);
    expect(report.photos).toEqual([]);
    expect(report.imagePath).toBeNull();
    expect(report.thumbnailPath).toBeNull();
    for (const gone of before) expect(isStored(gone.imagePath)).toBe(false);
  });

  it('refuses to keep a photo of another report (400) and changes nothing', async () => {
    const mine = await reportWith(1, 2);
    const theirs = await reportWith(3);
    const before = await detail(mine.id);
    const files = storedFiles().length;
    const res = await putPhotos(app, author, mine.id, {
      keepPhotos: [mine.photos[0]!.imagePath, theirs.photos[0]!.imagePath],
      photos: await photos(4),
      fields: { dogName: '바뀜' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'keepPhotos',
      message: '이 신고에 올라와 있는 사진만 남길 수 있습니다.',
    });
    expect(await detail(mine.id)).toEqual(before);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses the same photo kept twice', async () => {
    const { id, photos: before } = await reportWith(1);
    const path = before[0]!.imagePath;
    const res = await putPhotos(app, author, id, { keepPhotos: [path, path] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('같은 사진을 두 번 남길 수 없습니다.');
  });

  it('refuses more than five photos in all and stores none of the new ones', async () => {
    const { id, photos: before } = await reportWith(1, 2, 3);
    const files = storedFiles().length;
    const res = await putPhotos(app, author, id, {
      keepPhotos: before.map((p) => p.imagePath),
      photos: await photos(4, 5, 6),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('사진은 5장까지 올릴 수 있습니다.');
    expect(storedFiles().length).toBe(files);
    expect((await detail(id)).photos).toEqual(before);
  });

  it('replaces every photo when an old client sends one image without keepPhotos', async () => {
    const { id, photos: before } = await reportWith(1, 2, 3);
    expect((await putReport(app, author, id, {}, await photo(4))).statusCode).toBe(200);
    const report = await detail(id);
    expect(report.photos).toHaveLength(1);
    expect(report.imagePath).toBe(report.photos[0].imagePath);
    expect(await widthOf(report.imagePath)).toBe(240);
    for (const gone of before) expect(isStored(gone.imagePath)).toBe(false);
  });

  it('keeps every photo when an edit sends neither image nor keepPhotos', async () => {
    const { id, photos: before } = await reportWith(1, 2, 3);
    expect((await putReport(app, author, id, { dogName: '콩이' })).statusCode).toBe(200);
    const report = await detail(id);
    expect(report.dogName).toBe('콩이');
    expect(report.photos).toEqual(before);
  });

  it('lets nobody but the author change the photos', async () => {
    const { id, photos: before } = await reportWith(1, 2);
    const res = await putPhotos(app, other, id, { keepPhotos: [''] });
    expect(res.statusCode).toBe(403);
    expect((await detail(id)).photos).toEqual(before);
  });
});

const pdfImages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0;
const flyerImages = async (id: number) => {
  const res = await app.inject({ url: `/api/lost-pet/${id}/flyer.pdf` });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  return pdfImages(res.rawPayload);
};

describe('the flyer of a report with several photos', () => {
  it('prints the cover and the other photos, on one page', async () => {
    // A flyer without photos still has image objects: the QR code.
    const none = await flyerImages((await reportWith()).id);
    expect(await flyerImages((await reportWith(1)).id)).toBe(none + 1);
    expect(await flyerImages((await reportWith(1, 2, 3)).id)).toBe(none + 3);
  });
});

describe('deleting a report with several photos', () => {
  it('removes every photo and thumbnail file', async () => {
    const { id, photos: before } = await reportWith(1, 2, 3);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/lost-pet/${id}`,
      headers: await authHeaders(app, author),
    });
    expect(res.statusCode).toBe(200);
    for (const gone of before) {
      expect(isStored(gone.imagePath)).toBe(false);
      expect(isStored(gone.thumbnailPath)).toBe(false);
    }
    expect(await reportPhotoKeys(app.db, id)).toEqual([]);
  });
});

describe('when the database refuses the photos', () => {
  // A trigger stands in for a database failure halfway through the photo rows.
  beforeAll(async () => {
    await app.db.execute(sql`
    CREATE FUNCTION refuse_third_photo() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.position = 2 AND EXISTS (
        SELECT 1 FROM lost_reports WHERE id = NEW.report_id AND dog_name = '저장실패'
      ) THEN
        RAISE EXCEPTION 'refused for the test';
      END IF;
      RETURN NEW;
    END $$`);
    await app.db.execute(sql`
    CREATE TRIGGER refuse_third_photo BEFORE INSERT ON report_photos
    FOR EACH ROW EXECUTE FUNCTION refuse_third_photo()`);
  });

  it('a new report is not saved and none of its photos stays stored', async () => {
    const files = storedFiles().length;
    const res = await postPhotos(app, author, await photos(1, 2, 3), { dogName: '저장실패' });
    expect(res.statusCode).toBe(500);
    expect(storedFiles().length).toBe(files);
    const list = await app.inject({ url: '/api/lost-pet/paged?keyword=저장실패' });
    expect(list.json().pagination.meta.totalItems).toBe(0);
  });

  it('an edit keeps the report and its photos as they were, and stores no new one', async () => {
    const { id, photos: before } = await reportWith(1, 2);
    const report = await detail(id);
    const files = storedFiles().length;
    const res = await putPhotos(app, author, id, {
      keepPhotos: before.map((p) => p.imagePath),
      photos: await photos(3),
      fields: { dogName: '저장실패' },
    });
    expect(res.statusCode).toBe(500);
    expect(await detail(id)).toEqual(report);
    expect(storedFiles().length).toBe(files);
  });
});
