import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';
import { browserWithPush, endpoint, keys } from '../../test/push-browser';
import { server } from '../../test/server';

const PUBLIC_KEY =
  'BPcMbnWQL5GOYX_5FsxbsGlvfyjrfhSUGkq7vv8iCQmATnlEjTJxYyomKrffxNW6r6lWVbNiQvYm4gRFxPo6xRU';
describe('알림 설정 on /mypage/edit', () => {
  it('turns one kind off on one channel and saves every choice at once', async () => {
    let saved: unknown;
    server.use(
      http.put('/api/mypage/alerts', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ status: 'ok', message: '알림 설정을 저장했습니다.' });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const box = await screen.findByRole('checkbox', { name: '새 메시지: 이메일' });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    expect(await screen.findByText('알림 설정을 저장했습니다.')).toBeInTheDocument();
    const on = { inApp: true, email: true, push: true };
    expect(saved).toEqual({
      preferences: { match: on, sighting: on, message: { ...on, email: false }, saved: on },
    });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '근처 제보: 푸시 알림' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '새 후보: 앱 알림' })).toBeChecked();
  });

  it('이 기기에서 알림 받기 asks permission, subscribes with the server’s key and registers the device', async () => {
    const { subscribe } = browserWithPush('granted');
    let registered: unknown;
    server.use(
      http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
      http.post('/api/push/subscriptions', async ({ request }) => {
        registered = await request.json();
        return HttpResponse.json({ status: 'ok', message: '이 기기에서 알림을 받습니다.' });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await screen.findByText('이 기기에서 알림을 받고 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이 기기에서 알림 끄기' })).toBeInTheDocument();
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    const bytes = options.applicationServerKey as Uint8Array;
    expect(Buffer.from(bytes).toString('base64url')).toBe(PUBLIC_KEY);
    expect(registered).toEqual({ endpoint, expirationTime: null, keys });
  });

  it('says what to do when the browser blocks notifications', async () => {
    const { subscribe } = browserWithPush('denied');
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '브라우저가 이 사이트의 알림을 막고 있습니다.',
    );
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('says so when the browser has no push at all', async () => {
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 브라우저에서는 푸시 알림을 받을 수 없습니다.',
    );
  });
});
