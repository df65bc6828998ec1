import fs from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { expect, test } from '@playwright/test';
import { dataDir } from '../support/env';
import { dogPhoto } from '../support/photos';
import { apiMember } from '../support/reunions';
import { logInByApi } from '../support/users';

/*
 * Issue 29: a member downloads what the service keeps about them, then leaves, and nothing of
 * them is left: not the login, not the report, not its photos on disk (ADR 165).
 */
const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
type Photo = { imagePath: string; thumbnailPath: string };

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('download my data, withdraw, and everything of the member is gone', async ({
      page,
      request,
    }, testInfo) => {
      const member = await apiMember(request);
      const form = new FormData();
      const fields = { dateLost: todayInKorea(), region: '경기도', district: '수원시' };
      for (const [name, value] of Object.entries({ ...fields, phone: '010-2222-3333' })) {
        form.append(name, value);
      }
      form.append('dogName', '탈퇴테스트');
      for (const name of ['one.jpg', 'two.jpg']) {
        const photo = dogPhoto();
        form.append('image', new Blob([photo.buffer], { type: photo.mimeType }), name);
      }
      const posted = await request.post('/api/lost-pet', {
        headers: member.headers,
        multipart: form,
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const reportId = ((await posted.json()) as { id: number }).id;
      const detail = await (await request.get(`/api/lost-pet/${reportId}`)).json();
      const photos = detail.data.photos as Photo[];
      expect(photos).toHaveLength(2);
      const urls = photos.flatMap((p) => [p.imagePath, p.thumbnailPath]);
      const files = urls.map((url) => path.join(dataDir, 'uploads', url.replace(/^\//, '')));
      for (const file of files) expect(fs.existsSync(file), file).toBe(true);

      await logInByApi(page, member.userid, member.password);
      await page.goto('/mypage/edit');

      // 내 정보 다운로드: the zip holds the two photos, and data.json the report.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '내 정보 다운로드' }).click();
      const download = await downloading;
      const saved = testInfo.outputPath('my-data.zip');
      await download.saveAs(saved);
      const zip = new AdmZip(saved);
      const data = JSON.parse(zip.readAsText('data.json'));
      expect(data.profile.userid).toBe(member.userid);
      expect(data.reports.map((r: { id: number }) => r.id)).toEqual([reportId]);
      expect(data.reports[0].dogName).toBe('탈퇴테스트');
      const zipped = zip.getEntries().filter((e) => e.entryName.startsWith('photos/'));
      expect(zipped).toHaveLength(2);
      expect(zipped.map((e) => e.entryName).sort()).toEqual(
        (data.reports[0].photos as string[]).slice().sort(),
      );

      // 회원 탈퇴: the list of what goes, the password again, the last question, a goodbye.
      const section = page.getByRole('form', { name: '회원 탈퇴' });
      await expect(page.getByText('내 문의와 문의에 달린 답변')).toBeVisible();
      await section.getByLabel('비밀번호 확인').fill(member.password);
      await section.getByRole('button', { name: '회원 탈퇴' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('정말 탈퇴하시겠습니까?');
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('alertdialog')).toContainText(
        '그동안 찾아줄개를 이용해 주셔서 감사합니다.',
      );
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

      // Logging in fails.
      await page.goto('/login');
      await page.getByLabel('아이디').fill(member.userid);
      await page.getByLabel('비밀번호').fill(member.password);
      await page.getByRole('button', { name: '로그인' }).click();
      await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();

      // The report and its photos answer 404 once the withdrawal job is done.
      await expect
        .poll(async () => (await request.get(`/api/lost-pet/${reportId}`)).status())
        .toBe(404);
      for (const url of urls) expect((await request.get(url)).status(), url).toBe(404);
      // The files are gone from DATA_DIR.
      await expect.poll(() => files.filter((file) => fs.existsSync(file))).toEqual([]);
    });
  });
}
