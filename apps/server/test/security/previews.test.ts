import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { createDog } from '../dog-factory';
import { createReport } from '../reports.helpers';
import { hostile } from './hostile';

/** Link previews are the one place the server itself writes member text into HTML. */
const PAYLOADS = [
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</title><script>alert(1)</script>',
  '" onmouseover="alert(1)',
];

let app: TestApp;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>찾아줄개</title></head><body></body></html>',
  );
  app = await buildTestApp({}, { webDistDir: web });
});

it('escapes member text in the Open Graph tags of a shared report', async () => {
  const owner = await createUser(app);
  for (const payload of PAYLOADS) {
    const id = await createReport(app, owner, {
      title: payload,
      content: payload,
      dogName: payload.slice(0, 30),
    });
    await hostile(async () => {
      const res = await app.inject({
        url: `/report/view?id=${id}&x=${encodeURIComponent(payload)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('og:title');
      expect(res.body).not.toMatch(/<script>alert|<img src=x|" onmouseover=/);
      // The only tags are ours: one title, no element the payload opened.
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body.match(/<script/g)).toBeNull();
    });
  }
});

/** String.prototype.replace patterns: a member's `$'` once copied half the page into the head. */
const REPLACE_PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>', "$'$`$&$$"];
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One page: one doctype, one head, one title, and the member's text as written (escaped). */
function expectOnePage(body: string, text: string) {
  expect(body.match(/<!doctype/gi)).toHaveLength(1);
  expect(body.match(/<\/head>/g)).toHaveLength(1);
  expect(body.match(/<title>/g)).toHaveLength(1);
  expect(body).toContain(`content="${escapeHtml(text)}"`);
}

it('keeps $ replacement patterns in report titles and contents as plain text', async () => {
  const owner = await createUser(app);
  for (const pattern of REPLACE_PATTERNS) {
    const title = `초코 ${pattern} 찾아요`;
    const id = await createReport(app, owner, { title, content: `내용 ${pattern} 끝` });
    await hostile(async () => {
      const res = await app.inject({ url: `/report/view?id=${id}` });
      expect(res.statusCode).toBe(200);
      expectOnePage(res.body, title);
      expect(res.body).toContain(`<title>${escapeHtml(title)} | 찾아줄개</title>`);
      expect(res.body).toContain(escapeHtml(`내용 ${pattern} 끝`));
    });
  }
});

it('keeps $ replacement patterns in stray dog records as plain text', async () => {
  for (const pattern of REPLACE_PATTERNS) {
    const dog = await createDog(app.db, {
      species: `믹스견${pattern}`,
      jurisd: `경기도 ${pattern}`,
      foundPlace: `정자동 ${pattern}`,
      shelterName: `보호소 ${pattern}`,
    });
    await hostile(async () => {
      const res = await app.inject({ url: `/lookup/${dog.id}` });
      expect(res.statusCode).toBe(200);
      expectOnePage(res.body, `경기도 ${pattern} 믹스견${pattern}`);
      expect(res.body).toContain(escapeHtml(`보호소 ${pattern}`));
    });
  }
});
