import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reportPhotos } from '../../src/db/schema';
import { createUser } from '../factories';
import { buildTestApp } from '../helper';
import type { TestApp } from '../helper';
import { makeJpeg } from '../images';
import { createReport } from '../reports.helpers';
import { hostile } from './hostile';

const SECRET = 'TOP-SECRET-7f3a9c';
let app: TestApp;
let port: number;

beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  app = await buildTestApp({}, { webDistDir: web });
  // Secrets beside and above the image store and the web build: none may ever be served.
  for (const file of ['secret.jpg', 'jwt-secret', 'uploads/secret.txt']) {
    fs.mkdirSync(path.dirname(path.join(app.dataDir, file)), { recursive: true });
    fs.writeFileSync(path.join(app.dataDir, file), SECRET);
  }
  fs.writeFileSync(path.join(web, '..', `secret-${path.basename(web)}.jpg`), SECRET);
  await app.storage.put('reports/2026/11/real.jpg', await makeJpeg(), 'image/jpeg');
  // A photo is served only while a visible report holds it (ADR 225): this one is a report's.
  const reportId = await createReport(
    app,
    await createUser(app),
    {},
    {
      buffer: await makeJpeg(),
      filename: 'dog.jpg',
    },
  );
  await app.db
    .update(reportPhotos)
    .set({ imageKey: 'reports/2026/11/real.jpg' })
    .where(eq(reportPhotos.reportId, reportId));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** A raw request line: nothing between us and the server normalises the path. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

const ESCAPES = [
  '../../../secret.jpg',
  '..%2f..%2f..%2fsecret.jpg',
  '%2e%2e/%2e%2e/%2e%2e/secret.jpg',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.jpg',
  '%252e%252e%252f%252e%252e%252f%252e%252e%252fsecret.jpg',
  '..%255c..%255c..%255csecret.jpg',
  '..\\..\\..\\secret.jpg',
  '..%5c..%5c..%5csecret.jpg',
  '....//....//....//secret.jpg',
  '..%c0%af..%c0%af..%c0%afsecret.jpg',
  '..%00/..%00/secret.jpg',
  'real.jpg%00../../../secret.jpg',
  '../../../jwt-secret',
  '..%2f..%2f..%2fjwt-secret%00.jpg',
  '../../secret.txt',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  '..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  'C:%5cWindows%5cwin.ini',
];

/** Every route that serves files, each with the prefix a real file sits under. */
const ROUTES = [
  { prefix: '/api/lost-pet/images/reports/2026/11/', api: true },
  { prefix: '/api/lost-pet/images/', api: true },
  { prefix: '/api/dog-details/images/reports/2026/11/', api: true },
  { prefix: '/api/dog-details/images/', api: true },
  { prefix: '/api/notices/1/files/', api: true },
  { prefix: '/assets/', api: false },
  { prefix: '/', api: false },
  { prefix: '/docs/static/', api: false },
];

describe.each(ROUTES)('traversal through $prefix', ({ prefix, api }) => {
  it('never serves a file outside its directory, in any encoding', async () => {
    for (const escape of ESCAPES) {
      await hostile(async () => {
        const res = await rawGet(`${prefix}${escape}`);
        const what = `${prefix}${escape} → ${res.status}`;
        expect(res.body.includes(SECRET), what).toBe(false);
        expect(res.body).not.toMatch(/root:.*:0:0:|\[fonts\]/);
        expect(res.status, what).toBeGreaterThanOrEqual(200);
        expect(res.status, what).toBeLessThan(500);
        // API file routes answer a plain 400/404; page routes may answer the SPA shell.
        if (api) expect([400, 404], what).toContain(res.status);
      });
    }
  });
});

it('still serves the real files (the checks above are not refusing everything)', async () => {
  expect((await rawGet('/api/lost-pet/images/reports/2026/11/real.jpg')).status).toBe(200);
  expect((await rawGet('/assets/app.js')).status).toBe(200);
});

it('each image route serves only its own area', async () => {
  await app.storage.put('dogs/2026/11/dog.jpg', await makeJpeg(), 'image/jpeg');
  expect((await rawGet('/api/dog-details/images/dogs/2026/11/dog.jpg')).status).toBe(200);
  for (const url of [
    '/api/dog-details/images/reports/2026/11/real.jpg',
    '/api/lost-pet/images/dogs/2026/11/dog.jpg',
  ]) {
    await hostile(async () => expect((await rawGet(url)).status, url).toBe(404));
  }
});
