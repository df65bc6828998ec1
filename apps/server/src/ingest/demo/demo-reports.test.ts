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
    expect(ids).toHaveLength(5);
    const photoCounts = [];
    for (const id of ids) {
      photoCounts.push(
        (await app.inject({ url: `/api/lost-pet/${id}` })).json().data.photos.length,
      );
    }
    expect(photoCounts).toEqual([2, 1, 3, 1, 2]);
    const list = (await app.inject({ url: '/api/lost-pet/paged?limit=10' })).json();
    expect(list.data).toHaveLength(5);
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
});
