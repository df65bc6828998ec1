import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { createDemoAccounts } from './demo-accounts';
import { createDemoReports } from './demo-reports';

const app = await buildTestApp();

describe('demo lost-pet reports', () => {
  it('are filed by the demo member with real photos of their dogs and pass the report rules', async () => {
    await createDemoAccounts(app.db, app.dataDir, { withAdmin: false });
    const ids = await createDemoReports(app);
    expect(ids).toHaveLength(7);
    const photoCounts = [];
    for (const id of ids) {
      photoCounts.push(
        (await app.inject({ url: `/api/lost-pet/${id}` })).json().data.photos.length,
      );
    }
    expect(photoCounts).toEqual([2, 1, 3, 1, 2, 1, 1]);
    const list = (await app.inject({ url: '/api/lost-pet/paged?limit=10' })).json();
    expect(list.data).toHaveLength(7);
    for (const row of list.data) {
      expect(row.authorNickname).toBe('멍멍이집사');
      expect(['경기도', '서울특별시']).toContain(row.region);
      const image = await app.inject({ url: `/api/lost-pet/images${row.imagePath}` });
      expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    }
    expect(list.data.map((r: { title: string }) => r.title)).toContain(
      '서울특별시 송파구 이름 없는 강아지 실종',
    );
  });

  it('say where and when, and two ended well: the reunion count shows them by how', async () => {
    const open = (await app.inject({ url: '/api/lost-pet/paged?limit=10&status=OPEN' })).json();
    expect(open.data).toHaveLength(5);
    expect(open.data[0]).toMatchObject({ placeDetail: '광교호수공원 원천호수 산책로' });
    // A visitor sees the demo pins only on the 500 m grid.
    expect(open.data[0].point).toMatchObject({ approximate: true });
    const reunions = (await app.inject({ url: '/api/home/reunions' })).json();
    expect(reunions).toEqual({
      total: 2,
      byReason: { SHELTER: 1, SITE_FINDER: 0, BY_ITSELF: 1, OTHER: 0 },
    });
  });
});
