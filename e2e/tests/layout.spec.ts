import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoMemberPassword, heldOutPhoto } from '../support/demo-data';
import { admin } from '../support/env';
import { dogPhoto } from '../support/photos';
import { logInByApi, logOut, newMember, signedInMember } from '../support/users';

/** The product on a phone and a desktop (issue 19): what a person sees and taps. */

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

async function memberOnPhone(page: Page) {
  const member = newMember();
  await signedInMember(page, member);
  return member;
}

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header holds logo, bell and the nickname menu in one row; the tab bar reaches the sections', async ({
    page,
  }) => {
    const member = await memberOnPhone(page);
    const header = page.getByRole('banner');
    const logo = await box(header.getByRole('link', { name: /^찾아줄개/ }));
    const bell = await box(header.getByRole('link', { name: /^알림/ }));
    const menu = header.getByRole('button', { name: `${member.nickname}님 메뉴` });
    const nickname = await box(menu);
    // One row, side by side, nothing overlapping, nothing off the screen.
    for (const b of [bell, nickname]) {
      expect(Math.abs(b.y + b.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(4);
    }
    expect(bell.x + bell.width).toBeLessThanOrEqual(logo.x);
    expect(logo.x + logo.width).toBeLessThanOrEqual(nickname.x);
    expect(nickname.x + nickname.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    await menu.click();
    await expect(page.getByRole('menuitem', { name: '마이페이지' })).toBeVisible();
    await page.getByRole('menuitem', { name: '마이페이지' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page).toHaveTitle('마이페이지 · 찾아줄개');

    // The desktop's top menu is hidden; the tab bar at the bottom has the two ways to help
    // (ADR 244) above the six sections.
    await expect(page.getByRole('list', { name: '바로 가기' })).toBeHidden();
    const tabs = page.getByRole('navigation', { name: '하단 메뉴' });
    await expect(tabs.getByRole('link')).toHaveText([
      '강아지를 발견했어요',
      '잃어버렸어요',
      '유기견 조회',
      '실종 신고',
      '입양',
      '보호소',
      '공지사항',
      '문의',
    ]);
    const bar = await box(tabs);
    expect(bar.y + bar.height).toBeCloseTo(740, 0);
    await tabs.getByRole('link', { name: '입양' }).click();
    await expect(page).toHaveURL(/\/adopt$/);
    await expect(tabs.getByRole('link', { name: '입양' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveTitle('입양 가능한 유기견 · 찾아줄개');

    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the shelter map says its tiles are missing and still shows the shelters; a list view replaces it', async ({
    page,
  }) => {
    await page.goto('/shelters');
    // The test machine has no internet: no tile arrives.
    await expect(
      page.getByRole('status').filter({ hasText: '지도 이미지를 불러오지 못했어요' }),
    ).toBeVisible();
    const map = await box(page.getByRole('region', { name: '보호소 지도' }));
    // Korea's coastline is drawn, and some shelters sit on it inside the visible map.
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
    // The map zooms out once the tiles have failed (leaflet-map.tsx): poll until it has.
    const inside = () =>
      page.locator('img.shelter-marker').evaluateAll(
        (markers, m) =>
          markers.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.x >= m.x && r.x <= m.x + m.width && r.y >= m.y && r.y <= m.y + m.height;
          }).length,
        map,
      );
    await expect.poll(inside).toBeGreaterThan(0);

    await page
      .getByRole('group', { name: '보기 방식' })
      .getByRole('button', { name: '목록' })
      .click();
    const list = page.getByRole('list', { name: '보호소 목록' });
    await expect(list).toBeVisible();
    const panel = await box(page.locator('aside'));
    expect(panel.height).toBeGreaterThan(map.height - 2);
  });

  test('the prediction uses the shared photo picker: camera, preview, change, delete', async ({
    page,
  }) => {
    await page.goto('/lookup/predict-dog');
    const picker = page.getByRole('group', { name: '사진 선택' });
    await expect(picker.getByRole('button', { name: '카메라로 찍기' })).toBeVisible();
    await expect(page.getByLabel('카메라로 찍기')).toHaveAttribute('capture', 'environment');
    await page.getByLabel('사진 선택').setInputFiles(heldOutPhoto('pug'));
    await expect(picker.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();
    await page.getByLabel('사진 선택').setInputFiles(dogPhoto());
    await expect(picker.getByRole('img', { name: '올린 사진 미리보기' })).toHaveCount(1);
    await expect(picker.getByRole('button', { name: /다른 사진으로 바꾸기/ })).toBeVisible();
    await picker.getByRole('button', { name: '사진 삭제' }).click();
    await expect(picker.getByRole('img')).toHaveCount(0);
  });
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header shows a member’s whole nickname, in one row with the logo', async ({ page }) => {
    const member = { ...newMember(), nickname: '우리집멍멍이집사' };
    await signedInMember(page, member);
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: '우리집멍멍이집사님 메뉴' });
    const name = menu.getByText('우리집멍멍이집사님');
    await expect(name).toBeVisible();
    // Nothing cut: the text fits its box in both directions.
    expect(
      await name.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
      ),
    ).toBe(true);
    const logo = await box(header.getByRole('link', { name: /^찾아줄개/ }));
    const nickname = await box(menu);
    expect(logo.x + logo.width).toBeLessThanOrEqual(nickname.x);
    expect(nickname.x + nickname.width).toBeLessThanOrEqual(390);
    expect(nickname.y + nickname.height).toBeLessThanOrEqual(100);
  });

  test('마이페이지 shows the member’s own reports on the first screen', async ({ page }) => {
    await logInByApi(page, 'member', demoMemberPassword());
    await page.goto('/mypage');
    const reports = page.getByRole('tabpanel', { name: '내 실종 신고' });
    const first = reports.getByRole('link').first();
    await expect(first).toBeVisible();
    const row = await box(first);
    const tabBar = await box(page.getByRole('navigation', { name: '하단 메뉴' }));
    expect(row.y + row.height).toBeLessThanOrEqual(tabBar.y);
    // The page's path is said once: 홈 › 마이페이지.
    const crumbs = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(crumbs.getByRole('button', { name: '카테고리: 마이페이지' })).toBeVisible();
    await expect(crumbs.getByRole('button', { name: /^하위 메뉴/ })).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top menu shows the six sections and the current one; pages have their own title', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('찾아줄개 — AI로 함께 찾는 우리 강아지');
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeHidden();
    const top = page.getByRole('list', { name: '바로 가기' });
    await top.getByRole('link', { name: '유기견 조회' }).click();
    await expect(page).toHaveURL(/\/lookup$/);
    await expect(page).toHaveTitle('유기견 조회 · 찾아줄개');
    await expect(top.getByRole('link', { name: '유기견 조회' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The 9 cards of a page sit in three rows of three.
    const cards = page.getByRole('region', { name: '검색 결과' }).getByRole('article');
    await expect(cards).toHaveCount(9);
    const tops = new Set(
      await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().y))),
    );
    expect(tops.size).toBe(3);
    // Shelters by name: no 15-digit registration number on a card.
    await expect(cards.first()).toContainText('보호센터');
    await expect(page.getByRole('region', { name: '검색 결과' })).not.toContainText(/\d{15}/);

    // The spec's dropdowns are still there.
    await page.getByRole('button', { name: '카테고리: 유기견 조회' }).click();
    await expect(page.getByRole('menuitem', { name: '실종 신고' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('a search that finds nothing says so, unlike an empty list', async ({ page }) => {
    await page.goto('/adopt');
    await expect(page.getByText(/총 \d+건/)).toBeVisible();
    await page.getByLabel('검색어').fill('어디에도없는특징');
    await page.getByLabel('검색어').press('Enter');
    await expect(
      page.getByText(
        '검색 조건에 맞는 입양 가능한 동물이 없습니다. 조건을 바꿔 다시 검색해 보세요.',
      ),
    ).toBeVisible();
    await expect(page.getByText('입양 가능한 동물이 없습니다.', { exact: true })).toHaveCount(0);

    await page.goto('/report?keyword=어디에도없는강아지');
    await expect(
      page.getByText('검색 조건에 맞는 실종 신고가 없습니다. 조건을 바꿔 다시 검색해 보세요.'),
    ).toBeVisible();
  });

  test('a long inquiry title never widens the admin’s member page; the admin cannot delete himself', async ({
    page,
    request,
  }) => {
    const member = newMember();
    await signedInMember(page, member);
    const title = `문의${'가나다라마바사아자차카타파하'.repeat(12)}`.slice(0, 200);
    await page.goto('/inquiry/write');
    await page.getByLabel('제목').fill(title);
    await page.getByLabel('내용').fill('긴 제목이 화면을 넓히지 않는지 봅니다.');
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('문의가나다');
    await logOut(page);

    await logInByApi(page, admin.userid, admin.password);
    await page.goto('/adminpage');
    await page.getByLabel('아이디 또는 닉네임').fill(member.userid);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByRole('link', { name: member.userid, exact: true }).click();
    await expect(page.getByRole('link', { name: /^문의가나다/ })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The admin's own row offers no delete; the server refuses it anyway.
    await page.goto('/adminpage');
    await page.getByLabel('아이디 또는 닉네임').fill(admin.userid);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const own = page.getByRole('row').filter({ hasText: admin.userid });
    await expect(own).toContainText('본인');
    await expect(own.getByRole('button', { name: /삭제/ })).toHaveCount(0);
    const login = await request.post('/auth/login', {
      data: { userid: admin.userid, password: admin.password },
    });
    const { accessToken, user } = (await login.json()) as {
      accessToken: string;
      user: { id: number };
    };
    const refused = await request.delete(`/api/admin/users/${user.id}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toMatch(/[가-힣]/);

    // Report and inquiry tables date their rows by when they were written.
    await page.getByRole('tab', { name: '신고 관리' }).click();
    await expect(
      page.getByRole('table', { name: '신고 관리' }).getByRole('columnheader', { name: '작성일' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: '문의 관리' }).click();
    await expect(
      page.getByRole('table', { name: '문의 관리' }).getByRole('columnheader', { name: '작성일' }),
    ).toBeVisible();
  });
});
