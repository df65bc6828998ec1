import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { heldOutPhoto, waitForPhotoIndex } from '../support/demo-data';
import { viewports } from '../support/page-walk';
import type { ApiMember } from '../support/reunions';
import { apiConversation, apiMember, apiReport, apiSighting } from '../support/reunions';
import { logInByApi } from '../support/users';

/*
 * Issue 38 item 12: on a phone, the photos of 「가족일 수 있는 실종 신고」 (a found report's
 * possible families) and of /messages load. They were 404 at
 * /api/lost-pet/images/api/lost-pet/images/…, the whole URL the API gives prefixed again.
 */

test.use({ viewport: viewports.phone });

const unique = () => Date.now().toString(36).slice(-5);

/** A logged-in phone page that records every image 404 and every console error. */
async function watchedPage(browser: Browser, who: ApiMember) {
  const page = await (await browser.newContext({ viewport: viewports.phone })).newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() === 'image')
      problems.push(`404: ${response.url()}`);
  });
  await logInByApi(page, who.userid, who.password);
  return { page, problems };
}

/**
 * Each image is scrolled to (a lazy one loads then) and has loaded its own photo: DogImage
 * swaps a photo that fails for the default drawing, which loads too.
 */
async function expectLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          image.evaluate(
            (img: HTMLImageElement) =>
              img.complete && img.naturalWidth > 0 && new URL(img.src).pathname.startsWith('/api/'),
          ),
        { message: `photo ${await image.getAttribute('src')} loads` },
      )
      .toBe(true);
  }
}

async function expectNoProblems(page: Page, problems: string[]) {
  // A failed photo reports its 404 a moment after the page settles.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
}

test('the possible families and both sides of /messages show their photos at 390×844', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The server embeds the demo dogs after it starts; a new photo waits behind them.
  await waitForPhotoIndex(request);
  const photo = heldOutPhoto('beagle');
  const owner = await apiMember(request);
  const finder = await apiMember(request);
  const name = `콩이${unique()}`;
  const reportId = await apiReport(request, owner, { dogName: name }, photo);
  const sightingId = await apiSighting(request, finder, { breed: '비글' }, photo);

  // Matching runs in the job queue: wait until the found report's families hold the report.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/sightings/${sightingId}/matches`, {
          headers: finder.headers,
        });
        const body = (await res.json()) as { families?: { lostReportId: number }[] };
        return body.families?.some((f) => f.lostReportId === reportId) ?? false;
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  await apiConversation(
    request,
    finder,
    { lostReportId: reportId, sightingId },
    `${name}를 광교호수공원 정문 앞에서 데리고 있어요.`,
  );

  // The finder's found report lists the family with its photo.
  const found = await watchedPage(browser, finder);
  await found.page.goto(`/sighting/view?id=${sightingId}`);
  const families = found.page.getByRole('region', { name: '가족일 수 있는 실종 신고' });
  const family = families.getByRole('listitem').filter({
    has: found.page.locator(`a[href="/report/view?id=${reportId}"]`),
  });
  await expect(family).toBeVisible();
  await expect(family.getByRole('img')).toHaveAttribute('src', /^\/api\/lost-pet\/images\//);
  // Only this family's: another family's report may have no photo (the default picture).
  await expectLoaded(family.getByRole('img'));

  // The finder's /messages shows the family's report.
  await found.page.goto('/messages');
  const finderList = found.page.getByRole('list', { name: '대화 목록' });
  await expect(finderList.getByRole('link')).toHaveCount(1);
  await expectLoaded(finderList.locator('img'));
  await finderList.getByRole('link').first().click();
  await expect(found.page).toHaveURL(/\/messages\?id=\d+$/);
  await expect(found.page.getByRole('list', { name: '주고받은 메시지' })).toContainText(name);
  await expectNoProblems(found.page, found.problems);

  // The family's /messages shows the found report's photo.
  const owning = await watchedPage(browser, owner);
  await owning.page.goto('/messages');
  const ownerList = owning.page.getByRole('list', { name: '대화 목록' });
  await expect(ownerList.getByRole('link')).toHaveCount(1);
  await expectLoaded(ownerList.locator('img'));
  await expectNoProblems(owning.page, owning.problems);

  await found.page.context().close();
  await owning.page.context().close();
});
