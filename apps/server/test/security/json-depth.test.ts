import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Fixtures } from './fixtures';
import { headersFor, securityApp } from './fixtures';
import { expectKoreanError, hostile } from './hostile';

/** Our bodies are at most 3 deep; 8,000 deep once cost a second of CPU and a 500 (issue 17). */
const DEEP_BODIES = {
  'arrays 8,000 deep': '['.repeat(8000) + ']'.repeat(8000),
  'objects 8,000 deep': '{"a":'.repeat(8000) + '1' + '}'.repeat(8000),
  'unclosed, 16 KB of [': '['.repeat(16_384),
  'just past the limit': `{"userid":${'['.repeat(40)}${']'.repeat(40)}}`,
  '900 KB of [ and {': '[{"a":'.repeat(150_000),
};

let fx: Fixtures;
/** Every route that reads a body, with its path parameters filled in. */
let bodyRoutes: { method: string; url: string }[];
beforeAll(async () => {
  fx = await securityApp();
  bodyRoutes = fx.routes
    .map((route) => route.split(' '))
    .filter(([method]) => method !== 'GET')
    .map(([method = '', url = '']) => ({ method, url: url.replace(/:\w+/g, '1') }));
});

describe('deeply nested JSON', () => {
  it('covers every route that takes a body', () => {
    const urls = bodyRoutes.map((r) => r.url).join(' ');
    for (const area of ['/auth/', '/api/lost-pet', '/api/notices', '/api/inquiries']) {
      expect(urls).toContain(area);
    }
    expect(urls).toContain('/api/mypage/');
    expect(urls).toContain('/api/admin/users/');
  });

  it('is refused with a Korean 400 on every route, before anything walks it', async () => {
    const headers = { ...(await headersFor(fx, 'admin')), 'content-type': 'application/json' };
    const failures: string[] = [];
    for (const { method, url } of bodyRoutes) {
      for (const [name, payload] of Object.entries(DEEP_BODIES)) {
        await hostile(async () => {
          const res = await fx.app.inject({ method: method as HTTPMethods, url, headers, payload });
          expect(res.statusCode, `${method} ${url} ${name}: ${res.body.slice(0, 200)}`).toBe(400);
          expectKoreanError(res.body, 400);
        }).catch((error: Error) => failures.push(error.message.split('\n')[0] ?? ''));
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves /healthz answering while several arrive at once', async () => {
    const deep = DEEP_BODIES['arrays 8,000 deep'];
    const attacks = Array.from({ length: 8 }, () =>
      fx.app.inject({
        method: 'POST',
        url: '/auth/check-id',
        headers: { 'content-type': 'application/json' },
        payload: deep,
      }),
    );
    await hostile(async () => {
      const [health, ...answers] = await Promise.all([
        fx.app.inject({ url: '/healthz' }),
        ...attacks,
      ]);
      expect(health?.statusCode).toBe(200);
      for (const res of answers) expect(res.statusCode).toBe(400);
    });
  });

  it('counts only structure: brackets and quotes inside strings are text', async () => {
    const headers = await headersFor(fx, 'owner');
    const tricky = `${'['.repeat(500)}\\"${'{'.repeat(500)}\\\\`;
    const res = await fx.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers,
      payload: { title: '[[[ {{{ "', content: tricky, isPublic: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toBe(tricky);
    const nested = await fx.app.inject({
      method: 'POST',
      url: '/auth/check-id',
      headers: { 'content-type': 'application/json' },
      payload: `{"userid":"abcd","x":${'['.repeat(30)}${']'.repeat(30)}}`,
    });
    expect(nested.statusCode, nested.body).toBe(200);
  });
});
