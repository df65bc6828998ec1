import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

let app: TestApp;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>찾아줄개</title>');
  // What the web build's prerender writes (ADR 237): the home page already in the root.
  fs.writeFileSync(
    path.join(web, 'home.html'),
    '<!doctype html><title>찾아줄개</title><div id="root"><h1>잃어버린 가족, 함께 찾아요</h1></div>',
  );
  fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(web, 'assets', 'index-abc123.js.br'),
    zlib.brotliCompressSync('console.log(1)'),
  );
  app = await buildTestApp({}, { webDistDir: web });
});

describe('serving the web app', () => {
  it('answers every page route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/lookup/12', '/no/such/page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('찾아줄개');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers / alone with the prerendered home page, never cached', async () => {
    for (const url of ['/', '/?utm_source=kakao']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>잃어버린 가족, 함께 찾아요</h1>');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // Any other page gets the empty shell: the home page's HTML would flash on it.
    for (const url of ['/login', '/lookup', '/home', '/no/such/page']) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('<h1>');
    }
    const file = await app.inject({ url: '/home.html' });
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's pre-compressed file to browsers that accept it, the plain one otherwise", async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown API calls and missing files with a Korean JSON 404', async () => {
    for (const url of ['/api/nothing', '/auth/nothing', '/assets/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 404,
        message: '요청한 주소를 찾을 수 없습니다.',
      });
    }
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('documents the API at /docs from the contracts', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/signup']),
    );
  });

  it('rejects malformed JSON with a Korean message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: '입력값이 올바르지 않습니다.' });
  });
});
