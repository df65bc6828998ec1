import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin, createUser } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { makeJpeg, multipart } from '../images';
import { createReport, validReport } from '../reports.helpers';
import { expectKoreanError, hostile } from './hostile';

/** How long the server waits for a request that stopped arriving, in this test. */
const REQUEST_TIMEOUT_MS = 1000;

type Upload = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  form: ReturnType<typeof multipart>;
};

let app: TestApp;
let port: number;
let uploads: Upload[];
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildTestApp({}, { logStream, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  const owner = await createUser(app);
  const admin = await createAdmin(app);
  const reportId = await createReport(app, owner);
  const ownerAuth = await authHeaders(app, owner);
  const adminAuth = await authHeaders(app, admin);
  const photo = { buffer: await makeJpeg(), filename: 'dog.jpg', contentType: 'image/jpeg' };
  const notice = { title: '공지', content: '첨부' };
  const form = (fields: Record<string, string>, field: string, auth: object) => {
    const body = multipart(fields, { [field]: photo });
    return { ...body, headers: { ...body.headers, ...auth } };
  };
  uploads = [
    {
      name: 'new report',
      method: 'POST',
      url: '/api/lost-pet',
      form: form(validReport, 'image', ownerAuth),
    },
    {
      name: 'edited report',
      method: 'PUT',
      url: `/api/lost-pet/${reportId}`,
      form: form(validReport, 'image', ownerAuth),
    },
    {
      name: 'new notice',
      method: 'POST',
      url: '/api/notices',
      form: form(notice, 'files', adminAuth),
    },
    { name: 'photo search', method: 'POST', url: '/api/search/image', form: form({}, 'image', {}) },
    {
      name: 'adult look',
      method: 'POST',
      url: '/api/search/generated',
      form: form({}, 'image', {}),
    },
  ];
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Every file under the data directory (stored photos, temporary files). */
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Where a body is cut: inside a part's headers, inside the photo, before the last boundary. */
function cuts(payload: Buffer): number[] {
  const photoStart = payload.indexOf('\r\n\r\n\xff\xd8', 0, 'latin1');
  return [40, photoStart + 4 + 100, payload.length - 20, payload.length - 8];
}

/** One raw HTTP exchange: the request is sent as far as `body` goes, then `after` happens. */
function rawUpload(upload: Upload, body: Buffer, after: 'close' | 'stall') {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const headers = Object.entries({
      ...upload.form.headers,
      host: 'localhost',
      'content-length': String(upload.form.payload.length),
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`${upload.method} ${upload.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    socket.write(body);
    if (after === 'close') socket.end();
  });
}

/** A Korean JSON error with one of the statuses, from a raw HTTP answer. */
function expectRawRefusal(answer: string, statuses: number[]) {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  expect(statuses, answer.slice(0, 300)).toContain(status);
  expectKoreanError(answer.slice(answer.indexOf('\r\n\r\n') + 4), status);
}

describe('a multipart body that ends too early', () => {
  it('is a Korean 400 on every upload route, and nothing is stored', async () => {
    const before = filesIn(app.dataDir);
    const failures: string[] = [];
    for (const upload of uploads) {
      for (const cut of cuts(upload.form.payload)) {
        await hostile(async () => {
          const res = await app.inject({
            method: upload.method,
            url: upload.url,
            headers: upload.form.headers,
            payload: upload.form.payload.subarray(0, cut),
          });
          expect(res.statusCode, `${upload.name} cut at ${cut}: ${res.body}`).toBe(400);
          expectKoreanError(res.body, 400);
        }).catch((error: Error) => failures.push(error.message.split('\n')[0] ?? ''));
      }
    }
    expect(failures).toEqual([]);
    expect(filesIn(app.dataDir)).toEqual(before);
  });

  it('from a client that closes its side is refused with a Korean 400', async () => {
    const before = filesIn(app.dataDir);
    for (const upload of uploads) {
      await hostile(async () => {
        const cut = cuts(upload.form.payload)[1];
        const answer = await rawUpload(upload, upload.form.payload.subarray(0, cut), 'close');
        expectRawRefusal(answer, [400]);
      });
    }
    expect(filesIn(app.dataDir)).toEqual(before);
  });

  it('from a client that stops sending is a Korean 408 once the request time is up', async () => {
    const before = filesIn(app.dataDir);
    for (const upload of uploads.slice(0, 2)) {
      await hostile(async () => {
        const cut = cuts(upload.form.payload)[1];
        const answer = await rawUpload(upload, upload.form.payload.subarray(0, cut), 'stall');
        expectRawRefusal(answer, [408]);
      });
    }
    expect(filesIn(app.dataDir)).toEqual(before);
  }, 20_000);

  it('headers past the size limit are a Korean 431 too', async () => {
    await hostile(async () => {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.write(
          `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
        );
      });
      expectRawRefusal(answer, [431]);
    });
  });

  it('is never logged as a server error', () => {
    const errors = logLines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
  });
});
