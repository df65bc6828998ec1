import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
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
