import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { ViewportName } from '../support/page-walk';
import { viewports } from '../support/page-walk';
import { apiMember } from '../support/reunions';
import { logInByApi } from '../support/users';

/*
 * A lost report's life on the board (issue 26): filed with a pin, a time and a 동물등록번호,
 * it is first on /report and on the map; marked found "스스로 집에 돌아왔어요", it leaves the
 * open list and the map.
 */

const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const unique = () => Date.now().toString(36).slice(-5);
/** A 15-digit number starting 410, as the national registry gives them. */
const microchip = () => `410${String(Date.now()).slice(-12)}`;

type Row = { id: number; status: string };
const openIds = async (request: APIRequestContext) => {
  const res = await request.get('/api/lost-pet/paged?status=OPEN&sort=newest&size=100');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Row[] }).data.map((r) => r.id);
};
/** The lost reports of today that the map shows (its list, which is in step with its pins). */
const mappedIds = async (request: APIRequestContext) => {
  const res = await request.get(`/api/map/list?kinds=lost&from=${todayInKorea()}&size=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data.map((r) => r.id);
};

/** The report ids of the board's cards above the one that shows `name`. */
const cardIdsBefore = async (cards: Locator, name: string) => {
  const ids: number[] = [];
  for (const card of await cards.all()) {
    if ((await card.textContent())?.includes(name)) return ids;
    const href = await card.getByRole('link').first().getAttribute('href');
    ids.push(Number(new URL(href ?? '', 'http://x').searchParams.get('id')));
  }
  throw new Error(`no card shows ${name}`);
};

for (const size of Object.keys(viewports) as ViewportName[]) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport: viewports[size] });

    test('a new report with a pin, a time and a 동물등록번호 is first on the board and on the map, and leaves both once found', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await apiMember(request);
      const name = `두부${unique()}`;
      await logInByApi(page, owner.userid, owner.password);

      await page.goto('/report/write');
      await page.getByLabel('실종 날짜').fill(todayInKorea());
      await page.getByLabel('실종 시간 (선택)').fill('00:05');
      await page.getByLabel('시/도').selectOption('경기도');
      await page.getByLabel('시/군/구').selectOption('수원시');
      await page.getByLabel('자세한 장소 (선택)').fill('광교호수공원 정문');
      // A tap on the map places the pin; it works with or without map tiles.
      const map = page.getByRole('region', { name: '실종 위치를 고르는 지도' });
      await expect(map.locator('.leaflet-container')).toBeVisible();
      await map.locator('.leaflet-container').click();
      await expect(page.getByText(/핀 위치: 위도 3\d\.\d+, 경도 12\d\.\d+/)).toBeVisible();
      await page.getByLabel('털색 (선택)').fill('흰색');
      await page.getByLabel('크기 (선택)').selectOption('소형');
      await page.getByLabel('목줄·하네스·옷 (선택)').fill('빨간 하네스');
      await page.getByLabel('강아지 이름 (선택)').fill(name);
      await page.getByLabel('동물등록번호 (선택)').fill(microchip());
      await page.getByLabel('연락처').fill('010-2222-3333');
      await page.getByRole('button', { name: '등록하기' }).click();

      await expect(page).toHaveURL(/\/report\/view\?id=\d+/);
      const id = Number(new URL(page.url()).searchParams.get('id'));
      const animal = page.getByRole('region', { name: '실종 동물 정보' });
      await expect(animal).toContainText('00:05');
      await expect(animal).toContainText('광교호수공원 정문');
      await expect(animal).toContainText('(나만 보여요)');
      await expect(animal.getByAltText('내가 고른 실종 위치 (나만 정확히 보여요)')).toBeVisible();

      // The board lists the newest first: this report leads page one, but for reports that
      // the other e2e worker filed after it (ADR 260).
      await page.goto('/report');
      await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('newest');
      const cards = page.getByRole('list', { name: '실종 신고 목록' }).getByRole('listitem');
      await expect(cards.filter({ hasText: name })).toBeVisible();
      const before = await cardIdsBefore(cards, name);
      expect(before.length).toBeLessThan(4);
      for (const other of before) expect(other).toBeGreaterThan(id);
      // API callers still get the oldest first when they ask.
      const asc = await request.get('/api/lost-pet/paged?order=asc&size=1');
      expect(((await asc.json()) as { data: Row[] }).data[0]?.id).not.toBe(id);
      expect(await openIds(request)).toContain(id);
      expect(await mappedIds(request)).toContain(id);

      // The owner says the dog came home by itself.
      await page.goto(`/report/view?id=${id}`);
      await expect(page.getByRole('region', { name: '널리 알려주세요' })).toBeVisible();
      await page
        .getByRole('group', { name: '신고 관리' })
        .getByRole('button', { name: '찾았어요', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: '강아지를 찾으셨나요?' });
      await dialog.getByRole('radio', { name: '스스로 집에 돌아왔어요' }).check();
      await dialog.getByRole('button', { name: '찾았어요로 바꾸기' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('가족을 찾은 신고예요. 도와주신 모든 분께 감사드려요.'),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: '널리 알려주세요' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: '찾은 뒤에 할 일' })).toBeVisible();

      // It leaves the open list and the map.
      expect(await openIds(request)).not.toContain(id);
      expect(await mappedIds(request)).not.toContain(id);
      await page.goto('/report');
      await expect(cards.filter({ hasText: name })).toContainText('찾았어요');
    });
  });
}
