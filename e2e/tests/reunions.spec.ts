import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { heldOutPhoto, waitForPhotoIndex } from '../support/demo-data';
import { admin } from '../support/env';
import type { ViewportName } from '../support/page-walk';
import { viewports } from '../support/page-walk';
import type { ApiMember } from '../support/reunions';
import { apiMember, apiReport, apiSighting } from '../support/reunions';
import { logInByApi } from '../support/users';

/*
 * Found and seen reports, the other half of a reunion (issue 25), as the two sides live it:
 * the family sees a neighbour's found report among its candidates and writes; the finder
 * answers in 메시지; an admin hides a flagged report; the number shows as the owner allows.
 */

async function loggedIn(
  browser: Browser,
  size: ViewportName,
  who: { userid: string; password: string },
) {
  const page = await (await browser.newContext({ viewport: viewports[size] })).newPage();
  await logInByApi(page, who.userid, who.password);
  return page;
}

const unique = () => Date.now().toString(36).slice(-5);

for (const size of Object.keys(viewports) as ViewportName[]) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport: viewports[size] });

    test('a found report of the same dog is among 비슷한 유기견 as 발견 제보; the family writes and the finder answers in 메시지', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      // The server embeds the demo dogs after it starts; a new photo waits behind them.
      await waitForPhotoIndex(request);
      const photo = heldOutPhoto('beagle');
      const owner = await apiMember(request);
      const finder = await apiMember(request);
      const name = `보리${unique()}`;
      const reportId = await apiReport(request, owner, { dogName: name }, photo);
      const sightingId = await apiSighting(request, finder, { breed: '비글' }, photo);

      // The sighting is matched in the job queue: wait until the owner's candidates hold it.
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/lost-pet/${reportId}/matches`, {
              headers: owner.headers,
            });
            const body = (await res.json()) as { candidates?: { sightingId: number | null }[] };
            return body.candidates?.some((c) => c.sightingId === sightingId) ?? false;
          },
          { timeout: 90_000, intervals: [250, 500, 1000] },
        )
        .toBe(true);

      const family = await loggedIn(browser, size, owner);
      await family.goto(`/report/view?id=${reportId}#matches`);
      const matches = family.getByRole('region', { name: '비슷한 유기견' });
      const found = matches.getByRole('listitem').filter({
        has: family.locator(`a[href="/sighting/view?id=${sightingId}"]`),
      });
      await expect(found).toContainText('발견 제보');
      await expect(found).toContainText(/사진 유사도 \d+%/);

      await found.getByRole('button', { name: /메시지 보내기/ }).click();
      const dialog = family.getByRole('dialog', { name: '제보한 분께 메시지 보내기' });
      await dialog
        .getByRole('textbox', { name: '메시지' })
        .fill(`${name}가 맞는 것 같아요. 어디로 가면 될까요?`);
      await dialog.getByRole('button', { name: '보내기' }).click();
      await expect(dialog.getByText('메시지를 보냈습니다.')).toBeVisible();
      await dialog.getByRole('link', { name: '대화 보기' }).click();
      await expect(family).toHaveURL(/\/messages\?id=\d+$/);
      const familyThread = family.getByRole('list', { name: '주고받은 메시지' });
      await expect(familyThread).toContainText(`${name}가 맞는 것 같아요.`);

      const neighbour = await loggedIn(browser, size, finder);
      await neighbour.goto('/messages');
      const row = neighbour.getByRole('list', { name: '대화 목록' }).getByRole('link').first();
      await expect(row).toContainText('보호자님과의 대화');
      await expect(row).toContainText('읽지 않은 메시지 1개');
      await row.click();
      const thread = neighbour.getByRole('list', { name: '주고받은 메시지' });
      await expect(thread).toContainText(`${name}가 맞는 것 같아요.`);
      await neighbour
        .getByRole('textbox', { name: '메시지' })
        .fill('광교호수공원 정문에서 3시에 뵐게요.');
      await neighbour.getByRole('button', { name: '보내기' }).click();
      await expect(thread.getByText('광교호수공원 정문에서 3시에 뵐게요.')).toBeVisible();

      // The family's open conversation asks again by itself: the answer arrives without a reload.
      await expect(familyThread.getByText('광교호수공원 정문에서 3시에 뵐게요.')).toBeVisible({
        timeout: 20_000,
      });
      await family.context().close();
      await neighbour.context().close();
    });

    test('a visitor flags a report, the admin hides it from 신고된 글, and it is gone from /report', async ({
      browser,
      page,
      request,
    }) => {
      const owner = await apiMember(request);
      const title = `숨길 신고 ${unique()}`;
      const reportId = await apiReport(request, owner, { title, phoneVisibility: 'PUBLIC' });

      await page.goto(`/report/view?id=${reportId}`);
      await page.getByRole('button', { name: '신고하기' }).click();
      const dialog = page.getByRole('dialog', { name: '이 글을 신고할까요?' });
      await dialog.getByRole('radio', { name: '사기 의심' }).check();
      await dialog.getByLabel('자세한 내용 (선택)').fill('입금을 먼저 요구해요');
      await dialog.getByRole('button', { name: '신고 보내기' }).click();
      // Simple confirmations are toasts (issue 38 item 17).
      await expect(
        page.getByRole('status').filter({ hasText: '신고가 접수되었습니다.' }),
      ).toBeVisible();

      const adminPage = await loggedIn(browser, size, admin);
      await adminPage.goto('/adminpage?tab=flags');
      const item = adminPage
        .getByRole('list', { name: '신고된 글 목록' })
        .getByRole('listitem', { name: title });
      await expect(item).toContainText('사기 의심');
      await expect(item).toContainText('입금을 먼저 요구해요');
      await item.getByRole('button', { name: '숨기기' }).click();
      await expect(adminPage.getByRole('status').filter({ hasText: '숨겼습니다.' })).toBeVisible();
      await expect(item).toBeHidden();
      await adminPage.context().close();

      await page.goto(`/report?keyword=${encodeURIComponent(title)}`);
      await expect(
        page.getByText('검색 조건에 맞는 실종 신고가 없습니다.', { exact: false }),
      ).toBeVisible();
      await page.goto(`/report/view?id=${reportId}`);
      await expect(page.getByText('실종 신고를 찾을 수 없습니다.')).toBeVisible();
    });

    test('the number shows as each owner allows: to all, to members after a click, or to nobody', async ({
      browser,
      page,
      request,
    }) => {
      const owner = await apiMember(request);
      const report = (phoneVisibility: string) =>
        apiReport(request, owner, { phoneVisibility, phone: '010-4567-8901' });
      const [open, members, none] = await Promise.all([
        report('PUBLIC'),
        report('MEMBERS'),
        report('NONE'),
      ]);
      const reporter = (p: Page) => p.getByRole('region', { name: '신고자 정보' });

      await page.goto(`/report/view?id=${open}`);
      await expect(reporter(page).getByRole('link', { name: '010-4567-8901' })).toHaveAttribute(
        'href',
        'tel:010-4567-8901',
      );
      await page.goto(`/report/view?id=${members}`);
      await expect(reporter(page)).toContainText('연락처는 로그인한 회원만 볼 수 있습니다.');
      await expect(reporter(page)).not.toContainText('010-4567-8901');
      await page.goto(`/report/view?id=${none}`);
      await expect(reporter(page)).toContainText(
        '보호자가 연락처를 공개하지 않았습니다. 메시지로 연락해주세요.',
      );
      await expect(page.getByRole('link', { name: '이 강아지를 봤어요' })).toHaveAttribute(
        'href',
        `/sighting/write?kind=SEEN&lostReportId=${none}`,
      );

      const member: ApiMember = await apiMember(request);
      const memberPage = await loggedIn(browser, size, member);
      await memberPage.goto(`/report/view?id=${members}`);
      await reporter(memberPage).getByRole('button', { name: '연락처 보기' }).click();
      await expect(reporter(memberPage).getByRole('link', { name: '010-4567-8901' })).toBeVisible();
      await memberPage.goto(`/report/view?id=${none}`);
      await expect(reporter(memberPage)).not.toContainText('010-4567-8901');
      await memberPage.context().close();
    });
  });
}
