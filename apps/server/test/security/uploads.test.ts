import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/app';
import { authHeaders } from '../factories';
import { makeJpeg, makePixelBomb } from '../images';
import type { Fixtures } from './fixtures';
import { securityApp } from './fixtures';
import { expectKoreanError, hostile } from './hostile';
import type { FilePart, Target } from './upload-targets';
import { MARKERS, notImages, polyglots, uploadTargets } from './upload-targets';

let fx: Fixtures;
let targets: Target[];
let refused: Record<string, FilePart>;
let accepted: Record<string, FilePart>;
let bombs: Record<string, FilePart>;

/** Rewrites the size a header claims: a few bytes that promise billions of pixels. */
async function headerBombs(): Promise<Record<string, FilePart>> {
  const gif = Buffer.from(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer(),
  );
  // Both the logical screen and the frame: decoders size the image from the frame.
  const frame = gif.indexOf(0x2c, 13);
  for (const offset of [6, 8, frame + 5, frame + 7]) gif.writeUInt16LE(65_000, offset);
  const jpeg = Buffer.from(await makeJpeg({ width: 8, height: 8 }));
  const sof = jpeg.findIndex(
    (byte, i) => byte === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2),
  );
  jpeg.writeUInt16BE(65_000, sof + 5);
  jpeg.writeUInt16BE(65_000, sof + 7);
  return {
    'a PNG claiming 100,000 × 100,000 pixels': {
      buffer: await makePixelBomb(),
      filename: 'bomb.png',
      contentType: 'image/png',
    },
    'a GIF claiming 65,000 × 65,000 pixels': {
      buffer: gif,
      filename: 'bomb.gif',
      contentType: 'image/gif',
    },
    'a JPEG claiming 65,000 × 65,000 pixels': {
      buffer: jpeg,
      filename: 'bomb.jpg',
      contentType: 'image/jpeg',
    },
  };
}

beforeAll(async () => {
  fx = await securityApp();
  targets = await uploadTargets(fx);
  refused = await notImages();
  accepted = await polyglots();
  bombs = await headerBombs();
});

async function storedKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of fx.app.storage.list()) keys.add(key);
  return keys;
}

/** Sends and checks the refusal, and that nothing was written to the image store. */
async function expectRefusal(
  target: Target,
  files: FilePart[],
  status: number[],
  fields?: Record<string, string>,
) {
  await hostile(async () => {
    const before = await storedKeys();
    const res = await target.send(files, fields);
    expect(status, `${target.name}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
      res.statusCode,
    );
    expectKoreanError(res.body, res.statusCode);
    expect([...(await storedKeys())].filter((key) => !before.has(key))).toEqual([]);
  });
}

const names = [
  'POST /api/lost-pet',
  'PUT /api/lost-pet/:id',
  'POST /api/notices',
  'PUT /api/notices/:id',
  'POST /api/search/image',
  'POST /api/search/generated',
];

describe.each(names)('uploads to %s', (name) => {
  const target = () => targets.find((t) => t.name === name)!;

  it('refuses files that are not images with 415, storing nothing', async () => {
    for (const file of Object.values(refused)) await expectRefusal(target(), [file], [415]);
  });

  it('refuses decompression bombs, storing nothing', async () => {
    for (const file of Object.values(bombs)) await expectRefusal(target(), [file], [415]);
  });

  it('keeps only a re-encoded JPEG of a polyglot, never the bytes that were sent', async () => {
    for (const [what, file] of Object.entries(accepted)) {
      await hostile(async () => {
        const before = await storedKeys();
        const res = await target().send([file]);
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        const added = [...(await storedKeys())].filter((key) => !before.has(key));
        expect(added.length).toBe(target().stores ? 2 : 0);
        for (const key of added) {
          const { body, contentType } = (await fx.app.storage.get(key))!;
          expect(contentType).toBe('image/jpeg');
          expect((await sharp(body).metadata()).format).toBe('jpeg');
          const text = body.toString('latin1');
          for (const marker of MARKERS)
            expect(text.includes(marker), `${what} kept ${marker}`).toBe(false);
        }
      });
    }
  });

  it('refuses a file part over the upload limit with 413', async () => {
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    await expectRefusal(
      target(),
      [{ buffer: big, filename: 'big.jpg', contentType: 'image/jpeg' }],
      [413],
    );
  });

  it('refuses too many file parts and too many fields', async () => {
    const jpeg = {
      buffer: await makeJpeg({ width: 16, height: 16 }),
      filename: 'a.jpg',
      contentType: 'image/jpeg',
    };
    await expectRefusal(
      target(),
      Array.from({ length: 6 }, () => jpeg),
      [400, 413],
    );
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra${i}`, 'x']));
    await expectRefusal(target(), [jpeg], [413], fields);
  });
});

describe('JSON bodies', () => {
  const routes = [
    { method: 'POST', url: '/auth/login', as: 'visitor' },
    { method: 'POST', url: '/auth/signup', as: 'visitor' },
    { method: 'POST', url: '/auth/check-id', as: 'visitor' },
    { method: 'POST', url: '/api/inquiries', as: 'owner' },
    { method: 'POST', url: '/api/notices', as: 'admin' },
    { method: 'PUT', url: '/api/mypage/update-nickname', as: 'owner' },
  ] as const;

  it('refuses a body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ title: 'x', content: 'a'.repeat(2 * 1024 * 1024) });
    for (const route of routes) {
      const headers = {
        'content-type': 'application/json',
        ...(route.as === 'visitor' ? {} : await authHeaders(fx.app, fx[route.as])),
      };
      await hostile(async () => {
        const res = await fx.app.inject({ method: route.method, url: route.url, payload, headers });
        expect(res.statusCode, route.url).toBe(413);
        expectKoreanError(res.body, 413);
      });
    }
  });

  it('refuses prototype pollution, other content types and a form sent where JSON belongs', async () => {
    const headers = await authHeaders(fx.app, fx.owner);
    const attempts = [
      {
        payload: '{"__proto__":{"isAdmin":true},"title":"t","content":"c","isPublic":true}',
        type: 'application/json',
        status: [400],
      },
      {
        payload: '{"constructor":{"prototype":{"role":"ADMIN"}},"title":"t","content":"c"}',
        type: 'application/json',
        status: [400],
      },
      { payload: '<title>t</title>', type: 'application/xml', status: [415] },
      {
        payload: 'title=t&content=c&isPublic=true',
        type: 'application/x-www-form-urlencoded',
        status: [415],
      },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nt\r\n--x--\r\n',
        type: 'multipart/form-data; boundary=x',
        status: [400, 415],
      },
      { payload: '{"title": "t", "content": ', type: 'application/json', status: [400] },
    ];
    for (const attempt of attempts) {
      await hostile(async () => {
        const res = await fx.app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: attempt.payload,
          headers: { ...headers, 'content-type': attempt.type },
        });
        expect(attempt.status, `${attempt.type}: ${res.body}`).toContain(res.statusCode);
        expectKoreanError(res.body, res.statusCode);
      });
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
