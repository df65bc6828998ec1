import { userSchema } from '@chajul/contracts';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { testUser } from '../test/render';
import { api, setSessionExpiredHandler, uploadErrorMessage } from './api-client';
import { sessionStore } from './session';

describe('api client', () => {
  it('sends the Bearer token and the proxy-skip header', async () => {
    sessionStore.start('tok-1', testUser, true);
    let headers: Headers | undefined;
    server.use(
      http.get('/api/mypage/me', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(testUser);
      }),
    );
    await api('/api/mypage/me', { schema: userSchema });
    expect(headers?.get('authorization')).toBe('Bearer tok-1');
    expect(headers?.get('ngrok-skip-browser-warning')).toBe('true');
  });

  it('repeats a 401 once after a refresh, with the new token', async () => {
    sessionStore.start('expired', testUser, true);
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/mypage/me', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json(testUser)
          : HttpResponse.json({ status: 'error', statusCode: 401, message: 'x' }, { status: 401 });
      }),
      http.post('/auth/refresh', () => HttpResponse.json({ accessToken: 'fresh' })),
    );
    const me = await api('/api/mypage/me', { schema: userSchema });
    expect(me.userid).toBe(testUser.userid);
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(Cookies.get('token')).toBe('fresh');
  });

  it('refreshes once for several requests failing together', async () => {
    sessionStore.start('expired', testUser, true);
    let refreshes = 0;
    server.use(
      http.get('/api/mypage/me', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json(testUser)
          : HttpResponse.json({}, { status: 401 }),
      ),
      http.post('/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'fresh' });
      }),
    );
    await Promise.all([1, 2, 3].map(() => api('/api/mypage/me', { schema: userSchema })));
    expect(refreshes).toBe(1);
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    sessionStore.start('expired', testUser, true);
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/mypage/me', () => HttpResponse.json({}, { status: 401 })),
      http.post('/auth/refresh', () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(api('/api/mypage/me', { schema: userSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(expired).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Refresh token is invalid or expired.');
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user')).toBeUndefined();
    log.mockRestore();
  });

  it('keeps the session when the refresh gets no answer: offline or the server down', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    for (const noAnswer of [
      () => HttpResponse.error(),
      () => new HttpResponse(null, { status: 502 }),
    ]) {
      sessionStore.start('expired', testUser, true);
      server.use(
        http.get('/api/mypage/me', () => HttpResponse.json({}, { status: 401 })),
        http.post('/auth/refresh', noAnswer),
      );
      await expect(api('/api/mypage/me', { schema: userSchema })).rejects.toMatchObject({
        status: 503,
        fromServer: false,
      });
      expect(Cookies.get('token')).toBe('expired');
      expect(sessionStore.get()?.user.userid).toBe(testUser.userid);
    }
    expect(expired).not.toHaveBeenCalled();
  });

  it('passes the server message of other errors to the caller', async () => {
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 403, message: '권한이 없습니다.' },
          { status: 403 },
        ),
      ),
    );
    await expect(api('/api/thing')).rejects.toMatchObject({
      status: 403,
      message: '권한이 없습니다.',
    });
  });

  it('reads a proxy’s own 413 page as a file that is too large', async () => {
    server.use(
      http.post('/api/upload', () =>
        HttpResponse.text('<html>413 Request Entity Too Large</html>', { status: 413 }),
      ),
    );
    const error: unknown = await api('/api/upload', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: '파일이 너무 큽니다.' });
    expect(uploadErrorMessage(error, '검색 중 오류가 발생했습니다.')).toBe('파일이 너무 큽니다.');
  });

  it('keeps the screen’s own text for an upload failure that is not about the photo', async () => {
    server.use(
      http.post('/api/upload', () =>
        HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502 }),
      ),
    );
    const error: unknown = await api('/api/upload', { method: 'POST' }).catch((e: unknown) => e);
    expect(uploadErrorMessage(error, '검색 중 오류가 발생했습니다.')).toBe(
      '검색 중 오류가 발생했습니다.',
    );
  });
});
