import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDog } from './dog-factory';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { createReport } from './reports.helpers';

let app: TestApp;
let reportId: number;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>찾아줄개</title></head><body></body></html>',
  );
  app = await buildTestApp({ publicBaseUrl: 'https://chajul.example' }, { webDistDir: web });
  const member = await createUser(app);
  reportId = await createReport(
    app,
    member,
    {
      dogName: '초코<script>',
      content: '빨간 목줄을 했어요',
      phone: '010-2222-3333',
      // The owner made it public: only then is it printed (ADR 136, phone-privacy.test.ts).
      phoneVisibility: 'PUBLIC',
    },
    { buffer: await makeJpeg(), filename: 'dog.jpg' },
  );
});

const pdfText = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-pdf-')), 'f.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('GET /api/lost-pet/{id}/flyer.pdf', () => {
  it.runIf(hasPdftotext)('prints the report with its contact and a link back', async () => {
    const res = await app.inject({ url: `/api/lost-pet/${reportId}/flyer.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      '강아지를 찾습니다',
      '초코<script>',
      '빨간 목줄을 했어요',
      '010-2222-3333',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.runIf(hasPdftotext)('leaves the phone number off with contact=0', async () => {
    const res = await app.inject({ url: `/api/lost-pet/${reportId}/flyer.pdf?contact=0` });
    expect(pdfText(res.rawPayload)).not.toContain('010-2222-3333');
  });

  it('answers 404 for an unknown report and 400 for a bad id', async () => {
    expect((await app.inject({ url: '/api/lost-pet/99999/flyer.pdf' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/lost-pet/abc/flyer.pdf' })).statusCode).toBe(400);
  });
});

describe('link previews of shared pages', () => {
  it("a report's page carries its title, text and photo, escaped", async () => {
    const res = await app.inject({ url: `/report/view?id=${reportId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<meta property="og:title" content="[^"]*초코&lt;script&gt;[^"]*" \/>/,
    );
    expect(res.body).toContain('빨간 목줄을 했어요');
    expect(res.body).toMatch(
      /<meta property="og:image" content="https:\/\/chajul\.example\/api\/lost-pet\/images\/reports\/[^"]+\.jpg" \/>/,
    );
    expect(res.body).not.toContain('<script>');
  });

  it("a stray dog's page carries its breed, place and shelter", async () => {
    const dog = await createDog(app.db, {
      species: '진돗개',
      jurisd: '경기도 수원시',
      foundPlace: '권선동 공원',
      shelterName: '수원시동물보호센터',
    });
    for (const url of [`/lookup/${dog.id}`, `/adopt/${dog.id}`]) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain(
        '<meta property="og:title" content="경기도 수원시 진돗개" />',
      );
      expect(res.body, url).toContain('수원시동물보호센터');
    }
  });

  it('og:url and the canonical link name the page by its id alone, whatever the link carried', async () => {
    const dog = await createDog(app.db, { species: '진돗개' });
    const pages = [
      [
        `/report/view?id=${reportId}&msg=%3Cb%3E%EB%8F%88%3C%2Fb%3E&from=kakao`,
        `/report/view?id=${reportId}`,
      ],
      [`/report/view/detail?from=x&id=${reportId}`, `/report/view?id=${reportId}`],
      [`/lookup/000${dog.id}/?utm_source=spam&q=%22`, `/lookup/${dog.id}`],
      [`/adopt/${dog.id}?msg=hello`, `/adopt/${dog.id}`],
      [`/lookup/predict-dog/${dog.id}?x=1`, `/lookup/predict-dog/${dog.id}`],
    ];
    for (const [url, canonical] of pages) {
      const res = await app.inject({ url });
      const expected = `https://chajul.example${canonical!}`.replaceAll('&', '&amp;');
      expect(res.body, url).toContain(`<meta property="og:url" content="${expected}" />`);
      expect(res.body, url).toContain(`<link rel="canonical" href="${expected}" />`);
      expect(res.body, url).not.toMatch(/msg|from=|utm_source|%3C/);
    }
  });

  it('other pages and unknown ids get the plain app page', async () => {
    for (const url of [
      '/report/view?id=99999',
      '/report/view?id=abc',
      '/lookup/99999',
      '/notice',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:title');
    }
  });
});
