import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/ingest/demo';
import { buildTestApp } from './helper';

describe('demo notices', () => {
  it('a new demo database has Korean notices written by the demo admin, newest first', async () => {
    const app = await buildTestApp({ demoData: true });
    await seedDemoData(app);
    const list = (await app.inject({ url: '/api/notices/paged?size=10' })).json();
    expect(list.pagination.meta.totalItems).toBe(4);
    expect(list.data[0]).toMatchObject({
      title: '보호소 정보 업데이트 안내',
      author: '관리자',
      displayNo: 4,
    });
    expect(list.data.at(-1)).toMatchObject({ title: '찾아줄개 서비스를 시작합니다', displayNo: 1 });
    // The whole demo set is seeded here, 310 drawn dog photos included.
  }, 120_000);
});
