import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/paths';
import { createUser } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { makeJpeg } from '../images';
import { hostile } from './hostile';

const EVIL = 'https://evil.example';
let dev: TestApp;
let production: TestApp;
let stagingHttps: TestApp;
let productionHttp: TestApp;

function webBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

beforeAll(async () => {
  const options = { webDistDir: webBuild() };
  dev = await buildTestApp({}, options);
  production = await buildTestApp(
    { env: 'production', publicBaseUrl: 'https://chajul.example' },
    options,
  );
  stagingHttps = await buildTestApp({ publicBaseUrl: 'https://staging.chajul.example' }, options);
  productionHttp = await buildTestApp(
    { env: 'production', publicBaseUrl: 'http://chajul.example' },
    options,
  );
  await dev.storage.put('reports/2026/11/a.jpg', await makeJpeg(), 'image/jpeg');
});

/** One response of each kind the server sends: page, asset, JSON, error, image. */
const KINDS = [
  '/',
  '/assets/app.js',
  '/api/notices/paged',
  '/api/nope',
  '/api/lost-pet/images/reports/2026/11/a.jpg',
];

function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** The hosts the web app really loads from, read from its source (ADR 041, the share SDK). */
function hostsUsedByTheWebApp(): string[] {
  const web = path.resolve(serverRoot, '../web/src/features/shelters');
  const leaflet = fs.readFileSync(
    path.resolve(web, '../../components/map/base-layers.tsx'),
    'utf8',
  );
  const settings = fs.readFileSync(path.join(web, 'lib/map-settings.ts'), 'utf8');
  const tiles = /url="(https:\/\/[^"]+)"/.exec(leaflet)?.[1]?.replace('{s}', 'a');
  const sdk = /KAKAO_SDK_URL = '([^']+)'/.exec(settings)?.[1];
  const share = fs.readFileSync(path.resolve(web, '../../lib/kakao-share.ts'), 'utf8');
  const shareSdk = /KAKAO_JS_SDK_URL = '([^']+)'/.exec(share)?.[1];
  return [tiles, sdk, shareSdk].map((url) => new URL(url!).host);
}

describe('security headers', () => {
  it('every kind of response: nosniff, no framing, no X-Powered-By, a CSP', async () => {
    for (const url of KINDS) {
      await hostile(async () => {
        const res = await dev.inject({ url });
        expect(res.headers['x-powered-by'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(
          directives(res.headers['content-security-policy'] as string).get('frame-ancestors'),
          url,
        ).toEqual(["'none'"]);
      });
    }
  });

  it('the CSP allows only our origin plus the map hosts, and no inline or eval script', async () => {
    const csp = directives(
      (await production.inject({ url: '/' })).headers['content-security-policy'] as string,
    );
    await hostile(async () => {
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual([
        "'self'",
        'https://dapi.kakao.com',
        'https://t1.daumcdn.net',
        'https://t1.kakaocdn.net',
      ]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    });
    const allowed =
      /^('self'|'none'|data:|blob:|'unsafe-inline'|https:\/\/(\*\.tile\.openstreetmap\.org|dapi\.kakao\.com|t1\.daumcdn\.net|t1\.kakaocdn\.net|\*\.daumcdn\.net|\*\.kakaocdn\.net))$/;
    for (const [name, values] of csp) {
      await hostile(async () => {
        for (const value of values) {
          if (name === 'style-src' && value === "'unsafe-inline'") continue; // Leaflet positions with style attributes
          expect(value, `${name} ${value}`).not.toMatch(/unsafe|^\*$|^http:|^https:$/);
          expect(value, `${name} ${value}`).toMatch(allowed);
        }
      });
    }
    // …and those hosts are the ones the web app uses, so the map works under the policy.
    const sources = [...(csp.get('img-src') ?? []), ...(csp.get('script-src') ?? [])];
    for (const host of hostsUsedByTheWebApp()) {
      expect(
        sources.some(
          (s) =>
            s === `https://${host}` || (s.startsWith('https://*.') && host.endsWith(s.slice(9))),
        ),
        host,
      ).toBe(true);
    }
  });

  it('a plain-http development site may load the Kakao CDN over http, nothing else', async () => {
    const csp = directives(
      (await dev.inject({ url: '/' })).headers['content-security-policy'] as string,
    );
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://dapi.kakao.com',
      'https://t1.daumcdn.net',
      'https://t1.kakaocdn.net',
      'http://t1.daumcdn.net',
    ]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends HSTS only from a production site on https', async () => {
    const hsts = (await production.inject({ url: '/api/notices/paged' })).headers[
      'strict-transport-security'
    ];
    expect(hsts).toMatch(/max-age=31536000/);
    for (const app of [dev, stagingHttps, productionHttp]) {
      await hostile(async () =>
        expect(
          (await app.inject({ url: '/api/notices/paged' })).headers['strict-transport-security'],
        ).toBeUndefined(),
      );
    }
  });

  it('the refresh cookie is httpOnly, SameSite=Strict, limited to /auth, Secure on https', async () => {
    for (const app of [dev, production]) {
      const user = await createUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { userid: user.userid, password: user.password },
      });
      const cookie = res.cookies.find((c) => c.name === 'refreshToken')!;
      await hostile(async () => {
        expect(cookie.httpOnly).toBe(true);
        expect(cookie.sameSite).toBe('Strict');
        expect(cookie.path).toBe('/auth');
        expect(cookie.secure ?? false).toBe(app === production);
      });
    }
  });
});

describe('CORS from a foreign origin', () => {
  const calls = [
    { method: 'GET', url: '/api/notices/paged' },
    { method: 'GET', url: '/api/mypage/me' },
    { method: 'POST', url: '/auth/refresh' },
    { method: 'POST', url: '/auth/login' },
    { method: 'DELETE', url: '/api/notices/1' },
  ] as const;

  it('gives a foreign origin no Access-Control-Allow-* header on any call', async () => {
    for (const call of calls) {
      await hostile(async () => {
        const res = await production.inject({ ...call, headers: { origin: EVIL } });
        expect(res.headers['access-control-allow-origin'], call.url).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], call.url).toBeUndefined();
      });
    }
  });

  it('refuses every preflight from a foreign origin', async () => {
    for (const call of calls) {
      await hostile(async () => {
        const res = await production.inject({
          method: 'OPTIONS',
          url: call.url,
          headers: {
            origin: EVIL,
            'access-control-request-method': call.method,
            'access-control-request-headers': 'authorization, content-type',
          },
        });
        expect(res.statusCode, call.url).toBeGreaterThanOrEqual(400);
        expect(res.headers['access-control-allow-origin'], call.url).toBeUndefined();
        expect(res.headers['access-control-allow-methods'], call.url).toBeUndefined();
        expect(res.headers['access-control-allow-headers'], call.url).toBeUndefined();
      });
    }
  });
});
